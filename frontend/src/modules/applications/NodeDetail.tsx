import { Badge, Group, Paper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import { segment } from '@/modules/areas';
import { HistoryPanel } from '@/modules/history/HistoryPanel';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { DeleteButton } from '@/modules/trash/DeleteButton';
import { DetailField, RecordDates } from '@/modules/ui/DetailFacts';
import { DetailStatusError, DetailStatusSelect, useDetailStatus } from '@/modules/ui/DetailStatus';
import { DetailColumns } from '@/modules/ui/detail/DetailColumns';
import { DetailHeader } from '@/modules/ui/detail/DetailHeader';
import { nodeStatuses } from './applicationStatuses';
import { useApplicationValueFormatter } from './applicationValueFormatter';
import { NodeForm, type NodeFormSubmit } from './NodeForm';
import { NodeLinks } from './NodeLinks';
import { NodeStatusBadge } from './NodeStatusBadge';
import { ProgressMeter } from './ProgressMeter';
import type { TreeName } from './treeLists';
import { useChangeApplicationNodeStatus } from './useChangeApplicationNodeStatus';
import { useUpdateApplicationNode } from './useUpdateApplicationNode';
import { applicationMessages } from './applicationMessages';
import type { NodeDetail_node$key } from './__generated__/NodeDetail_node.graphql';

const messages = defineMessages({
  children: defineMessage<{ count: number }>({ id: 'application.node.children', defaultMessage: '{count, plural, =0 {No children} one {# child} other {# children}}' }),
  save: { id: 'application.node.save', defaultMessage: 'Save changes' },
  saved: { id: 'application.node.saved', defaultMessage: 'Saved.' },
  statusChanged: defineMessage<{ status: string }>({ id: 'application.detail.statusChanged', defaultMessage: 'Status changed to {status}.' }),
});

interface Props {
  node: NodeDetail_node$key;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * A page or a requirement (issue 16): its name and kind, status (changed in place; a leaf's
 * status moves the progress of every directory above it), a directory's progress, the edit form
 * (name and content with the markdown editor, expectedVersion), its links (a page's requirements,
 * a requirement's pages), its history, and Delete (to the trash with its subtree, issue 35).
 */
export function NodeDetail({ node, onSaved, onCancel }: Props) {
  const intl = useIntl();
  const to = useLocalePath();
  const navigate = useNavigate();
  const data = useFragment(
    graphql`
      fragment NodeDetail_node on ApplicationNode {
        id
        name
        kind
        tree
        statusId
        childCount
        version
        createdAt
        updatedAt
        progress {
          completed
          total
        }
        application {
          id
        }
        linkedNodes {
          id
          name
        }
        path {
          id
          name
        }
        ...NodeForm_node
        ...NodeLinks_node
      }
    `,
    node,
  );
  const tree: TreeName = data.tree === 'REQUIREMENTS' ? 'REQUIREMENTS' : 'PAGES';
  const names = useMemo(
    () => new Map<string, string>([...data.linkedNodes, ...data.path].map((entry) => [entry.id, entry.name] as [string, string])),
    [data.linkedNodes, data.path],
  );
  const formatValue = useApplicationValueFormatter('node', names);
  const [changeStatus, changing] = useChangeApplicationNodeStatus();
  const [commit, inFlight] = useUpdateApplicationNode();
  const isDirectory = data.kind === 'DIRECTORY';

  const status = useDetailStatus({
    statuses: nodeStatuses,
    current: data.statusId,
    commit: (statusId, callbacks) => changeStatus({ nodeId: data.id, statusId, ...callbacks }),
    changed: messages.statusChanged,
  });

  const submit: NodeFormSubmit = (values, expectedVersion, { onError, onSaved: saved }) => {
    commit({
      variables: { input: { id: data.id, expectedVersion: expectedVersion ?? 0, name: values.name, content: values.content } },
      onCompleted: () => {
        saved();
        notifications.show({ color: 'green', message: intl.formatMessage(messages.saved) });
        onSaved();
      },
      onError,
    });
  };

  const kind = isDirectory ? applicationMessages.kindDirectory : tree === 'PAGES' ? applicationMessages.kindPage : applicationMessages.kindRequirement;
  return (
    <DetailColumns
      from="md"
      main={
        <>
          <DetailHeader
            title={data.name}
            titleTestId="node-name"
            // Whoever edits it deletes it, a directory with everything below it (issue 35), with Undo.
            actions={<DeleteButton id={data.id} version={data.version} name={data.name} onDeleted={() => void navigate(to(`/applications/${segment(data.application.id)}`))} />}
            below={
              <Group gap="xs">
                <Badge variant="outline" color="gray" data-testid="node-kind">
                  {intl.formatMessage(kind)}
                </Badge>
                <NodeStatusBadge statusId={data.statusId} />
              </Group>
            }
          />
          <Paper withBorder p="lg" radius="md">
            <NodeForm key={data.id} applicationId={data.application.id} tree={tree} node={data} submitLabel={intl.formatMessage(messages.save)} inFlight={inFlight} onSubmit={submit} onCancel={onCancel} />
          </Paper>
          <HistoryPanel nodeId={data.id} reloadKey={data.version} formatValue={formatValue} />
        </>
      }
      side={
        <>
          <DetailStatusSelect {...status.select} label={intl.formatMessage(applicationMessages.status)} disabled={changing} data-testid="node-status-select" />
          <DetailStatusError error={status.error} title={intl.formatMessage(applicationMessages.statusFailed)} />
          {isDirectory && (
            <DetailField label={intl.formatMessage(applicationMessages.progress)}>
              <ProgressMeter completed={data.progress.completed} total={data.progress.total} data-testid="node-progress" />
              <Text size="xs" c="dimmed">
                {intl.formatMessage(messages.children, { count: data.childCount })}
              </Text>
            </DetailField>
          )}
          <RecordDates record={data} />
        </>
      }
      sideAfter={!isDirectory && <NodeLinks node={data} />}
    />
  );
}
