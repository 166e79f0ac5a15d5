import { Anchor, Avatar, Group, Text } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { formatDateTime, formatDay } from '@/modules/ui/formatDate';
import { ListCell, ListRow } from '@/modules/ui/list/ListTable';
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

/** One row of a task list (a card on a phone); the columns are TaskTable's. */
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
          id
          name
          avatarUrl
        }
      }
    `,
    task,
  );
  const overdue = isOverdue(data.dueDate, data.statusId);
  return (
    <ListRow data-testid="task-row">
      <ListCell column="title" primary>
        <Anchor component={Link} to={to(`/tasks/${encodeURIComponent(data.id)}`)} fw={500}>
          {data.title}
        </Anchor>
      </ListCell>
      <ListCell column="status">
        <TaskStatusBadge statusId={data.statusId} />
      </ListCell>
      <ListCell column="priority">
        <TaskPriorityBadge priorityId={data.priorityId} />
      </ListCell>
      <ListCell column="assignee">
        {data.assignee ? (
          <Group gap={6} wrap="nowrap">
            <Avatar src={data.assignee.avatarUrl} name={data.assignee.name} color="initials" size={28} radius="xl" alt="" />
            <Text size="sm">{data.assignee.name}</Text>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {intl.formatMessage(messages.unassigned)}
          </Text>
        )}
      </ListCell>
      <ListCell column="dueDate">
        <Text size="sm" c={!data.dueDate ? 'dimmed' : overdue ? 'red' : undefined} title={overdue ? intl.formatMessage(messages.overdue) : undefined}>
          {data.dueDate ? formatDay(intl, data.dueDate) : intl.formatMessage(messages.noDueDate)}
        </Text>
      </ListCell>
      <ListCell column="updatedAt">
        <Text size="sm">{formatDateTime(intl, data.updatedAt)}</Text>
      </ListCell>
    </ListRow>
  );
}
