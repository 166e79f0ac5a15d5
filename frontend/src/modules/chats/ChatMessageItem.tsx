import { Alert, Avatar, Badge, Box, Button, Group, Loader, Menu, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconFile, IconFileText, IconPlayerStop, IconRefresh, IconRobot } from '@tabler/icons-react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { AiActionGate } from '@/modules/ai/AiActionGate';
import type { AiModelOption } from '@/modules/ai/useAiModelOptions';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { useShowError } from '@/modules/relay/showFailure';
import { formatDateTime, isoDateTime } from '@/modules/ui/formatDate';
import { ChatAnswerText } from './ChatAnswerText';
import { deletedAgentName } from './deletedAgentName';
import { stopReasonLabel } from './chatStopReasons';
import { ToolCallCard } from './ToolCallCard';
import { useChatAnswerStream } from './useChatAnswerStream';
import { useRetryChatAnswer } from './useRetryChatAnswer';
import { useStopChatAnswer } from './useStopChatAnswer';
import type { ChatMessageItem_message$key } from './__generated__/ChatMessageItem_message.graphql';

const messages = defineMessages({
  you: { id: 'chat.message.you', defaultMessage: 'You' },
  ai: { id: 'chat.message.ai', defaultMessage: 'AI' },
  streaming: { id: 'chat.message.streaming', defaultMessage: 'Answering…' },
  stop: { id: 'chat.message.stop', defaultMessage: 'Stop' },
  stopped: { id: 'chat.message.stopped', defaultMessage: 'Stopped' },
  failedTitle: { id: 'chat.message.failed', defaultMessage: 'The answer failed' },
  retry: { id: 'chat.message.retry', defaultMessage: 'Retry' },
  retryWith: { id: 'chat.message.retryWith', defaultMessage: 'Retry with another model' },
  usage: defineMessage<{ input: number; output: number }>({ id: 'chat.message.usage', defaultMessage: '{input, number} tokens in · {output, number} out' }),
  code: defineMessage<{ code: string }>({ id: 'chat.message.code', defaultMessage: 'Code {code}' }),
  file: defineMessage<{ name: string }>({ id: 'chat.message.file', defaultMessage: 'Download {name}' }),
});

interface Props {
  message: ChatMessageItem_message$key;
  /** The room's messages connection (a retried answer joins it). */
  connectionId: string | null;
  /** Usable models, for "Retry with another model". */
  models: readonly AiModelOption[];
  /** Whether retry can name another model (`RetryChatAnswerInput.aiModelId`). */
  retryWithModel: boolean;
}

/**
 * One message of a room. The employee's on the right; an AI answer on the left with its model
 * and agent, the tools it used (collapsible cards), its markdown growing as it streams (a Stop
 * button meanwhile), its token usage and stop reason, or the error (its code and the server's
 * words) with Retry. Files and attached documents as chips.
 */
