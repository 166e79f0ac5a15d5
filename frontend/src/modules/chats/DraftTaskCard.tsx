import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconChecklist } from '@tabler/icons-react';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { errorMessage } from '@/modules/relay/errorMessages';
import { useCreateTask } from '@/modules/tasks/useCreateTask';
import type { DraftTask } from './draftTask';

const messages = defineMessages({
  heading: { id: 'chat.draftTask.heading', defaultMessage: 'Suggested task' },
  hint: { id: 'chat.draftTask.hint', defaultMessage: 'Nothing is created until you confirm.' },
  create: { id: 'chat.draftTask.create', defaultMessage: 'Create this task' },
  created: { id: 'chat.draftTask.created', defaultMessage: 'Task created' },
  open: { id: 'chat.draftTask.open', defaultMessage: 'Open the task' },
});

/**
 * A task the AI drafted (`draft_task`): shown for the employee to confirm; "Create this task"
 * creates it with the tasks area's own mutation, then links to it.
 */
export function DraftTaskCard({ draft }: { draft: DraftTask }) {
  const intl = useIntl();
  const to = useLocalePath();
  const [create, inFlight] = useCreateTask();
  const [taskId, setTaskId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const onCreate = () => {
    setError(null);
    create({
      variables: { input: { title: draft.title, description: draft.description || null } },
      onCompleted: (response) => setTaskId(response.createTask.task.id),
      onError: (failure) => setError(errorMessage(intl, failure)),
    });
  };
  return (
    <Paper withBorder radius="sm" p="sm" bg="var(--mantine-color-body)" data-testid="draft-task">
      <Stack gap={6}>
        <Group gap={6}>
          <IconChecklist size={16} aria-hidden />
          <Text size="xs" c="dimmed" fw={600}>
            {intl.formatMessage(messages.heading)}
          </Text>
        </Group>
        <Text fw={500} data-testid="draft-task-title">
          {draft.title}
        </Text>
        {draft.description && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {draft.description}
          </Text>
        )}
        {taskId ? (
          <Group gap="xs">
            <IconCheck size={16} color="var(--mantine-color-green-6)" aria-hidden />
            <Text size="sm">{intl.formatMessage(messages.created)}</Text>
            <Anchor component={Link} to={to(`/tasks/${encodeURIComponent(taskId)}`)} size="sm" data-testid="draft-task-link">
              {intl.formatMessage(messages.open)}
            </Anchor>
          </Group>
        ) : (
          <Group gap="sm">
            <Button size="xs" loading={inFlight} onClick={onCreate}>
              {intl.formatMessage(messages.create)}
            </Button>
            <Text size="xs" c="dimmed">
              {intl.formatMessage(messages.hint)}
            </Text>
          </Group>
        )}
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
