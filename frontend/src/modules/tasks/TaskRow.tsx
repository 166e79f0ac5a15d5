import { Avatar, Group, Text } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { formatDay } from '@/modules/ui/formatDate';
import { ListTimeCell, ListTitleCell } from '@/modules/ui/list/ListCells';
import { ListCell, ListRow } from '@/modules/ui/list/ListTable';
import { TaskPriorityBadge } from './TaskPriorityBadge';
import { TaskStatusBadge } from './TaskStatusBadge';
import { taskMessages } from './taskMessages';
import type { TaskRow_task$key } from './__generated__/TaskRow_task.graphql';

const messages = defineMessages({
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
  const data = useFragment(
    graphql`
      fragment TaskRow_task on Task {
        id
        # The version it is shown at: a change in bulk sends it, so one changed since is refused as stale (issue 35 §2); live notices spread this fragment and keep it current.
        version
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
    <ListRow data-testid="task-row" item={{ id: data.id, title: data.title }}>
      <ListTitleCell column="title" path={`/tasks/${encodeURIComponent(data.id)}`} title={data.title} />
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
            {intl.formatMessage(taskMessages.unassigned)}
          </Text>
        )}
      </ListCell>
      <ListCell column="dueDate">
        <Text size="sm" c={!data.dueDate ? 'dimmed' : overdue ? 'red' : undefined} title={overdue ? intl.formatMessage(messages.overdue) : undefined}>
          {data.dueDate ? formatDay(intl, data.dueDate) : intl.formatMessage(taskMessages.noDueDate)}
        </Text>
      </ListCell>
      <ListTimeCell value={data.updatedAt} />
    </ListRow>
  );
}
