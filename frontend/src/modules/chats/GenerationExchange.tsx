import { Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { graphql } from 'react-relay';
import type { AiModelOption } from '@/modules/ai/useAiModelOptions';
import { ChatMessageItem } from './ChatMessageItem';
import { useChatRoomChangedSubscription } from './useChatRoomChangedSubscription';
import type { ChatMessageItem_message$key } from './__generated__/ChatMessageItem_message.graphql';

/**
 * What a generation view reads of each of its room's messages, besides its own fields: the
 * document and the workflow views spread it unmasked (`...GenerationExchange_message @relay(mask: false)`).
 */
export const generationMessageFragment = graphql`
  fragment GenerationExchange_message on ChatMessage {
    id
    author
    status
    text
    createdAt
    ...ChatMessageItem_message
  }
`;

/** What the exchange needs of a generation room's message. */
interface GenerationMessage {
  readonly author: string;
  readonly createdAt: string;
}

/**
 * A generation room (a document, a workflow's steps) kept live (issue 32: the two generation
 * views called a copy): its messages follow `chatRoomChanged`, read again after a reconnect;
 * `request` is the first human message, `answer` the newest AI one.
 */
export function useGeneration<M extends GenerationMessage>(roomId: string, connection: { readonly __id: string; readonly edges: readonly { readonly node: M }[] }, refresh: () => void) {
  const connectionId = connection.__id;
  const stableRefresh = useCallback(() => refresh(), [refresh]);
  useChatRoomChangedSubscription(roomId, connectionId, stableRefresh);
  const nodes = connection.edges.map((edge) => edge.node).sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  const request = nodes.find((node) => node.author === 'HUMAN') ?? null;
  const answer = [...nodes].reverse().find((node) => node.author === 'AI') ?? null;
  // What GenerationExchange takes of the room, so a view passes it whole.
  return { roomId, connectionId, request, answer };
}

interface Props {
  roomId: string;
  connectionId: string;
  request: { readonly text: string } | null;
  answer: ChatMessageItem_message$key | null;
  models: readonly AiModelOption[];
  retryWithModel: boolean;
  /** The area's words: the request's label and the answer's heading. */
  messages: { prompt: MessageDescriptor; answer: MessageDescriptor };
  /** The view's test id; the request's is `${testId}-prompt`. */
  testId: string;
  /** What follows the answer (saving it as a document, the proposed steps…). */
  children: ReactNode;
}

/** A generation's request, then its answer streaming in place (Stop, or Retry when it failed), then what the area does with it. */
export function GenerationExchange({ roomId, connectionId, request, answer, models, retryWithModel, messages, testId, children }: Props) {
  const intl = useIntl();
  return (
    <Stack gap="md" data-testid={testId} data-room={roomId}>
      {request && (
        <Paper withBorder radius="md" p="md">
          <Stack gap={4}>
            <Text size="xs" c="dimmed" fw={600}>
              {intl.formatMessage(messages.prompt)}
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} data-testid={`${testId}-prompt`}>
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
      {children}
    </Stack>
  );
}
