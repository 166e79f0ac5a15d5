import { Button, Group, Input, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { RecipeForm } from '@/modules/ui/form/RecipeForm';
import { PageLoader } from '@/modules/ui/PageLoader';
import { questionFormErrors } from './questionErrors';
import { useAnswerQuestion } from './useAnswerQuestion';
import { questionMessages } from './questionMessages';

const MarkdownEditor = lazy(() => import('@/modules/markdown/MarkdownEditor').then((module) => ({ default: module.MarkdownEditor })));

const messages = defineMessages({
  form: { id: 'question.answer.label', defaultMessage: 'Answer the question' },
  submit: { id: 'question.answer.submit', defaultMessage: 'Post answer' },
  required: { id: 'question.validation.answerRequired', defaultMessage: 'Write an answer.' },
  done: { id: 'question.answer.done', defaultMessage: 'Answer posted.' },
  loadingEditor: { id: 'markdown.editor.loading', defaultMessage: 'Loading editor…' },
});

/** answerQuestion: markdown, 1–20,000 characters; server errors (same status…) under the field. */
export function QuestionAnswerForm({ questionId }: { questionId: string }) {
  const intl = useIntl();
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [round, setRound] = useState(0);
  const [commit, inFlight] = useAnswerQuestion();
  const submit = () => {
    if (inFlight) return;
    if (!answer.trim()) return setError(intl.formatMessage(messages.required));
    setError(undefined);
    commit({
      variables: { input: { id: questionId, answer } },
      onCompleted: () => {
        setAnswer('');
        setRound((value) => value + 1);
        notifications.show({ color: 'green', message: intl.formatMessage(messages.done) });
      },
      onError: (failure) => {
        const problems = questionFormErrors(intl, failure);
        setError(problems.answer ?? problems.form ?? problems.title ?? problems.body);
      },
    });
  };
  return (
    <RecipeForm onSubmit={submit} label={intl.formatMessage(messages.form)}>
      <Stack gap="xs">
        <Input.Wrapper label={intl.formatMessage(questionMessages.answer)} error={error} data-testid="answer-field">
          <Suspense fallback={<PageLoader label={intl.formatMessage(messages.loadingEditor)} />}>
            <MarkdownEditor key={round} label={intl.formatMessage(questionMessages.answer)} value={answer} onChange={setAnswer} />
          </Suspense>
        </Input.Wrapper>
        <Group justify="flex-end">
          <Button type="submit" loading={inFlight}>
            {intl.formatMessage(messages.submit)}
          </Button>
        </Group>
      </Stack>
    </RecipeForm>
  );
}
