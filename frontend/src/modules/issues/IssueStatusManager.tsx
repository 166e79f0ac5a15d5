import { Card, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { errorMessage } from '@/modules/relay/errorMessages';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { IssueLabelCreateForm } from './IssueLabelCreateForm';
import { IssueStatusItem } from './IssueStatusItem';
import { byPosition, reorderPlan } from './byPosition';
import { useCreateIssueStatus } from './useCreateIssueStatus';
import { useMoveIssueStatus } from './useMoveIssueStatus';
import { useIssueStatusesChangedSubscription } from './useIssueStatusesChangedSubscription';
import type { IssueStatusManager_query$key } from './__generated__/IssueStatusManager_query.graphql';

const messages = defineMessages({
  title: { id: 'issue.statuses.title', defaultMessage: 'Issue statuses' },
  intro: { id: 'issue.statuses.intro', defaultMessage: 'Statuses are the columns of the issue board, in this order; a new issue starts in the first.' },
  label: { id: 'issue.label.label', defaultMessage: 'Label' },
  labelEn: { id: 'issue.label.labelEn', defaultMessage: 'Label (English)' },
  labelJa: { id: 'issue.label.labelJa', defaultMessage: 'Label (Japanese)' },
  color: { id: 'issue.label.color', defaultMessage: 'Colour' },
  updatedAt: { id: 'issue.field.updatedAt', defaultMessage: 'Updated' },
  actions: { id: 'issue.label.actions', defaultMessage: 'Actions' },
  create: { id: 'issue.statuses.create', defaultMessage: 'Add status' },
  created: { id: 'issue.statuses.created', defaultMessage: 'Status created.' },
  none: { id: 'issue.statuses.none', defaultMessage: 'No statuses yet.' },
});

/** The issue statuses in board order; admins add, relabel, recolour and reorder them. Live through issueStatusesChanged. */
export function IssueStatusManager({ query, admin }: { query: IssueStatusManager_query$key; admin: boolean }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment IssueStatusManager_query on Query {
        issueStatuses(first: 100) @connection(key: "IssueStatusManager_issueStatuses") {
          __id
          edges {
            node {
              id
              label
              position
              ...IssueStatusItem_status
            }
          }
        }
      }
    `,
    query,
  );
  const connectionId = data.issueStatuses.__id;
  const [create, inFlight] = useCreateIssueStatus(connectionId);
  useIssueStatusesChangedSubscription(connectionId);
  const nodes = byPosition(data.issueStatuses.edges.map((edge) => edge.node));
  const [move, moving] = useMoveIssueStatus();
  const onMove = (index: number, direction: -1 | 1) => {
    for (const change of reorderPlan(nodes, index, direction)) {
      move({
        variables: { input: change },
        optimisticUpdater: (store) => void store.get(change.id)?.setValue(change.position, 'position'),
        onError: (error) => void notifications.show({ color: 'red', message: errorMessage(intl, error) }),
      });
    }
  };
  return (
    <Card withBorder radius="md" component="section" aria-label={intl.formatMessage(messages.title)}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {intl.formatMessage(messages.title)}
        </Title>
        <Text size="sm" c="dimmed">
          {intl.formatMessage(messages.intro)}
        </Text>
        {admin && (
          <IssueLabelCreateForm
            submitLabel={intl.formatMessage(messages.create)}
            inFlight={inFlight}
            onCreate={(values, done) =>
              create({
                variables: { input: values },
                onCompleted: () => {
                  notifications.show({ color: 'green', message: intl.formatMessage(messages.created) });
                  done.onSaved();
                },
                onError: done.onError,
              })
            }
          />
        )}
        {nodes.length === 0 ? (
          <Text size="sm" c="dimmed">
            {intl.formatMessage(messages.none)}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs" aria-label={intl.formatMessage(messages.title)}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{intl.formatMessage(messages.label)}</Table.Th>
                  <Table.Th>{intl.formatMessage(messages.labelEn)}</Table.Th>
                  <Table.Th>{intl.formatMessage(messages.labelJa)}</Table.Th>
                  <Table.Th>{intl.formatMessage(messages.color)}</Table.Th>
                  <Table.Th>{intl.formatMessage(messages.updatedAt)}</Table.Th>
                  {admin && <Table.Th>{intl.formatMessage(messages.actions)}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {nodes.map((node, index) => (
                  <IssueStatusItem key={node.id} status={node} admin={admin} first={index === 0} last={index === nodes.length - 1} moving={moving} onMove={(direction) => onMove(index, direction)} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
