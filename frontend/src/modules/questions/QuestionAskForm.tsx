import { Button, Group, Input, Select, Stack, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { ErrorAlert } from '@/modules/ui/ErrorAlert';
import { FormActions } from '@/modules/ui/form/FormActions';
import { RecipeForm } from '@/modules/ui/form/RecipeForm';
import { PageLoader } from '@/modules/ui/PageLoader';
import { questionFormErrors, type QuestionField } from './questionErrors';
import { useAskQuestion } from './useAskQuestion';
import { questionMessages } from './questionMessages';

const MarkdownEditor = lazy(() => import('@/modules/markdown/MarkdownEditor').then((module) => ({ default: module.MarkdownEditor })));

/** AskQuestionInput: title 1–200 characters. */
export const questionTitleMaxLength = 200;

const messages = defineMessages({
  form: { id: 'question.ask.label', defaultMessage: 'Ask a question' },
  organization: { id: 'question.field.organization', defaultMessage: 'Organization' },
  organizationPlaceholder: { id: 'question.ask.organizationPlaceholder', defaultMessage: 'Pick one of the project’s organizations' },
  submit: { id: 'question.ask.submit', defaultMessage: 'Ask' },
  organizationRequired: { id: 'question.validation.organizationRequired', defaultMessage: 'Pick an organization.' },
  failed: { id: 'question.ask.failed', defaultMessage: 'The question could not be asked' },
  loadingEditor: { id: 'markdown.editor.loading', defaultMessage: 'Loading editor…' },
});

interface Props {
  scope: 'PROJECT' | 'ORGANIZATION' | 'INTERNAL';
  projectId?: string;
  /** For ORGANIZATION questions: the project's organizations to pick from. */
  organizations?: readonly { readonly id: string; readonly name: string }[];
  /** Connections the new question is put at the top of. */
  connectionIds: readonly string[];
  onAsked: (questionId: string) => void;
  /** A page form has Cancel; the board's inline form has not. */
  onCancel?: () => void;
}

/** Asks a question (title, markdown body; an organization for organization questions), spec §4 / issue 13. */
export function QuestionAskForm({ scope, projectId, organizations, connectionIds, onAsked, onCancel }: Props) {
  const intl = useIntl();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [organizationId, setOrganizationId] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<QuestionField | 'form', string>>>({});
  // A new editor instance after each question, so the body's editor starts empty again.
  const [round, setRound] = useState(0);
  const [ask, inFlight] = useAskQuestion(connectionIds);

  const submit = () => {
    if (inFlight) return;
    const trimmed = title.trim();
    if (!trimmed) return setErrors({ title: intl.formatMessage(questionMessages.titleRequired) });
    if ([...trimmed].length > questionTitleMaxLength) return setErrors({ title: intl.formatMessage(questionMessages.titleTooLong) });
    if (scope === 'ORGANIZATION' && !organizationId) return setErrors({ organizationId: intl.formatMessage(messages.organizationRequired) });
    setErrors({});
    ask({
      variables: {
        input: {
          scope,
          projectId: projectId ?? null,
          organizationId: scope === 'ORGANIZATION' ? organizationId : null,
          title: trimmed,
          body,
        },
      },
      onCompleted: (response) => {
        setTitle('');
        setBody('');
        setOrganizationId(null);
        setRound((value) => value + 1);
        onAsked(response.askQuestion.question.id);
      },
      onError: (error) => setErrors(questionFormErrors(intl, error)),
    });
  };

  return (
    <RecipeForm onSubmit={submit} label={intl.formatMessage(messages.form)}>
      <Stack gap="sm">
        {errors.form && (
          <ErrorAlert title={intl.formatMessage(messages.failed)}>
            {errors.form}
          </ErrorAlert>
        )}
        {scope === 'ORGANIZATION' && (
          <Select
            label={intl.formatMessage(messages.organization)}
            placeholder={intl.formatMessage(messages.organizationPlaceholder)}
            required
            data={(organizations ?? []).map((organization) => ({ value: organization.id, label: organization.name }))}
            value={organizationId}
            error={errors.organizationId}
            onChange={(value) => {
              setOrganizationId(value);
              setErrors({});
            }}
          />
        )}
        <TextInput
          label={intl.formatMessage(questionMessages.title)}
          required
          value={title}
          error={errors.title}
          onChange={(event) => {
            setTitle(event.currentTarget.value);
            setErrors({});
          }}
        />
        <Input.Wrapper label={intl.formatMessage(questionMessages.body)} error={errors.body}>
          <Suspense fallback={<PageLoader label={intl.formatMessage(messages.loadingEditor)} />}>
            <MarkdownEditor key={round} label={intl.formatMessage(questionMessages.body)} value={body} onChange={setBody} />
          </Suspense>
        </Input.Wrapper>
        {onCancel ? (
          <FormActions submitLabel={intl.formatMessage(messages.submit)} dirty inFlight={inFlight} onCancel={onCancel} />
        ) : (
          <Group justify="flex-end">
            <Button type="submit" loading={inFlight} leftSection={<IconSend size={16} aria-hidden />}>
              {intl.formatMessage(messages.submit)}
            </Button>
          </Group>
        )}
      </Stack>
    </RecipeForm>
  );
}
