import { Anchor, Card, Divider, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEdit } from '@tabler/icons-react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { MarkdownSection } from '@/modules/markdown/MarkdownSection';
import { errorMessage } from '@/modules/relay/errorMessages';
import { AuthorLink, DetailField, RecordDates } from '@/modules/ui/DetailFacts';
import { formatDay } from '@/modules/ui/formatDate';
import { LinkButton } from '@/modules/ui/LinkButton';
import { TaskAssigneeSelect } from './TaskAssigneeSelect';
import { HistoryPanel } from '@/modules/history/HistoryPanel';
import { TaskPriorityBadge } from './TaskPriorityBadge';
import { TaskStatusBadge } from './TaskStatusBadge';
import { taskPriorities } from './taskPriorities';
import { taskStatuses } from './taskStatuses';
import { useTaskValueFormatter } from './taskValueFormatter';
import { useChangeTaskPriority } from './useChangeTaskPriority';
import { useChangeTaskStatus } from './useChangeTaskStatus';
import type { TaskAssigneeSelect_query$key } from './__generated__/TaskAssigneeSelect_query.graphql';
import type { TaskDetail_task$key } from './__generated__/TaskDetail_task.graphql';

const messages = defineMessages({
  edit: { id: 'task.detail.edit', defaultMessage: 'Edit' },
  status: { id: 'task.field.status', defaultMessage: 'Status' },
  priority: { id: 'task.field.priority', defaultMessage: 'Priority' },
  assignee: { id: 'task.field.assignee', defaultMessage: 'Assignee' },
  dueDate: { id: 'task.field.dueDate', defaultMessage: 'Due date' },
  createdBy: { id: 'task.field.createdBy', defaultMessage: 'Created by' },
  createdAt: { id: 'task.field.createdAt', defaultMessage: 'Created' },
  updatedAt: { id: 'task.field.updatedAt', defaultMessage: 'Updated' },
  description: { id: 'task.field.description', defaultMessage: 'Description' },
  unassigned: { id: 'task.unassigned', defaultMessage: 'Unassigned' },
  noDueDate: { id: 'task.noDueDate', defaultMessage: 'No due date' },
  statusChanged: defineMessage<{ status: string }>({ id: 'task.detail.statusChanged', defaultMessage: 'Status changed to {status}.' }),
  priorityChanged: defineMessage<{ priority: string }>({ id: 'task.detail.priorityChanged', defaultMessage: 'Priority changed to {priority}.' }),
  version: defineMessage<{ version: number }>({ id: 'task.detail.version', defaultMessage: 'Version {version, number}' }),
  issue: { id: 'task.field.issue', defaultMessage: 'From issue' },
});

/** Task detail; status and priority change in place. */
export function TaskDetail({ task, query }: { task: TaskDetail_task$key; query: TaskAssigneeSelect_query$key }) {
  const intl = useIntl();
  const to = useLocalePath();
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

  const onStatus = (value: string | null) => {
    const statusId = Number(value);
    if (!value || statusId === data.statusId) return;
    changeStatus({
      variables: { input: { id: data.id, statusId } },
      optimisticResponse: {
        changeTaskStatus: { task: { id: data.id, statusId, updatedAt: data.updatedAt, version: data.version } },
      },
      onCompleted: () => {
        notifications.show({
          color: 'green',
          message: intl.formatMessage(messages.statusChanged, {
            status: intl.formatMessage(taskStatuses.find((s) => s.id === statusId)?.label ?? taskStatuses[0].label),
          }),
        });
      },
      onError: (error) => {
        notifications.show({ color: 'red', message: errorMessage(intl, error) });
      },
    });
  };

  const onPriority = (value: string | null) => {
    const priorityId = Number(value);
    if (!value || priorityId === data.priorityId) return;
    changePriority({
      variables: { input: { id: data.id, priorityId } },
      optimisticResponse: {
        changeTaskPriority: { task: { id: data.id, priorityId, updatedAt: data.updatedAt, version: data.version } },
      },
      onCompleted: () => {
        notifications.show({
          color: 'green',
          message: intl.formatMessage(messages.priorityChanged, {
            priority: intl.formatMessage(taskPriorities.find((p) => p.id === priorityId)?.label ?? taskPriorities[0].label),
          }),
        });
      },
      onError: (error) => {
        notifications.show({ color: 'red', message: errorMessage(intl, error) });
      },
    });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Title order={1} size="h2" style={{ wordBreak: 'break-word' }}>
            {data.title}
          </Title>
          <Group gap="xs">
            <TaskStatusBadge statusId={data.statusId} />
            <TaskPriorityBadge priorityId={data.priorityId} />
            <Text size="xs" c="dimmed">
              {intl.formatMessage(messages.version, { version: data.version })}
            </Text>
          </Group>
        </Stack>
        <LinkButton to={to(`/tasks/${encodeURIComponent(data.id)}/update`)} variant="light" leftSection={<IconEdit size={16} aria-hidden />} style={{ flexShrink: 0 }} data-testid="task-edit">
          {intl.formatMessage(messages.edit)}
        </LinkButton>
      </Group>
      <Card withBorder radius="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
          <Select
            label={intl.formatMessage(messages.status)}
            allowDeselect={false}
            disabled={statusInFlight}
            data={taskStatuses.map((status) => ({ value: String(status.id), label: intl.formatMessage(status.label) }))}
            value={String(data.statusId)}
            onChange={onStatus}
          />
          <Select
            label={intl.formatMessage(messages.priority)}
            allowDeselect={false}
            disabled={priorityInFlight}
            data={taskPriorities.map((priority) => ({ value: String(priority.id), label: intl.formatMessage(priority.label) }))}
            value={String(data.priorityId)}
            onChange={onPriority}
          />
          <TaskAssigneeSelect query={query} taskId={data.id} assigneeId={data.assignee?.id ?? null} />
          <DetailField label={intl.formatMessage(messages.dueDate)}>
            <Text size="sm">
              {data.dueDate
                ? formatDay(intl, data.dueDate)
                : intl.formatMessage(messages.noDueDate)}
            </Text>
          </DetailField>
        </SimpleGrid>
        <Divider my="md" />
        <Group gap="xl">
          <DetailField label={intl.formatMessage(messages.createdBy)}>
            <AuthorLink author={data.createdBy} />
          </DetailField>
          {data.issue && (
            <DetailField label={intl.formatMessage(messages.issue)}>
              <Anchor component={Link} to={to(`/issues/${encodeURIComponent(data.issue.id)}`)} size="sm" data-testid="task-issue-link">
                {data.issue.title}
              </Anchor>
            </DetailField>
          )}
          <RecordDates record={data} messages={messages} />
        </Group>
      </Card>
      <MarkdownSection title={intl.formatMessage(messages.description)} source={data.description} />
      <HistoryPanel nodeId={data.id} reloadKey={data.version} formatValue={formatTaskValue} />
    </Stack>
  );
}
