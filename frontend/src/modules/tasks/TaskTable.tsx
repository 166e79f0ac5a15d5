import { Button, Center, Group, Table, Text } from '@mantine/core';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { EmptyState } from '../ui/EmptyState';
import { TaskRow } from './TaskRow';
import type { TaskRow_task$key } from './__generated__/TaskRow_task.graphql';

const messages = defineMessages({
  title: { id: 'task.field.title', defaultMessage: 'Title' },
  status: { id: 'task.field.status', defaultMessage: 'Status' },
  priority: { id: 'task.field.priority', defaultMessage: 'Priority' },
  assignee: { id: 'task.field.assignee', defaultMessage: 'Assignee' },
  dueDate: { id: 'task.field.dueDate', defaultMessage: 'Due date' },
  updatedAt: { id: 'task.field.updatedAt', defaultMessage: 'Updated' },
  empty: { id: 'task.list.empty', defaultMessage: 'No tasks found' },
  count: defineMessage<{ shown: number; total: number }>({ id: 'task.list.count', defaultMessage: 'Showing {shown, number} of {total, number} tasks' }),
  loadMore: { id: 'task.list.loadMore', defaultMessage: 'Load more' },
  caption: { id: 'task.list.caption', defaultMessage: 'Tasks' },
});

interface Props {
  edges: readonly { readonly node: { readonly id: string } & TaskRow_task$key }[];
  totalCount: number;
  hasNext: boolean;
  isLoadingNext: boolean;
  onLoadMore: () => void;
  emptyHint?: string;
}

/** Task rows with count, empty state and "load more" paging. */
export function TaskTable({ edges, totalCount, hasNext, isLoadingNext, onLoadMore, emptyHint }: Props) {
  const intl = useIntl();
  if (edges.length === 0) {
    return (
      <EmptyState title={intl.formatMessage(messages.empty)}>
        {emptyHint && (
          <Text size="sm" c="dimmed">
            {emptyHint}
          </Text>
        )}
      </EmptyState>
    );
  }
  return (
    <>
      <Table.ScrollContainer minWidth={760}>
        <Table highlightOnHover verticalSpacing="sm">
          <Table.Caption>{intl.formatMessage(messages.count, { shown: edges.length, total: totalCount })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{intl.formatMessage(messages.title)}</Table.Th>
              <Table.Th>{intl.formatMessage(messages.status)}</Table.Th>
              <Table.Th>{intl.formatMessage(messages.priority)}</Table.Th>
              <Table.Th>{intl.formatMessage(messages.assignee)}</Table.Th>
              <Table.Th>{intl.formatMessage(messages.dueDate)}</Table.Th>
              <Table.Th>{intl.formatMessage(messages.updatedAt)}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {edges.map((edge) => (
              <TaskRow key={edge.node.id} task={edge.node} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {hasNext && (
        <Center mt="md">
          <Group>
            <Button variant="light" loading={isLoadingNext} onClick={onLoadMore}>
              {intl.formatMessage(messages.loadMore)}
            </Button>
          </Group>
        </Center>
      )}
    </>
  );
}
