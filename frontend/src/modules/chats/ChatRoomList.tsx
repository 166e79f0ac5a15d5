import { Box, Button, Stack, Text } from '@mantine/core';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { useLiveList, useRefetchShown } from '@/modules/relay/useLiveList';
import { commonMessages } from '@/modules/ui/commonMessages';
import { ChatRoomListItem } from './ChatRoomListItem';
import { toChatRoomListVariables } from './chatListParams';
import type { ChatRoomList_query$key } from './__generated__/ChatRoomList_query.graphql';
import { useLoadNext } from '@/modules/ui/list/useLoadMore';

const messages = defineMessages({
  label: { id: 'chat.rooms.label', defaultMessage: 'My chats' },
  empty: { id: 'chat.rooms.empty', defaultMessage: 'No chats yet' },
  nothingFound: { id: 'chat.rooms.nothingFound', defaultMessage: 'No chat matches' },
});

export const chatRoomPageSize = 30;

/**
 * My rooms' live notices (issue 32): given the list's filter, the server tells of each changed
 * room of mine whether it is in the list now, by the list's own SQL (a new room, a rename into or
 * out of the search, a deletion), so no matcher is kept here.
 */
const chatRoomsChanged = graphql`
  subscription ChatRoomListSubscription($filter: ChatRoomFilter) {
    chatRoomsChanged(filter: $filter) {
      kind
      id
      matches
      chatRoom {
        id
        lastMessageAt
        ...ChatRoomListItem_room
      }
    }
  }
`;

interface Props {
  query: ChatRoomList_query$key;
  keyword: string;
  /** The open room. */
  activeId: string | null;
}

/** My chat rooms, newest message first, live (`chatRoomsChanged` with the list's filter); "load more" at the bottom. */
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
  useLiveList({
    subscription: chatRoomsChanged,
    field: 'chatRoomsChanged',
    variables: { filter: toChatRoomListVariables(keyword).filter },
    refetch: resync,
    connectionId,
    edgeType: 'ChatRoomEdge',
  });
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
