import { Alert, Input, SegmentedControl, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
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
import { nodeStatus, nodeStatuses } from './applicationStatuses';
import { useApplicationValueFormatter } from './applicationValueFormatter';
import type { TreeName } from './treeLists';
import { useTreeOutline } from './useTreeOutline';
import type { NodeForm_node$key } from './__generated__/NodeForm_node.graphql';
import type { NodeFormRefetchQuery } from './__generated__/NodeFormRefetchQuery.graphql';

const MarkdownEditor = lazy(() => import('@/modules/markdown/MarkdownEditor').then((module) => ({ default: module.MarkdownEditor })));

/** Names of pages and requirements: 1–200 characters (the server's bound). */
export const nodeNameMaxLength = 200;

const messages = defineMessages({
  formPage: { id: 'application.node.form.page', defaultMessage: 'Page' },
  formRequirement: { id: 'application.node.form.requirement', defaultMessage: 'Requirement' },
  kind: { id: 'application.node.field.kind', defaultMessage: 'Kind' },
  leafPage: { id: 'application.node.kind.page', defaultMessage: 'Page' },
  leafRequirement: { id: 'application.node.kind.requirement', defaultMessage: 'Requirement' },
  directory: { id: 'application.node.kind.directory', defaultMessage: 'Directory' },
  parent: { id: 'application.node.field.parent', defaultMessage: 'Parent directory' },
  top: { id: 'application.move.top', defaultMessage: '(Top level)' },
  loadingParents: { id: 'application.node.form.loadingParents', defaultMessage: 'Loading directories…' },
  name: { id: 'application.node.field.name', defaultMessage: 'Name' },
  status: { id: 'application.field.status', defaultMessage: 'Status' },
  content: { id: 'application.node.field.content', defaultMessage: 'Content' },
  empty: { id: 'history.value.none', defaultMessage: '(none)' },
  nameRequired: { id: 'application.validation.nameRequired', defaultMessage: 'Enter a name.' },
  nameTooLong: defineMessage<{ max: number }>({ id: 'application.validation.nameTooLong', defaultMessage: 'Use at most {max, number} characters.' }),
  failed: { id: 'application.node.form.failed', defaultMessage: 'It could not be saved' },
  loadingEditor: { id: 'markdown.editor.loading', defaultMessage: 'Loading editor…' },
});

export interface NodeFormValues extends Record<string, unknown> {
  kind: 'LEAF' | 'DIRECTORY';
  /** '' for the top level. */
  parentId: string;
  name: string;
  statusId: number;
  content: string;
}

type Field = keyof NodeFormValues & string;

/** What the page does with a valid submission; `onError` when it fails, `onSaved` when it worked. */
export type NodeFormSubmit = (values: NodeFormValues, expectedVersion: number | null, done: { onError: (error: Error) => void; onSaved: () => void }) => void;

interface Props {
  applicationId: string;
  tree: TreeName;
  node?: NodeForm_node$key | null;
  /** The parent chosen beforehand (`?parent=`, "Add inside" on a node): offered even when it is a leaf. */
  parent?: { id: string; name: string } | null;
  submitLabel: string;
  inFlight: boolean;
  onSubmit: NodeFormSubmit;
  onCancel: () => void;
}

const refetchQuery = graphql`
  query NodeFormRefetchQuery($id: ID!) {
    node(id: $id) {
      ...NodeForm_node @alias
    }
  }
`;

function fieldOf(error: unknown): Field | undefined {
  if (!(error instanceof ClientError) || !error.field) return undefined;
  const name = error.field.replace(/^input\./, '');
  return (['kind', 'parentId', 'name', 'statusId', 'content'] as const).find((field) => field === name);
}

/**
 * Create/update form of a page or a requirement (form recipe): when creating, its kind
 * (a leaf or a directory), its parent directory (or the top level) and status; always its name and
 * content (markdown editor). Server errors go under their field — 'Only directories can have
 * children' under the parent; an update sends `expectedVersion` and opens the conflict view on a
 * stale save.
 */
export function NodeForm({ applicationId, tree, node, parent, submitLabel, inFlight, onSubmit, onCancel }: Props) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const formatValue = useApplicationValueFormatter('node');
  const existing = useFragment(
    graphql`
      fragment NodeForm_node on ApplicationNode {
        id
        name
        content
        kind
        statusId
        version
        parent {
          id
        }
      }
    `,
    node ?? null,
  );
  const current: NodeFormValues = {
    kind: existing?.kind === 'DIRECTORY' ? 'DIRECTORY' : 'LEAF',
    parentId: existing?.parent?.id ?? parent?.id ?? '',
    name: existing?.name ?? '',
    statusId: existing?.statusId ?? 1,
    content: existing?.content ?? '',
  };
  const [theirsLoaded, setTheirsLoaded] = useState(false);
  const recipe = useFormRecipe<NodeFormValues>({
    current,
    currentVersion: existing?.version ?? null,
    onConflict: () => {
      if (!existing) return;
      setTheirsLoaded(false);
      fetchQuery<NodeFormRefetchQuery>(environment, refetchQuery, { id: existing.id }, { fetchPolicy: 'network-only' })
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
  const creating = !existing;
  const outline = useTreeOutline(applicationId, tree, creating);
  const parents = useMemo(() => {
    const directories = (outline.entries ?? [])
      .filter((entry) => entry.kind === 'DIRECTORY')
      .map((entry) => ({ value: entry.id, label: `${'\u00a0\u00a0\u00a0'.repeat(entry.depth)}${entry.name}` }));
    if (parent && !directories.some((option) => option.value === parent.id)) directories.unshift({ value: parent.id, label: parent.name });
    return [{ value: '', label: intl.formatMessage(messages.top) }, ...directories];
  }, [outline.entries, parent, intl]);

  const set = <K extends Field>(field: K, value: NodeFormValues[K]) => {
    recipe.set(field, value);
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const leafLabel = intl.formatMessage(tree === 'PAGES' ? messages.leafPage : messages.leafRequirement);
  const labels: Record<Field, string> = {
    kind: intl.formatMessage(messages.kind),
    parentId: intl.formatMessage(messages.parent),
    name: intl.formatMessage(messages.name),
    statusId: intl.formatMessage(messages.status),
    content: intl.formatMessage(messages.content),
  };
  const display = (field: Field, value: unknown): string => {
    switch (field) {
      case 'statusId':
        return intl.formatMessage(nodeStatus(value as number).label);
      case 'kind':
        return value === 'DIRECTORY' ? intl.formatMessage(messages.directory) : leafLabel;
      case 'parentId':
        return parents.find((option) => option.value === value)?.label.trim() ?? intl.formatMessage(messages.empty);
      default:
        return (value as string) || intl.formatMessage(messages.empty);
    }
  };

  const send = (values: NodeFormValues, expectedVersion: number | null) => {
    setFormError(null);
    const name = values.name.trim();
    if (!name) {
      setErrors({ name: intl.formatMessage(messages.nameRequired) });
      return;
    }
    if ([...name].length > nodeNameMaxLength) {
      setErrors({ name: intl.formatMessage(messages.nameTooLong, { max: nodeNameMaxLength }) });
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
          long: field === 'content',
        }))
    : [];
  const theirsReady = conflict !== null && theirsLoaded && (conflict.currentVersion === null || (existing?.version ?? 0) >= conflict.currentVersion);
  const kept = recipe.kept;

  return (
    <RecipeForm onSubmit={submit} label={intl.formatMessage(tree === 'PAGES' ? messages.formPage : messages.formRequirement)}>
      <Stack gap="md">
        {formError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title={intl.formatMessage(messages.failed)} role="alert" data-testid="node-form-error">
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
            rows={(Object.keys(kept) as Field[]).map((field) => ({ key: field, label: labels[field], text: display(field, kept[field]), long: field === 'content' }))}
            onRestore={(field) => recipe.restoreKept(field as Field)}
            onDismiss={recipe.dismissKept}
          />
        )}
        {creating && (
          <Input.Wrapper label={labels.kind} error={errors.kind}>
            <div>
              <SegmentedControl
                aria-label={labels.kind}
                value={values.kind}
                onChange={(value) => set('kind', value === 'DIRECTORY' ? 'DIRECTORY' : 'LEAF')}
                data={[
                  { value: 'LEAF', label: leafLabel },
                  { value: 'DIRECTORY', label: intl.formatMessage(messages.directory) },
                ]}
              />
            </div>
          </Input.Wrapper>
        )}
        {creating && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={labels.parentId}
              data={parents}
              value={values.parentId}
              allowDeselect={false}
              searchable
              placeholder={outline.entries ? undefined : intl.formatMessage(messages.loadingParents)}
              error={errors.parentId}
              onChange={(value) => set('parentId', value ?? '')}
              data-testid="node-form-parent"
            />
            <Select
              label={labels.statusId}
              allowDeselect={false}
              data={nodeStatuses.map((status) => ({ value: String(status.id), label: intl.formatMessage(status.label) }))}
              value={String(values.statusId)}
              error={errors.statusId}
              onChange={(value) => value && set('statusId', Number(value))}
            />
          </SimpleGrid>
        )}
        <TextInput label={labels.name} required value={values.name} error={errors.name} onChange={(event) => set('name', event.currentTarget.value)} data-autofocus />
        <Input.Wrapper label={labels.content} error={errors.content}>
          <Suspense fallback={<PageLoader label={intl.formatMessage(messages.loadingEditor)} />}>
            <MarkdownEditor label={labels.content} value={values.content} onChange={(value) => set('content', value)} />
          </Suspense>
        </Input.Wrapper>
        <FormActions submitLabel={submitLabel} dirty={canSave} inFlight={inFlight} onCancel={onCancel} />
      </Stack>
    </RecipeForm>
  );
}