export function ChatMessageItem({ message, connectionId, models, retryWithModel }: Props) {
  const intl = useIntl();
  const showError = useShowError();
  const to = useLocalePath();
  const data = useFragment(
    graphql`
      fragment ChatMessageItem_message on ChatMessage {
        id
        author
        text
        status
        createdAt
        completedAt
        stopReason
        employee {
          id
          name
          avatarUrl
        }
        aiModel {
          id
          displayName
        }
        agent {
          id
          name
        }
        deletedAgent {
          entry {
            title
          }
        }
        files {
          name
          contentType
          size
          url
        }
        attachedDocuments {
          id
          title
        }
        usage {
          inputTokens
          outputTokens
        }
        error {
          code
          message
        }
        toolCalls {
          ...ToolCallCard_call @relay(mask: false)
        }
      }
    `,
    message,
  );
  const ai = data.author === 'AI';
  const streaming = ai && data.status === 'STREAMING';
  useChatAnswerStream(data.id, streaming);
  const [stop, stopping] = useStopChatAnswer();
  const [retry, retrying] = useRetryChatAnswer();
  const onStop = () =>
    stop({
      variables: { input: { messageId: data.id } },
      onError: showError,
    });
  const onRetry = (aiModelId?: string) =>
    retry({
      variables: { input: aiModelId ? { messageId: data.id, aiModelId } : { messageId: data.id } },
      connectionId,
      onError: showError,
    });

  const chips =
    data.files.length + data.attachedDocuments.length > 0 ? (
      <Group gap={6} justify={ai ? 'flex-start' : 'flex-end'} data-testid="chat-message-attachments">
        {data.attachedDocuments.map((document) => (
          <Badge
            key={document.id}
            component={Link}
            to={to(`/documents/${encodeURIComponent(document.id)}`)}
            variant="light"
            tt="none"
            leftSection={<IconFileText size={12} aria-hidden />}
            style={{ cursor: 'pointer' }}
            data-testid="chat-document-chip"
          >
            {document.title}
          </Badge>
        ))}
        {data.files.map((file) => (
          <Badge
            key={file.url}
            component="a"
            href={file.url}
            target="_blank"
            rel="noopener noreferrer"
            variant="outline"
            tt="none"
            title={intl.formatMessage(messages.file, { name: file.name })}
            leftSection={<IconFile size={12} aria-hidden />}
            style={{ cursor: 'pointer' }}
            data-testid="chat-file-chip"
          >
            {file.name}
          </Badge>
        ))}
      </Group>
    ) : null;

  if (!ai) {
    return (
      <Stack gap={4} align="flex-end" data-testid="chat-message" data-author="HUMAN" data-id={data.id}>
        <Group gap={6}>
          <Text size="xs" c="dimmed" component="time" dateTime={isoDateTime(data.createdAt)}>
            {formatDateTime(intl, data.createdAt)}
          </Text>
          <Text size="xs" fw={500}>
            {data.employee?.name ?? intl.formatMessage(messages.you)}
          </Text>
          <Avatar src={data.employee?.avatarUrl} name={data.employee?.name ?? ''} color="initials" size={22} radius="xl" alt="" />
        </Group>
        <Paper radius="md" px="md" py="xs" maw="85%" bg="var(--mantine-primary-color-light)">
          <Text style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} data-testid="chat-message-text">
            {data.text}
          </Text>
        </Paper>
        {chips}
      </Stack>
    );
  }

  const failed = data.status === 'FAILED';
  const stopped = data.status === 'STOPPED';
  const reason = data.stopReason ? stopReasonLabel(data.stopReason) : null;
  const otherModels = models.filter((model) => model.id !== data.aiModel?.id);
  const retryButton = (failed || stopped) && (
    <Group gap={4}>
      <AiActionGate>
        {(off) => (
          <Button size="xs" variant="light" leftSection={<IconRefresh size={14} aria-hidden />} loading={retrying} disabled={off} onClick={() => onRetry()} data-testid="chat-retry">
            {intl.formatMessage(messages.retry)}
          </Button>
        )}
      </AiActionGate>
      {retryWithModel && otherModels.length > 0 && (
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <Button size="xs" variant="subtle" disabled={retrying} data-testid="chat-retry-with">
              {intl.formatMessage(messages.retryWith)}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {otherModels.map((model) => (
              <Menu.Item key={model.id} onClick={() => onRetry(model.id)}>
                {model.displayName}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );

  return (
    <Stack gap={4} align="flex-start" data-testid="chat-message" data-author="AI" data-status={data.status ?? undefined} data-id={data.id}>
      <Group gap={6}>
        <ThemeIcon size={22} radius="xl" variant="light" aria-hidden>
          <IconRobot size={14} />
        </ThemeIcon>
        <Text size="xs" fw={500} data-testid="chat-message-model">
          {[data.agent?.name ?? deletedAgentName(intl, data.deletedAgent), data.aiModel?.displayName].filter(Boolean).join(' · ') || intl.formatMessage(messages.ai)}
        </Text>
        <Text size="xs" c="dimmed" component="time" dateTime={isoDateTime(data.createdAt)}>
          {formatDateTime(intl, data.createdAt)}
        </Text>
        {stopped && (
          <Badge size="xs" color="gray" data-testid="chat-message-stopped">
            {intl.formatMessage(messages.stopped)}
          </Badge>
        )}
      </Group>
      <Paper withBorder radius="md" px="md" py="xs" maw="92%" miw={120} w={data.toolCalls.length ? '92%' : undefined}>
        <Stack gap="xs">
          {data.toolCalls.map((call) => (
            <ToolCallCard key={call.toolUseId} call={call} streaming={streaming} />
          ))}
          {data.text && (
            <Box data-testid="chat-answer-text" style={{ wordBreak: 'break-word' }}>
              <ChatAnswerText text={data.text} />
            </Box>
          )}
          {streaming && (
            <Group gap="xs">
              <Loader size="xs" type="dots" />
              <Text size="xs" c="dimmed">
                {intl.formatMessage(messages.streaming)}
              </Text>
              <Button size="compact-xs" variant="light" color="red" leftSection={<IconPlayerStop size={12} aria-hidden />} loading={stopping} onClick={onStop} data-testid="chat-stop">
                {intl.formatMessage(messages.stop)}
              </Button>
            </Group>
          )}
          {failed && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} title={intl.formatMessage(messages.failedTitle)} data-testid="chat-answer-error">
              <Stack gap={6}>
                <Text size="sm" data-testid="chat-answer-error-message">
                  {data.error?.message}
                </Text>
                {data.error?.code && (
                  <Text size="xs" c="dimmed" ff="monospace" data-testid="chat-answer-error-code">
                    {intl.formatMessage(messages.code, { code: data.error.code })}
                  </Text>
                )}
              </Stack>
            </Alert>
          )}
        </Stack>
      </Paper>
      {chips}
      {(data.usage || reason || data.stopReason) && !streaming && (
        <Text size="xs" c="dimmed" data-testid="chat-answer-meta">
          {[data.usage ? intl.formatMessage(messages.usage, { input: data.usage.inputTokens, output: data.usage.outputTokens }) : null, reason ? intl.formatMessage(reason) : data.stopReason]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      )}
      {retryButton}
    </Stack>
  );
}
