import { ActionIcon, Badge, Box, Button, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconPencil, IconRobot } from '@tabler/icons-react';
import { startTransition, useCallback, useState, type RefObject } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link, useNavigate } from 'react-router';
import { agentPath } from '@/modules/agents/agentPaths';
import { AiUnavailableNotice } from '@/modules/ai/AiUnavailableNotice';
import type { AiModelOption } from '@/modules/ai/useAiModelOptions';
import { useLocalePath } from '@/modules/i18n/useLocalePath';
import { useShowError } from '@/modules/relay/showFailure';
import { DeleteButton } from '@/modules/trash/DeleteButton';
import { DeletedReference } from '@/modules/trash/DeletedReference';
import { useWindowedBox } from '@/modules/ui/windowed/useWindowedItems';
import { WindowedSpacer } from '@/modules/ui/windowed/WindowedSpacer';
import { ChatComposer } from './ChatComposer';
import { ChatMessageItem } from './ChatMessageItem';
import { chatFileUploads } from './chatUploads';
import { RenameChatRoomModal } from './RenameChatRoomModal';
import { useAutoScroll } from './useAutoScroll';
import { useChatRoomChangedSubscription } from './useChatRoomChangedSubscription';
import { useSendChatMessage } from './useSendChatMessage';
import type { ChatComposer_query$key } from './__generated__/ChatComposer_query.graphql';
import type { ChatRoomView_room$key } from './__generated__/ChatRoomView_room.graphql';

const messages = defineMessages({
  rename: { id: 'chat.room.rename', defaultMessage: 'Rename' },
  earlier: { id: 'chat.room.earlier', defaultMessage: 'Earlier messages' },
  messages: { id: 'chat.room.messages', defaultMessage: 'Messages' },
  empty: { id: 'chat.room.empty', defaultMessage: 'No messages yet.' },
});

/**
 * Messages are shown oldest first, a page at a time counted back from the newest
 * (`ChatRoom.messages(last, before)`): a room opens at its end, earlier pages on demand.
 */
export const chatMessagePageSize = 100;

/** A message's height before it is measured (a line or two in its bubble, with the gap below). */
const messageEstimate = 96;

interface Props {
  room: ChatRoomView_room$key;
  /** Agents for the composer. */
  composer: ChatComposer_query$key;
  models: readonly AiModelOption[];
  retryWithModel: boolean;
  /** The viewer is an admin (the no-model notice links to /ai-models). */
  canManageModels: boolean;
}

/**
 * An open room: its title (rename), agent, the messages oldest first (the newest page of them,
 * opened at the bottom; earlier ones on demand above, the reader's place kept as they come in),
 * kept at the bottom while answers stream unless the reader scrolled up, and the composer.
 * Live through `chatRoomChanged` (new messages at the end); each streaming answer follows its
 * own stream.
 */
