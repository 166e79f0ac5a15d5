import { Alert, Input, MultiSelect, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
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
import { projectStatus, projectStatuses } from './projectStatuses';
import { useProjectValueFormatter } from './projectValueFormatter';
import type { ProjectForm_project$key } from './__generated__/ProjectForm_project.graphql';
import type { ProjectForm_query$key } from './__generated__/ProjectForm_query.graphql';
import type { ProjectFormRefetchQuery } from './__generated__/ProjectFormRefetchQuery.graphql';

const MarkdownEditor = lazy(() => import('@/modules/markdown/MarkdownEditor').then((module) => ({ default: module.MarkdownEditor })));

/** CreateProjectInput: name 1–100 characters. */
export const projectNameMaxLength = 100;

const messages = defineMessages({
  form: { id: 'project.form.label', defaultMessage: 'Project' },
  name: { id: 'project.field.name', defaultMessage: 'Name' },
  description: { id: 'project.field.description', defaultMessage: 'Description' },
  status: { id: 'project.field.status', defaultMessage: 'Status' },
  organizations: { id: 'project.field.organizations', defaultMessage: 'Organizations' },
  team: { id: 'project.field.team', defaultMessage: 'Team' },
  nobody: { id: 'project.form.nobody', defaultMessage: 'Nobody yet' },
  noOrganization: { id: 'project.form.noOrganization', defaultMessage: 'No organization yet' },
  empty: { id: 'history.value.none', defaultMessage: '(none)' },
  nameRequired: { id: 'project.validation.nameRequired', defaultMessage: 'Enter a name.' },
  nameTooLong: defineMessage<{ max: number }>({ id: 'project.validation.nameTooLong', defaultMessage: 'Use at most {max, number} characters.' }),
  failed: { id: 'project.form.failed', defaultMessage: 'The project could not be saved' },
  loadingEditor: { id: 'markdown.editor.loading', defaultMessage: 'Loading editor…' },
});

export interface ProjectFormValues extends Record<string, unknown> {
  name: string;
  description: string;
  statusId: number;
  organizationIds: string[];
  employeeIds: string[];
}

type Field = keyof ProjectFormValues & string;

const fields: readonly Field[] = ['name', 'description', 'statusId', 'organizationIds', 'employeeIds'];

/** What the page does with a valid submission; `onError` when it fails, `onSaved` when it worked. */
export type ProjectFormSubmit = (
  values: ProjectFormValues,
  expectedVersion: number | null,
  done: { onError: (error: Error) => void; onSaved: () => void },
) => void;

interface Props {
  query: ProjectForm_query$key;
  project?: ProjectForm_project$key | null;
  submitLabel: string;
  inFlight: boolean;
  onSubmit: ProjectFormSubmit;
  onCancel: () => void;
}

const refetchQuery = graphql`
  query ProjectFormRefetchQuery($id: ID!) {
    node(id: $id) {
      ...ProjectForm_project @alias
    }
  }
`;

/** Maps the server's `extensions.field` (e.g. `input.organizationIds`) to a form field. */
function fieldOf(error: unknown): Field | undefined {
  if (!(error instanceof ClientError) || !error.field) return undefined;
  const name = error.field.replace(/^input\./, '').replace(/\[\d+\]$/, '');
  return fields.find((candidate) => candidate === name);
}

/**
 * Create/update form on the form recipe (issue 13): Save only when something changed, Ctrl+Enter,
 * server errors under their field, and for updates `expectedVersion` with the conflict view when
 * someone saved in between (204.X000.004). The status is set here only when creating; later it
 * changes on the detail page (changeProjectStatus, Management).
 */
export function ProjectForm({ query, project, submitLabel, inFlight, onSubmit, onCancel }: Props) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const formatValue = useProjectValueFormatter();
  const options = useFragment(
    graphql`
      fragment ProjectForm_query on Query {
        organizations(first: 100) {
          edges {
            node {
              id
              name
            }
          }
        }
        employees(first: 100) {
          edges {
            node {
              id
              name
            }
          }
        }
      }
    `,
    query,
  );
  const existing = useFragment(
    graphql`
      fragment ProjectForm_project on Project {
        id
        name
        description
        statusId
        version
        organizations {
          id
          name
        }
        employees {
          id
          name
        }
      }
    `,
    project ?? null,
  );
  const current: ProjectFormValues = {
    name: existing?.name ?? '',
    description: existing?.description ?? '',
    statusId: existing?.statusId ?? 1,
    organizationIds: existing?.organizations.map((organization) => organization.id) ?? [],
    employeeIds: existing?.employees.map((employee) => employee.id) ?? [],
  };
  const [theirsLoaded, setTheirsLoaded] = useState(false);
  const recipe = useFormRecipe<ProjectFormValues>({
    current,
    currentVersion: existing?.version ?? null,
    onConflict: () => {
      if (!existing) return;
      setTheirsLoaded(false);
      fetchQuery<ProjectFormRefetchQuery>(environment, refetchQuery, { id: existing.id }, { fetchPolicy: 'network-only' })
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

  const set = <K extends Field>(field: K, value: ProjectFormValues[K]) => {
    recipe.set(field, value);
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  // Names for ids the option lists may not hold (a deleted organization, the 101st employee).
  const known = new Map<string, string>([
    ...options.organizations.edges.map((edge) => [edge.node.id, edge.node.name] as [string, string]),
    ...options.employees.edges.map((edge) => [edge.node.id, edge.node.name] as [string, string]),
    ...(existing?.organizations ?? []).map((organization) => [organization.id, organization.name] as [string, string]),
    ...(existing?.employees ?? []).map((employee) => [employee.id, employee.name] as [string, string]),
  ]);
  const withExisting = (edges: readonly { readonly node: { readonly id: string; readonly name: string } }[], ids: readonly string[]) => {
    const listed = edges.map((edge) => ({ value: edge.node.id, label: edge.node.name }));
    const missing = ids.filter((id) => !listed.some((option) => option.value === id)).map((id) => ({ value: id, label: known.get(id) ?? id }));
    return [...listed, ...missing];
  };

  const labels: Record<Field, string> = {
    name: intl.formatMessage(messages.name),
    description: intl.formatMessage(messages.description),
    statusId: intl.formatMessage(messages.status),
    organizationIds: intl.formatMessage(messages.organizations),
    employeeIds: intl.formatMessage(messages.team),
  };
  const display = (field: Field, value: unknown): string => {
    switch (field) {
      case 'statusId':
        return intl.formatMessage(projectStatus(value as number).label);
      case 'organizationIds':
      case 'employeeIds': {
        const ids = value as string[];
        return ids.length ? intl.formatList(ids.map((id) => known.get(id) ?? id)) : intl.formatMessage(messages.empty);
      }
      default:
        return (value as string) || intl.formatMessage(messages.empty);
    }
  };

  const send = (values: ProjectFormValues, expectedVersion: number | null) => {
    setFormError(null);
    const name = values.name.trim();
    if (!name) {
      setErrors({ name: intl.formatMessage(messages.nameRequired) });
      return;
    }
    if ([...name].length > projectNameMaxLength) {
      setErrors({ name: intl.formatMessage(messages.nameTooLong, { max: projectNameMaxLength }) });
      return;
    }
    setErrors({});
    const sent = { ...values, name };
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
          <Alert color="red" icon={<IconAlertCircle size={18} />} title={intl.formatMessage(messages.failed)} role="alert">
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
        <TextInput
          label={labels.name}
          required
          value={values.name}
          error={errors.name}
          onChange={(event) => set('name', event.currentTarget.value)}
          data-autofocus
        />
        <Input.Wrapper label={labels.description} error={errors.description}>
          <Suspense fallback={<PageLoader label={intl.formatMessage(messages.loadingEditor)} />}>
            <MarkdownEditor label={labels.description} value={values.description} onChange={(value) => set('description', value)} />
          </Suspense>
        </Input.Wrapper>
        <SimpleGrid cols={{ base: 1, sm: existing ? 2 : 3 }}>
          {!existing && (
            <Select
              label={labels.statusId}
              allowDeselect={false}
              data={projectStatuses.map((status) => ({ value: String(status.id), label: intl.formatMessage(status.label) }))}
              value={String(values.statusId)}
              error={errors.statusId}
              onChange={(value) => value && set('statusId', Number(value))}
            />
          )}
          <MultiSelect
            label={labels.organizationIds}
            placeholder={values.organizationIds.length ? undefined : intl.formatMessage(messages.noOrganization)}
            searchable
            clearable
            data={withExisting(options.organizations.edges, values.organizationIds)}
            value={values.organizationIds}
            error={errors.organizationIds}
            onChange={(ids) => set('organizationIds', ids)}
          />
          <MultiSelect
            label={labels.employeeIds}
            placeholder={values.employeeIds.length ? undefined : intl.formatMessage(messages.nobody)}
            searchable
            clearable
            data={withExisting(options.employees.edges, values.employeeIds)}
            value={values.employeeIds}
            error={errors.employeeIds}
            onChange={(ids) => set('employeeIds', ids)}
          />
        </SimpleGrid>
        <FormActions submitLabel={submitLabel} dirty={canSave} inFlight={inFlight} onCancel={onCancel} />
      </Stack>
    </RecipeForm>
  );
}
