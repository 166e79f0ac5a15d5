import { Input, SegmentedControl, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { HistorySince } from '@/modules/history/HistorySince';
import { MarkdownField } from '@/modules/markdown/MarkdownField';
import { useNodeReload } from '@/modules/relay/useNodeReload';
import { EditForm } from '@/modules/ui/form/EditForm';
import { SearchSelect } from '@/modules/ui/form/SearchSelect';
import { useEditForm, type FormPageProps } from '@/modules/ui/form/useEditForm';
import { nodeStatus, nodeStatuses } from './applicationStatuses';
import { useApplicationValueFormatter } from './applicationValueFormatter';
import type { TreeName } from './treeLists';
import { useTreeOutline } from './useTreeOutline';
import type { NodeForm_node$key } from './__generated__/NodeForm_node.graphql';

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

interface Props extends FormPageProps<NodeFormValues> {
  applicationId: string;
  tree: TreeName;
  node?: NodeForm_node$key | null;
  /** The parent chosen beforehand (`?parent=`, "Add inside" on a node): offered even when it is a leaf. */
  parent?: { id: string; name: string } | null;
}

const refetchQuery = graphql`
  query NodeFormRefetchQuery($id: ID!) {
    node(id: $id) {
      ...NodeForm_node @alias
    }
  }
`;

/**
 * Create/update form of a page or a requirement (form recipe): when creating, its kind
 * (a leaf or a directory), its parent directory (or the top level) and status; always its name and
 * content (markdown editor). Server errors go under their field — 'Only directories can have
 * children' under the parent; an update sends `expectedVersion` and opens the conflict view on a
 * stale save.
 */
export function NodeForm({ applicationId, tree, node, parent, submitLabel, inFlight, onSubmit, onCancel }: Props) {
  const intl = useIntl();
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
  const creating = !existing;
  const outline = useTreeOutline(applicationId, tree, creating);
  const parents = useMemo(() => {
    const directories = (outline.entries ?? [])
      .filter((entry) => entry.kind === 'DIRECTORY')
      .map((entry) => ({ value: entry.id, label: `${'\u00a0\u00a0\u00a0'.repeat(entry.depth)}${entry.name}` }));
    if (parent && !directories.some((option) => option.value === parent.id)) directories.unshift({ value: parent.id, label: parent.name });
    return [{ value: '', label: intl.formatMessage(messages.top) }, ...directories];
  }, [outline.entries, parent, intl]);


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

  const form = useEditForm<NodeFormValues>({
    current,
    currentVersion: existing?.version ?? null,
    reload: useNodeReload(refetchQuery, existing?.id),
    labels,
    display,
    long: ['content'],
    prepare: (values) => ({ ...values, name: values.name.trim() }),
    validate: ({ name }) => {
      if (!name) return { name: intl.formatMessage(messages.nameRequired) };
      if ([...name].length > nodeNameMaxLength) return { name: intl.formatMessage(messages.nameTooLong, { max: nodeNameMaxLength }) };
      return {};
    },
    save: onSubmit,
    inFlight,
  });
  const { values, errors, set } = form;

  return (
    <EditForm
      form={form}
      label={intl.formatMessage(tree === 'PAGES' ? messages.formPage : messages.formRequirement)}
      submitLabel={submitLabel}
      onCancel={onCancel}
      failedTitle={intl.formatMessage(messages.failed)}
      errorTestId="node-form-error"
      changes={(since) => existing && <HistorySince nodeId={existing.id} sinceVersion={since} formatValue={formatValue} />}
    >
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
          <SearchSelect
            label={labels.parentId}
            data={parents}
            value={values.parentId}
            allowDeselect={false}
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
      <MarkdownField label={labels.content} value={values.content} error={errors.content} onChange={(value) => set('content', value)} />
    </EditForm>
  );
}
