import { Alert, Input, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { HistorySince } from '@/modules/history/HistorySince';
import { ConflictPanel, type ConflictRow } from '@/modules/ui/form/ConflictPanel';
import { FormActions } from '@/modules/ui/form/FormActions';
import { KeptValues } from '@/modules/ui/form/KeptValues';
import { RecipeForm } from '@/modules/ui/form/RecipeForm';
import { useFormRecipe } from '@/modules/ui/form/useFormRecipe';
import { PageLoader } from '@/modules/ui/PageLoader';
import { questionTitleMaxLength } from './QuestionAskForm';
import { questionFormErrors } from './questionErrors';
import { useQuestionValueFormatter } from './questionValueFormatter';
import { useEditQuestion } from './useEditQuestion';
import type { QuestionEditForm_question$key } from './__generated__/QuestionEditForm_question.graphql';
import type { QuestionEditFormRefetchQuery } from './__generated__/QuestionEditFormRefetchQuery.graphql';

const MarkdownEditor = lazy(() => import('@/modules/markdown/MarkdownEditor').then((module) => ({ default: module.MarkdownEditor })));

const messages = defineMessages({
  form: { id: 'question.edit.label', defaultMessage: 'Edit question' },
  title: { id: 'question.field.title', defaultMessage: 'Title' },
  body: { id: 'question.field.body', defaultMessage: 'Body' },
  submit: { id: 'question.edit.submit', defaultMessage: 'Save question' },
  empty: { id: 'history.value.none', defaultMessage: '(none)' },
  titleRequired: { id: 'question.validation.titleRequired', defaultMessage: 'Enter a title.' },
  titleTooLong: { id: 'question.validation.titleTooLong', defaultMessage: 'Use at most 200 characters.' },
  failed: { id: 'question.edit.failed', defaultMessage: 'The question could not be saved' },
  loadingEditor: { id: 'markdown.editor.loading', defaultMessage: 'Loading editor…' },
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
  const environment = useRelayEnvironment();
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
  const current: Values = { title: data.title, body: data.body };
  const [theirsLoaded, setTheirsLoaded] = useState(false);
  const recipe = useFormRecipe<Values>({
    current,
    currentVersion: data.version,
    onConflict: () => {
      setTheirsLoaded(false);
      fetchQuery<QuestionEditFormRefetchQuery>(environment, refetchQuery, { id: data.id }, { fetchPolicy: 'network-only' })
        .toPromise()
        .then(
          () => setTheirsLoaded(true),
          () => setTheirsLoaded(true),
        );
    },
  });
  const [commit, inFlight] = useEditQuestion();
  const [errors, setErrors] = useState<{ title?: string; body?: string; form?: string }>({});
  const labels: Record<string, string> = { title: intl.formatMessage(messages.title), body: intl.formatMessage(messages.body) };
  const display = (value: unknown) => (value as string) || intl.formatMessage(messages.empty);

  const send = (values: Values, expectedVersion: number | null) => {
    const title = values.title.trim();
    if (!title) return setErrors({ title: intl.formatMessage(messages.titleRequired) });
    if ([...title].length > questionTitleMaxLength) return setErrors({ title: intl.formatMessage(messages.titleTooLong) });
    setErrors({});
    const sent = { ...values, title };
    const version = expectedVersion ?? data.version;
    commit({
      variables: { input: { id: data.id, expectedVersion: version, title, body: values.body } },
      onCompleted: () => {
        recipe.saved(sent, version + 1);
        onDone();
      },
      onError: (error) => {
        if (recipe.handleError(error, version)) return;
        const problems = questionFormErrors(intl, error);
        setErrors({ title: problems.title, body: problems.body, form: problems.form ?? problems.answer ?? problems.organizationId });
      },
    });
  };

  const conflict = recipe.conflict;
  const conflictRows: ConflictRow[] = conflict
    ? recipe.changedFields
        .filter((field) => display(conflict.mine[field]) !== display(current[field]))
        .map((field) => ({ key: field, label: labels[field], mine: display(conflict.mine[field]), theirs: display(current[field]), long: field === 'body' }))
    : [];
  const theirsReady = conflict !== null && theirsLoaded && (conflict.currentVersion === null || data.version >= conflict.currentVersion);
  const kept = recipe.kept;

  return (
    <RecipeForm onSubmit={() => recipe.dirty && !inFlight && send(recipe.values, recipe.version)} label={intl.formatMessage(messages.form)}>
      <Stack gap="sm">
        {errors.form && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title={intl.formatMessage(messages.failed)} role="alert">
            {errors.form}
          </Alert>
        )}
        {conflict && (
          <ConflictPanel
            rows={conflictRows}
            changes={<HistorySince nodeId={data.id} sinceVersion={conflict.expectedVersion} formatValue={formatValue} />}
            theirsReady={theirsReady}
            saving={inFlight}
            onReload={recipe.reloadTheirs}
            onSaveMine={() => {
              const mine = recipe.mineOverTheirs();
              send(mine.values, mine.version);
            }}
          />
        )}
        {kept && (
          <KeptValues
            rows={(Object.keys(kept) as (keyof Values & string)[]).map((field) => ({
              key: field,
              label: labels[field],
              text: display(kept[field]),
              long: field === 'body',
            }))}
            onRestore={(field) => recipe.restoreKept(field)}
            onDismiss={recipe.dismissKept}
          />
        )}
        <TextInput
          label={labels.title}
          required
          value={recipe.values.title}
          error={errors.title}
          onChange={(event) => recipe.set('title', event.currentTarget.value)}
        />
        <Input.Wrapper label={labels.body} error={errors.body}>
          <Suspense fallback={<PageLoader label={intl.formatMessage(messages.loadingEditor)} />}>
            <MarkdownEditor label={labels.body} value={recipe.values.body} onChange={(value) => recipe.set('body', value)} />
          </Suspense>
        </Input.Wrapper>
        <FormActions submitLabel={intl.formatMessage(messages.submit)} dirty={recipe.dirty} inFlight={inFlight} onCancel={onDone} />
      </Stack>
    </RecipeForm>
  );
}
