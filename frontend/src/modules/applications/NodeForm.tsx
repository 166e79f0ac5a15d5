import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { HistoryEditForm } from '@/modules/history/HistoryEditForm';
import { MarkdownField } from '@/modules/markdown/MarkdownField';
import { SearchSelect } from '@/modules/ui/form/SearchSelect';
import { SegmentedField } from '@/modules/ui/form/SegmentedField';
import { type FormPageProps } from '@/modules/ui/form/useEditForm';
import { useRecordForm } from '@/modules/ui/form/useRecordForm';
import { nodeStatus, nodeStatuses } from './applicationStatuses';
import { useApplicationValueFormatter } from './applicationValueFormatter';
import type { TreeName } from './treeLists';
import { nodeOptions, type PickedNode } from './treePicker';
import { useTreeNodeSearch } from './useTreeNodeSearch';
import { applicationMessages } from './applicationMessages';
import type { NodeForm_node$key } from './__generated__/NodeForm_node.graphql';

/** Names of pages and requirements: 1–200 characters (the server's bound). */
export const nodeNameMaxLength = 200;

const messages = defineMessages({
  formPage: { id: 'application.node.form.page', defaultMessage: 'Page' },
  formRequirement: { id: 'application.node.form.requirement', defaultMessage: 'Requirement' },
  kind: { id: 'application.node.field.kind', defaultMessage: 'Kind' },
  parent: { id: 'application.node.field.parent', defaultMessage: 'Parent directory' },
  name: { id: 'application.node.field.name', defaultMessage: 'Name' },
  content: { id: 'application.node.field.content', defaultMessage: 'Content' },
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

/** What the page does with a valid submission; `onError` when it fails, `onSaved` when it worked. */
export type NodeFormSubmit = (values: NodeFormValues, expectedVersion: number | null, done: { onError: (error: Error) => void; onSaved: () => void }) => void;

interface Props extends FormPageProps<NodeFormValues> {
  applicationId: string;
  tree: TreeName;
  node?: NodeForm_node$key | null;
  /** The parent chosen beforehand (`?parent=`, "Add inside" on a node): offered (named by its path) even when it is a leaf. */
  parent?: PickedNode | null;
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
export function NodeForm({ applicationId, tree, node, parent, ...page }: Props) {
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
  // The directories are searched on the server as one types (issue 33); the parent chosen beforehand stays named.
  const search = useTreeNodeSearch(applicationId, tree, { kind: 'DIRECTORY', enabled: creating });
  const parents = useMemo(
    () => [{ value: '', label: intl.formatMessage(applicationMessages.topLevel) }, ...nodeOptions(search.found, parent ? [parent] : [])],
    [search.found, parent, intl],
  );
  const leafLabel = intl.formatMessage(tree === 'PAGES' ? applicationMessages.kindPage : applicationMessages.kindRequirement);
  const form = useRecordForm<NodeFormValues>({
    current,
    record: existing,
    refetch: refetchQuery,
    labels: {
      kind: messages.kind,
      parentId: messages.parent,
      name: messages.name,
      statusId: applicationMessages.status,
      content: messages.content,
    },
    display: {
      statusId: (id) => intl.formatMessage(nodeStatus(id).label),
      kind: (kind) => (kind === 'DIRECTORY' ? intl.formatMessage(applicationMessages.kindDirectory) : leafLabel),
      parentId: (id) => parents.find((option) => option.value === id)?.label,
    },
    long: ['content'],
    trim: ['name'],
    required: { name: applicationMessages.nameRequired },
    maxLength: { name: nodeNameMaxLength },
    page,
  });
  const { values, errors, set, labels } = form;

  return (
    <HistoryEditForm
      form={form}
      label={intl.formatMessage(tree === 'PAGES' ? messages.formPage : messages.formRequirement)}
      failedTitle={intl.formatMessage(messages.failed)}
      errorTestId="node-form-error"
      formatValue={formatValue}
    >
      {creating && (
        <SegmentedField
          {...form.bind('kind')}
          data={[
            { value: 'LEAF', label: leafLabel },
            { value: 'DIRECTORY', label: intl.formatMessage(applicationMessages.kindDirectory) },
          ]}
        />
      )}
      {creating && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <SearchSelect
            label={labels.parentId}
            data={parents}
            value={values.parentId}
            allowDeselect={false}
            {...search.props}
            error={errors.parentId}
            onChange={(value) => set('parentId', value ?? '')}
            data-testid="node-form-parent"
          />
          <Select {...form.numberChoice('statusId', nodeStatuses)} />
        </SimpleGrid>
      )}
      <TextInput {...form.input('name')} required data-autofocus />
      <MarkdownField {...form.bind('content')} />
    </HistoryEditForm>
  );
}