export function ChatRoomView({ room, composer, models, retryWithModel, canManageModels }: Props) {
  const intl = useIntl();
  const showError = useShowError();
  const to = useLocalePath();
  const navigate = useNavigate();
  const { data, loadPrevious, hasPrevious, isLoadingPrevious, refetch } = usePaginationFragment(
    graphql`
      fragment ChatRoomView_room on ChatRoom
      @refetchable(queryName: "ChatRoomViewPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 100 }, cursor: { type: "String" }) {
        id
        title
        answering
        agent {
          id
          name
          defaultAiTools {
            id
          }
        }
        deletedAgent {
          ...DeletedReference_reference
        }
        aiModel {
          id
        }
        messages(last: $count, before: $cursor) @connection(key: "ChatRoomView_messages") {
          __id
          edges {
            node {
              id
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
  const [renaming, setRenaming] = useState(false);
  const [send, sending] = useSendChatMessage();
  const { box, content, toBottom, holdPosition } = useAutoScroll<HTMLDivElement, HTMLDivElement>();
  // The box as state too: the windowed list needs it as an element (see useWindowedBox).
  const [scrollBox, setScrollBox] = useState<HTMLDivElement | null>(null);
  const boxRef = useCallback(
    (element: HTMLDivElement | null) => {
      (box as RefObject<HTMLDivElement | null>).current = element;
      setScrollBox(element);
    },
    [box],
  );
  const refresh = useCallback(() => startTransition(() => void refetch({}, { fetchPolicy: 'network-only' })), [refetch]);
  useChatRoomChangedSubscription(data.id, connectionId, refresh);
  // Oldest first, whatever order live inserts left them in (a notice can overtake the mutation's answer).
  const edges = [...data.messages.edges].sort((a, b) => Date.parse(a.node.createdAt) - Date.parse(b.node.createdAt));
  // Past a hundred messages (earlier pages loaded) only those near the view render (issue 33);
  // earlier ones put above keep the reader's place, as useAutoScroll's hold does for a short room.
  const shown = useWindowedBox({
    count: edges.length,
    estimateSize: messageEstimate,
    listRef: content,
    scrollElement: scrollBox,
    itemKey: (index) => edges[index].node.id,
    anchorToEnd: true,
  });

  return (
    <Stack gap="sm" h="100%" data-testid="chat-room-view" data-room={data.id}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <Title order={2} size="h4" style={{ wordBreak: 'break-word' }} data-testid="chat-room-title">
            {data.title}
          </Title>
          <Tooltip label={intl.formatMessage(messages.rename)}>
            <ActionIcon variant="subtle" aria-label={intl.formatMessage(messages.rename)} onClick={() => setRenaming(true)} data-testid="chat-room-rename">
              <IconPencil size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
        {/* Its owner deletes it, with Undo, and starts afresh (issue 35); refused while an answer is being written. */}
        <DeleteButton id={data.id} name={data.title} size="xs" onDeleted={() => void navigate(to('/new-chat'))} />
        {data.agent && (
          <Badge component={Link} to={to(agentPath(data.agent.id))} variant="light" tt="none" leftSection={<IconRobot size={12} aria-hidden />} style={{ cursor: 'pointer' }}>
            {data.agent.name}
          </Badge>
        )}
        {/* Its agent went to the trash (issue 35): the room reads on, the agent "(deleted)". */}
        {!data.agent && data.deletedAgent && <DeletedReference reference={data.deletedAgent} />}
      </Group>
      <Paper withBorder radius="md" style={{ flex: 1, minHeight: 0, display: 'flex' }}>
        {/* The browser's own scroll anchoring is off: useAutoScroll keeps the reader's place. */}
        <Box
          ref={boxRef}
          style={{ flex: 1, overflowY: 'auto', overflowAnchor: 'none', maxHeight: 'calc(100dvh - 380px)', minHeight: 240 }}
          aria-label={intl.formatMessage(messages.messages)}
          role="log"
          data-testid="chat-messages"
        >
          <Stack gap="md" p="md">
            {hasPrevious && (
              <Button
                variant="subtle"
                size="xs"
                mx="auto"
                loading={isLoadingPrevious}
                onClick={() => {
                  holdPosition();
                  loadPrevious(chatMessagePageSize);
                }}
                data-testid="chat-earlier"
              >
                {intl.formatMessage(messages.earlier)}
              </Button>
            )}
            {shown.windowed ? (
              // Each message in a block whose bottom padding is the gap to the next, so its measure counts it.
              <Stack ref={content} gap={0} role="list">
                <WindowedSpacer height={shown.before} />
                {shown.indexes.map((index) => (
                  <div
                    key={edges[index].node.id}
                    ref={shown.measure}
                    data-index={index}
                    role="listitem"
                    aria-posinset={index + 1}
                    aria-setsize={edges.length}
                    style={index < edges.length - 1 ? { paddingBottom: 'var(--mantine-spacing-md)' } : undefined}
                  >
                    <ChatMessageItem message={edges[index].node} connectionId={connectionId} models={models} retryWithModel={retryWithModel} />
                  </div>
                ))}
                <WindowedSpacer height={shown.after} />
              </Stack>
            ) : (
              <Stack ref={content} gap="md">
                {edges.length === 0 && (
                  <Text size="sm" c="dimmed" ta="center">
                    {intl.formatMessage(messages.empty)}
                  </Text>
                )}
                {edges.map((edge) => (
                  <ChatMessageItem key={edge.node.id} message={edge.node} connectionId={connectionId} models={models} retryWithModel={retryWithModel} />
                ))}
              </Stack>
            )}
          </Stack>
        </Box>
      </Paper>
      {models.length === 0 ? (
        <AiUnavailableNotice canManage={canManageModels} />
      ) : (
      <ChatComposer
        key={data.id}
        query={composer}
        models={models}
        withAgent={false}
        preferredModelIds={[data.aiModel?.id]}
        initialToolIds={data.agent?.defaultAiTools.map((tool) => tool.id) ?? []}
        inFlight={sending}
        onSend={(values, done) => {
          const uploads = chatFileUploads(values.files);
          send({
            connectionId,
            variables: {
              input: {
                roomId: data.id,
                message: values.message,
                aiModelId: values.aiModelId,
                aiToolIds: values.aiToolIds,
                attachedDocuments: values.documents.map((document) => document.id),
                files: uploads.files,
              },
            },
            uploadables: uploads.uploadables,
            onCompleted: () => {
              done(true);
              toBottom();
            },
            onError: (error) => {
              done(false);
              showError(error);
            },
          });
        }}
      />
      )}
      {renaming && <RenameChatRoomModal roomId={data.id} title={data.title} onClose={() => setRenaming(false)} />}
    </Stack>
  );
}
