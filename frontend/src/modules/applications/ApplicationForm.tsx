import { Alert, Input, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { HistorySince } from '@/modules/history/HistorySince';
import { ClientError } from '@/modules/relay/ClientError';
import { errorMessage } from '@/modules/relay/errorMessages';
import { ConflictPanel, type ConflictRow } from '@/modules/ui/form/ConflictPanel';
import { FormActions } from '@/modules/ui/form/FormActions';
import { KeptValues } from '@/modules/ui/form/KeptValues';
import { RecipeForm } from '@/modules/ui/form/RecipeForm';
import { useFormRecipe } from '@/modules/ui/form/useFormRecipe';
import { PageLoader } from '@/modules/ui/PageLoader';
import { applicationStatus, applicationStatuses } from './applicationStatuses';
import { useApplicationValueFormatter } from './applicationValueFormatter';
import type { ApplicationForm_application$key } from './__generated__/ApplicationForm_application.graphql';
import type { ApplicationForm_query$key } from './__generated__/ApplicationForm_query.graphql';
import type { ApplicationFormRefetchQuery } from './__generated__/ApplicationFormRefetchQuery.graphql';

const MarkdownEditor = lazy(() => import('@/modules/markdown/MarkdownEditor').then((module) => ({ default: module.MarkdownEditor })));

/** Application names: 1–200 characters (the server's bound). */
export const applicationNameMaxLength = 200;

const messages = defineMessages({
  form: { id: 'application.form.label', defaultMessage: 'Application' },
  project: { id: 'application.field.project', defaultMessage: 'Project' },
  pickProject: { id: 'application.form.pickProject', defaultMessage: 'Choose a project' },
  name: { id: 'application.field.name', defaultMessage: 'Name' },
  description: { id: 'application.field.description', defaultMessage: 'Description' },
  status: { id: 'application.field.status', defaultMessage: 'Status' },
  empty: { id: 'history.value.none', defaultMessage: '(none)' },
  projectRequired: { id: 'application.validation.projectRequired', defaultMessage: 'Choose the project the application belongs to.' },
  nameRequired: { id: 'application.validation.nameRequired', defaultMessage: 'Enter a name.' },
  nameTooLong: defineMessage<{ max: number }>({ id: 'application.validation.nameTooLong', defaultMessage: 'Use at most {max, number} characters.' }),
  failed: { id: 'application.form.failed', defaultMessage: 'The application could not be saved' },
  loadingEditor: { id: 'markdown.editor.loading', defaultMessage: 'Loading editor…' },
});

export interface ApplicationFormValues extends Record<string, unknown> {
  projectId: string;
  applicationName: string;
  description: string;
  statusId: number;
}

type Field = keyof ApplicationFormValues & string;

/** What the page does with a valid submission; `onError` when it fails, `onSaved` when it worked. */
export type ApplicationFormSubmit = (
  values: ApplicationFormValues,
  expectedVersion: number | null,
  done: { onError: (error: Error) => void; onSaved: () => void },
) => void;

interface Props {
  /** The project choices (creating only). */
  query?: ApplicationForm_query$key | null;
  application?: ApplicationForm_application$key | null;
  /** The project chosen beforehand (`?project=` on /applications/new). */
  projectId?: string;
  submitLabel: string;
  inFlight: boolean;
  onSubmit: ApplicationFormSubmit;
  onCancel: () => void;
}

const refetchQuery = graphql`
  query ApplicationFormRefetchQuery($id: ID!) {
    node(id: $id) {
      ...ApplicationForm_application @alias
    }
  }
`;

/** Maps the server's `extensions.field` to a form field ('Name already exists' is on `name`). */
function fieldOf(error: unknown): Field | undefined {
  if (!(error instanceof ClientError) || !error.field) return undefined;
  const name = error.field.replace(/^input\./, '');
  if (name === 'name' || name === 'applicationName') return 'applicationName';
  if (name === 'projectId' || name === 'description' || name === 'statusId') return name;
  return undefined;
}

/**
 * Create/update form of an application on the form recipe: Save only when something changed,
 * Ctrl+Enter, server errors under their field ('Name already exists' under the name), and for
 * updates `expectedVersion` with the conflict view (204.X000.004). The project and the status are
 * chosen only when creating; later the status changes on the application's page.
 */
export function ApplicationForm({ query, application, projectId, submitLabel, inFlight, onSubmit, onCancel }: Props) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const formatValue = useApplicationValueFormatter();
  const options = useFragment(
    graphql`
      fragment ApplicationForm_query on Query {
        projects(first: 100) {
          edges {
            node {
              id
              name
            }
          }
        }
      }
    `,
    query ?? null,
  );
  const existing = useFragment(
    graphql`
      fragment ApplicationForm_application on Application {
        id
        applicationName
        description
        statusId
        version
        project {
          id
          name
        }
      }
    `,
    application ?? null,
  );
  const current: ApplicationFormValues = {
    projectId: existing?.project?.id ?? projectId ?? '',
    applicationName: existing?.applicationName ?? '',
    description: existing?.description ?? '',
    statusId: existing?.statusId ?? 1,
  };
  const [theirsLoaded, setTheirsLoaded] = useState(false);
  const recipe = useFormRecipe<ApplicationFormValues>({
    current,
    currentVersion: existing?.version ?? null,
    onConflict: () => {
      if (!existing) return;
      setTheirsLoaded(false);
      fetchQuery<ApplicationFormRefetchQuery>(environment, refetchQuery, { id: existing.id }, { fetchPolicy: 'network-only' })
        .toPromise()
        .then(
          () => setTheirsLoaded(true),
          () => setTheirsLoaded(true),
        );
    },
  });
  const { values } = recipe;
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const set = <K extends Field>(field: K, value: ApplicationFormValues[K]) => {
    recipe.set(field, value);
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const projects = (options?.projects.edges ?? []).map((edge) => ({ value: edge.node.id, label: edge.node.name }));
  if (existing?.project && !projects.some((option) => option.value === existing.project?.id)) {
    projects.push({ value: existing.project.id, label: existing.project.name });
  }

  const labels: Record<Field, string> = {
    projectId: intl.formatMessage(messages.project),
    applicationName: intl.formatMessage(messages.name),
    description: intl.formatMessage(messages.description),
    statusId: intl.formatMessage(messages.status),
  };
  const display = (field: Field, value: unknown): string => {
    switch (field) {
      case 'statusId':
        return intl.formatMessage(applicationStatus(value as number).label);
      case 'projectId':
        return projects.find((option) => option.value === value)?.label ?? intl.formatMessage(messages.empty);
      default:
        return (value as string) || intl.formatMessage(messages.empty);
    }
  };

  const send = (values: ApplicationFormValues, expectedVersion: number | null) => {
    setFormError(null);
    const applicationName = values.applicationName.trim();
    const problems: Partial<Record<Field, string>> = {};
    if (!existing && !values.projectId) problems.projectId = intl.formatMessage(messages.projectRequired);
    if (!applicationName) problems.applicationName = intl.formatMessage(messages.nameRequired);
    else if ([...applicationName].length > applicationNameMaxLength) {
      problems.applicationName = intl.formatMessage(messages.nameTooLong, { max: applicationNameMaxLength });
    }
    setErrors(problems);
    if (Object.keys(problems).length) return;
    const sent = { ...values, applicationName };
    onSubmit(sent, expectedVersion, {
      onSaved: () => recipe.saved(sent, expectedVersion === null ? null : expectedVersion + 1),
      onError: (error) => {
        if (expectedVersion !== null && recipe.handleError(error, expectedVersion)) return;
        const field = fieldOf(error);
        if (field) setErrors({ [field]: errorMessage(intl, error) });
        else setFormError(errorMessage(intl, error));
      },
    });
  };

  const canSave = existing ? recipe.dirty : true;
  const submit = () => {
    if (!canSave || inFlight) return;
    send(values, recipe.version);
  };

  const conflict = recipe.conflict;
  const conflictRows: ConflictRow[] = conflict
    ? recipe.changedFields
        .filter((field) => display(field, conflict.mine[field]) !== display(field, current[field]))
        .map((field) => ({
          key: field,
          label: labels[field],
          mine: display(field, conflict.mine[field]),
          theirs: display(field, current[field]),
          long: field === 'description',
        }))
    : [];
  const theirsReady = conflict !== null && theirsLoaded && (conflict.currentVersion === null || (existing?.version ?? 0) >= conflict.currentVersion);
  const kept = recipe.kept;

  return (
    <RecipeForm onSubmit={submit} label={intl.formatMessage(messages.form)}>
      <Stack gap="md">
        {formError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title={intl.formatMessage(messages.failed)} role="alert" data-testid="application-form-error">
            {formError}
          </Alert>
        )}
        {conflict && existing && (
          <ConflictPanel
            rows={conflictRows}
            changes={<HistorySince nodeId={existing.id} sinceVersion={conflict.expectedVersion} formatValue={formatValue} />}
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
            rows={(Object.keys(kept) as Field[]).map((field) => ({
              key: field,
              label: labels[field],
              text: display(field, kept[field]),
              long: field === 'description',
            }))}
            onRestore={(field) => recipe.restoreKept(field as Field)}
            onDismiss={recipe.dismissKept}
          />
        )}
        {!existing && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={labels.projectId}
              placeholder={intl.formatMessage(messages.pickProject)}
              required
              searchable
              data={projects}
              value={values.projectId || null}
              error={errors.projectId}
              onChange={(value) => set('projectId', value ?? '')}
            />
            <Select
              label={labels.statusId}
              allowDeselect={false}
              data={applicationStatuses.map((status) => ({ value: String(status.id), label: intl.formatMessage(status.label) }))}
              value={String(values.statusId)}
              error={errors.statusId}
              onChange={(value) => value && set('statusId', Number(value))}
            />
          </SimpleGrid>
        )}
        <TextInput
          label={labels.applicationName}
          required
          value={values.applicationName}
          error={errors.applicationName}
          onChange={(event) => set('applicationName', event.currentTarget.value)}
          data-autofocus
        />
        <Input.Wrapper label={labels.description} error={errors.description}>
          <Suspense fallback={<PageLoader label={intl.formatMessage(messages.loadingEditor)} />}>
            <MarkdownEditor label={labels.description} value={values.description} onChange={(value) => set('description', value)} />
          </Suspense>
        </Input.Wrapper>
        <FormActions submitLabel={submitLabel} dirty={canSave} inFlight={inFlight} onCancel={onCancel} />
      </Stack>
    </RecipeForm>
  );
}
