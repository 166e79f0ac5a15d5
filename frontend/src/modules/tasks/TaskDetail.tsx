import { Anchor, Card, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link, useNavigate } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { MarkdownSection } from '@/modules/markdown/MarkdownSection';
import { DeleteButton } from '@/modules/trash/DeleteButton';
import { DetailField } from '@/modules/ui/DetailFacts';
import { DetailStatusSelect, useDetailStatus } from '@/modules/ui/DetailStatus';
import { AuthoredFacts } from '@/modules/ui/detail/AuthoredFacts';
import { DetailHeader } from '@/modules/ui/detail/DetailHeader';
import { EditButton } from '@/modules/ui/detail/EditButton';
import { formatDay } from '@/modules/ui/formatDate';
import { TaskAssigneeSelect } from './TaskAssigneeSelect';
import { HistoryPanel } from '@/modules/history/HistoryPanel';
import { TaskPriorityBadge } from './TaskPriorityBadge';
import { TaskStatusBadge } from './TaskStatusBadge';
import { taskPriorities } from './taskPriorities';
import { taskStatuses } from './taskStatuses';
import { useTaskValueFormatter } from './taskValueFormatter';
import { useChangeTaskPriority } from './useChangeTaskPriority';
import { useChangeTaskStatus } from './useChangeTaskStatus';
import { taskMessages } from './taskMessages';
import type { TaskAssigneeSelect_query$key } from './__generated__/TaskAssigneeSelect_query.graphql';
import type { TaskDetail_task$key } from './__generated__/TaskDetail_task.graphql';

const messages = defineMessages({
  status: { id: 'task.field.status', defaultMessage: 'Status' },
  assignee: { id: 'task.field.assignee', defaultMessage: 'Assignee' },
  createdBy: { id: 'task.field.createdBy', defaultMessage: 'Created by' },
  unassigned: { id: 'task.unassigned', defaultMessage: 'Unassigned' },
  statusChanged: defineMessage<{ status: string }>({ id: 'task.detail.statusChanged', defaultMessage: 'Status changed to {status}.' }),
  priorityChanged: defineMessage<{ priority: string }>({ id: 'task.detail.priorityChanged', defaultMessage: 'Priority changed to {priority}.' }),
  version: defineMessage<{ version: number }>({ id: 'task.detail.version', defaultMessage: 'Version {version, number}' }),
  issue: { id: 'task.field.issue', defaultMessage: 'From issue' },
});

/** Task detail; status and priority change in place. */
export function TaskDetail({ task, query }: { task: TaskDetail_task$key; query: TaskAssigneeSelect_query$key }) {
  const intl = useIntl();
  const to = useLocalePath();
  const navigate = useNavigate();
  const formatTaskValue = useTaskValueFormatter();
  const data = useFragment(
    graphql`
      fragment TaskDetail_task on Task {
        id
        title
        description
        statusId
        priorityId
        dueDate
        createdAt
        updatedAt
        version
        assignee {
          id
          name
          avatarUrl
        }
        createdBy {
          id
          name
        }
        issue {
          id
          title
        }
      }
    `,
    task,
  );
  const [changeStatus, statusInFlight] = useChangeTaskStatus();
  const [changePriority, priorityInFlight] = useChangeTaskPriority();

  // A refused change is shown as a red notice; the select goes back to the stored value.
  const status = useDetailStatus({
    statuses: taskStatuses,
    current: data.statusId,
    commit: (statusId, callbacks) =>
      changeStatus({
        variables: { input: { id: data.id, statusId } },
        optimisticResponse: { changeTaskStatus: { task: { id: data.id, statusId, updatedAt: data.updatedAt, version: data.version } } },
        ...callbacks,
      }),
    changed: messages.statusChanged,
    refusal: 'notice',
  });
  const priority = useDetailStatus({
    statuses: taskPriorities,
    current: data.priorityId,
    commit: (priorityId, callbacks) =>
      changePriority({
        variables: { input: { id: data.id, priorityId } },
        optimisticResponse: { changeTaskPriority: { task: { id: data.id, priorityId, updatedAt: data.updatedAt, version: data.version } } },
        ...callbacks,
      }),
    changed: messages.priorityChanged,
    placeholder: 'priority',
    refusal: 'notice',
  });

  return (
    <Stack gap="lg">
      <DetailHeader
        main
        title={data.title}
        below={
          <Group gap="xs">
            <TaskStatusBadge statusId={data.statusId} />
            <TaskPriorityBadge priorityId={data.priorityId} />
            <Text size="xs" c="dimmed">
              {intl.formatMessage(messages.version, { version: data.version })}
            </Text>
          </Group>
        }
        actions={
          <>
            <EditButton to={to(`/tasks/${encodeURIComponent(data.id)}/update`)} variant="light" data-testid="task-edit" />
            {/* Whoever may edit a task (any staff member, who alone opens this page) deletes it (issue 35). */}
            <DeleteButton id={data.id} version={data.version} name={data.title} onDeleted={() => void navigate(to('/tasks'))} />
          </>
        }
      />
      <Card withBorder radius="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
          <DetailStatusSelect {...status.select} label={intl.formatMessage(messages.status)} disabled={statusInFlight} />
          <DetailStatusSelect {...priority.select} label={intl.formatMessage(taskMessages.priority)} disabled={priorityInFlight} />
          <TaskAssigneeSelect query={query} taskId={data.id} assigneeId={data.assignee?.id ?? null} />
          <DetailField label={intl.formatMessage(taskMessages.dueDate)}>
            <Text size="sm">
              {data.dueDate
                ? formatDay(intl, data.dueDate)
                : intl.formatMessage(taskMessages.noDueDate)}
            </Text>
          </DetailField>
        </SimpleGrid>
        <Divider my="md" />
        <AuthoredFacts author={data.createdBy} authorLabel={intl.formatMessage(messages.createdBy)} record={data}>
          {data.issue && (
            <DetailField label={intl.formatMessage(messages.issue)}>
              <Anchor component={Link} to={to(`/issues/${encodeURIComponent(data.issue.id)}`)} size="sm" data-testid="task-issue-link">
                {data.issue.title}
              </Anchor>
            </DetailField>
          )}
        </AuthoredFacts>
      </Card>
      <MarkdownSection title={intl.formatMessage(taskMessages.description)} source={data.description} />
      <HistoryPanel nodeId={data.id} reloadKey={data.version} formatValue={formatTaskValue} />
    </Stack>
  );
}
