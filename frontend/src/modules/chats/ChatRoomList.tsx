import { Box, Button, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { useRefetchShown } from '@/modules/relay/useLiveList';
import { commonMessages } from '@/modules/ui/commonMessages';
import { ChatRoomListItem } from './ChatRoomListItem';
import { useChatRoomsChangedSubscription } from './useChatRoomsChangedSubscription';
import type { ChatRoomList_query$key } from './__generated__/ChatRoomList_query.graphql';
import { useLoadNext } from '@/modules/ui/list/useLoadMore';

const messages = defineMessages({
  label: { id: 'chat.rooms.label', defaultMessage: 'My chats' },
  empty: { id: 'chat.rooms.empty', defaultMessage: 'No chats yet' },
  nothingFound: { id: 'chat.rooms.nothingFound', defaultMessage: 'No chat matches' },
});

export const chatRoomPageSize = 30;

interface Props {
  query: ChatRoomList_query$key;
  keyword: string;
  /** The open room. */
  activeId: string | null;
}

/** My chat rooms, newest message first, live (`chatRoomsChanged`); "load more" at the bottom. */
export function ChatRoomList({ query, keyword, activeId }: Props) {
  const intl = useIntl();
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment ChatRoomList_query on Query
      @refetchable(queryName: "ChatRoomListPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 30 }, after: { type: "String" }, filter: { type: "ChatRoomFilter" }, orderBy: { type: "ChatRoomOrder" }) {
        chatRooms(first: $first, after: $after, filter: $filter, orderBy: $orderBy) @connection(key: "ChatRoomList_chatRooms") {
          __id
          edges {
            node {
              id
              lastMessageAt
              ...ChatRoomListItem_room
            }
          }
        }
      }
    `,
    query,
  );
  const connectionId = data.chatRooms.__id;
  const edges = data.chatRooms.edges;
  const resync = useRefetchShown({ refetch, loadNext, hasNext, isLoadingNext }, chatRoomPageSize, edges.length);
  const live = useMemo(() => ({ connectionId, keyword, refetch: resync }), [connectionId, keyword, resync]);
  useChatRoomsChangedSubscription(live);
  // Newest message first, also after a room got a message live (the store keeps the edges where they were).
  const rooms = [...edges].sort((a, b) => Date.parse(b.node.lastMessageAt) - Date.parse(a.node.lastMessageAt));
  const onLoadMore = useLoadNext(loadNext, chatRoomPageSize);
  if (rooms.length === 0) {
    return (
      <Text size="sm" c="dimmed" ta="center" py="md">
        {intl.formatMessage(keyword ? messages.nothingFound : messages.empty)}
      </Text>
    );
  }
  return (
    <Box mah="calc(100dvh - 260px)" style={{ overflowY: 'auto', overflowX: 'hidden' }}>
      <Stack gap={2} component="nav" aria-label={intl.formatMessage(messages.label)} data-testid="chat-rooms">
        {rooms.map((edge) => (
          <ChatRoomListItem key={edge.node.id} room={edge.node} active={edge.node.id === activeId} />
        ))}
        {hasNext && (
          <Button variant="subtle" size="xs" loading={isLoadingNext} onClick={onLoadMore}>
            {intl.formatMessage(commonMessages.loadMore)}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
