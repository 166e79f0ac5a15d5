import { Anchor, Avatar, Group, Table, Text } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { useLocalePath } from '../i18n/useLocalePath';
import { TaskPriorityBadge } from './TaskPriorityBadge';
import { TaskStatusBadge } from './TaskStatusBadge';
import type { TaskRow_task$key } from './__generated__/TaskRow_task.graphql';

const messages = defineMessages({
  unassigned: { id: 'task.unassigned', defaultMessage: 'Unassigned' },
  noDueDate: { id: 'task.noDueDate', defaultMessage: 'No due date' },
  overdue: { id: 'task.overdue', defaultMessage: 'Overdue' },
});

function isOverdue(dueDate: string | null | undefined, statusId: number): boolean {
  if (!dueDate || statusId === 3 || statusId === 4) return false;
  const today = new Date();
  const local = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  return dueDate < local;
}

/** One row of a task list. */
export function TaskRow({ task }: { task: TaskRow_task$key }) {
  const intl = useIntl();
  const to = useLocalePath();
  const data = useFragment(
    graphql`
      fragment TaskRow_task on Task {
        id
        title
        statusId
        priorityId
        dueDate
        updatedAt
        assignee {
          name
          avatarUrl
        }
      }
    `,
    task,
  );
  return (
    <Table.Tr data-testid="task-row">
      <Table.Td>
        <Anchor component={Link} to={to(`/tasks/${encodeURIComponent(data.id)}`)} fw={500}>
          {data.title}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <TaskStatusBadge statusId={data.statusId} />
      </Table.Td>
      <Table.Td>
        <TaskPriorityBadge priorityId={data.priorityId} />
      </Table.Td>
      <Table.Td>
        {data.assignee ? (
          <Group gap={6} wrap="nowrap">
            <Avatar src={data.assignee.avatarUrl} name={data.assignee.name} color="initials" size="xs" radius="xl" alt="" />
            <Text size="sm">{data.assignee.name}</Text>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {intl.formatMessage(messages.unassigned)}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text
          size="sm"
          c={!data.dueDate ? 'dimmed' : isOverdue(data.dueDate, data.statusId) ? 'red' : undefined}
          title={isOverdue(data.dueDate, data.statusId) ? intl.formatMessage(messages.overdue) : undefined}
        >
          {data.dueDate
            ? intl.formatDate(`${data.dueDate}T00:00:00`, { dateStyle: 'medium' })
            : intl.formatMessage(messages.noDueDate)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{intl.formatDate(data.updatedAt, { dateStyle: 'medium', timeStyle: 'short' })}</Text>
      </Table.Td>
    </Table.Tr>
  );
}
