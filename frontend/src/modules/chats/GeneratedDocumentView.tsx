import { Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { AiModelOption } from '@/modules/ai/useAiModelOptions';
import { ChatMessageItem } from './ChatMessageItem';
import { SaveGeneratedDocumentForm } from './SaveGeneratedDocumentForm';
import { useChatRoomChangedSubscription } from './useChatRoomChangedSubscription';
import type { GeneratedDocumentView_room$key } from './__generated__/GeneratedDocumentView_room.graphql';

const messages = defineMessages({
  prompt: { id: 'chat.generate.prompt', defaultMessage: 'What the document should be' },
  answer: { id: 'chat.generate.answer', defaultMessage: 'Draft' },
});

interface Props {
  room: GeneratedDocumentView_room$key;
  models: readonly AiModelOption[];
  retryWithModel: boolean;
  /** Reads the room again (after a socket reconnect). */
  refresh: () => void;
}

/**
 * A document being generated (a DOCUMENT room): the request, the answer streaming in place
 * (Stop, or Retry when it failed), and once it is complete the form that saves it as a draft.
 * A generation is short (its request and an answer or a few retries): one page of its messages,
 * counted back from the newest like a chat room's, so the latest answer is always in it.
 */
export function GeneratedDocumentView({ room, models, retryWithModel, refresh }: Props) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment GeneratedDocumentView_room on ChatRoom {
        id
        title
        messages(last: 100) @connection(key: "GeneratedDocumentView_messages") {
          __id
          edges {
            node {
              id
              author
              status
              text
              createdAt
              ...ChatMessageItem_message
            }
          }
        }
      }
    `,
    room,
  );
  const connectionId = data.messages.__id;
  const stableRefresh = useCallback(() => refresh(), [refresh]);
  useChatRoomChangedSubscription(data.id, connectionId, stableRefresh);
  const edges = [...data.messages.edges].sort((a, b) => Date.parse(a.node.createdAt) - Date.parse(b.node.createdAt));
  const request = edges.find((edge) => edge.node.author === 'HUMAN')?.node ?? null;
  const answer = [...edges].reverse().find((edge) => edge.node.author === 'AI')?.node ?? null;
  return (
    <Stack gap="md" data-testid="generated-document" data-room={data.id}>
      {request && (
        <Paper withBorder radius="md" p="md">
          <Stack gap={4}>
            <Text size="xs" c="dimmed" fw={600}>
              {intl.formatMessage(messages.prompt)}
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} data-testid="generated-document-prompt">
              {request.text}
            </Text>
          </Stack>
        </Paper>
      )}
      {answer && (
        <Stack gap="xs">
          <Title order={2} size="h4">
            {intl.formatMessage(messages.answer)}
          </Title>
          <ChatMessageItem message={answer} connectionId={connectionId} models={models} retryWithModel={retryWithModel} />
        </Stack>
      )}
      {answer?.status === 'COMPLETED' && <SaveGeneratedDocumentForm key={answer.id} messageId={answer.id} text={answer.text} initialTitle={data.title} />}
    </Stack>
  );
}
