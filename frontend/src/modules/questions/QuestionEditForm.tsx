import { TextInput } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { HistoryEditForm } from '@/modules/history/HistoryEditForm';
import { MarkdownField } from '@/modules/markdown/MarkdownField';
import { useRecordForm } from '@/modules/ui/form/useRecordForm';
import { questionTitleMaxLength } from './QuestionAskForm';
import { useQuestionValueFormatter } from './questionValueFormatter';
import { useEditQuestion } from './useEditQuestion';
import { questionMessages } from './questionMessages';
import type { QuestionEditForm_question$key } from './__generated__/QuestionEditForm_question.graphql';

const messages = defineMessages({
  form: { id: 'question.edit.label', defaultMessage: 'Edit question' },
  submit: { id: 'question.edit.submit', defaultMessage: 'Save question' },
  empty: { id: 'history.value.none', defaultMessage: '(none)' },
  failed: { id: 'question.edit.failed', defaultMessage: 'The question could not be saved' },
});

interface Values extends Record<string, unknown> {
  title: string;
  body: string;
}

const refetchQuery = graphql`
  query QuestionEditFormRefetchQuery($id: ID!) {
    node(id: $id) {
      ...QuestionEditForm_question @alias
    }
  }
`;

/**
 * The asker's edit of title and body on the form recipe: `expectedVersion` is the version the
 * form opened at, and a change saved since opens the conflict view (204.X000.004, issue 13).
 */
export function QuestionEditForm({ question, onDone }: { question: QuestionEditForm_question$key; onDone: () => void }) {
  const intl = useIntl();
  const formatValue = useQuestionValueFormatter();
  const data = useFragment(
    graphql`
      fragment QuestionEditForm_question on Question {
        id
        title
        body
        version
      }
    `,
    question,
  );
  const [commit, inFlight] = useEditQuestion();
  const form = useRecordForm<Values>({
    current: { title: data.title, body: data.body },
    record: data,
    refetch: refetchQuery,
    labels: { title: questionMessages.title, body: questionMessages.body },
    display: (_field, value) => (value as string) || intl.formatMessage(messages.empty),
    long: ['body'],
    prepare: (values) => ({ ...values, title: values.title.trim() }),
    validate: ({ title }) => {
      if (!title) return { title: intl.formatMessage(questionMessages.titleRequired) };
      if ([...title].length > questionTitleMaxLength) return { title: intl.formatMessage(questionMessages.titleTooLong) };
      return {};
    },
    save: (values, expectedVersion, done) =>
      commit({
        variables: { input: { id: data.id, expectedVersion: expectedVersion ?? data.version, title: values.title, body: values.body } },
        onCompleted: () => {
          done.onSaved();
          onDone();
        },
        onError: done.onError,
      }),
    inFlight,
  });

  return (
    <HistoryEditForm
      form={form}
      messages={messages}
      submitLabel={intl.formatMessage(messages.submit)}
      onCancel={onDone}
      gap="sm"
      formatValue={formatValue}
    >
      <TextInput {...form.input('title')} required />
      <MarkdownField {...form.bind('body')} />
    </HistoryEditForm>
  );
}
