import { useEffect, useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { resync } from '@/modules/relay/resync';
import { insertNode, removeNode } from '@/modules/ui/list/connectionUpdaters';
import type { useChatRoomsChangedSubscription as Subscription } from './__generated__/useChatRoomsChangedSubscription.graphql';

const subscription = graphql`
  subscription useChatRoomsChangedSubscription {
    chatRoomsChanged {
      kind
      chatRoom {
        id
        title
        purpose
        ...ChatRoomListItem_room
      }
    }
  }
`;

export interface LiveChatRoomList {
  connectionId: string;
  /** The list's keyword ('' for all rooms). */
  keyword: string;
  refetch: () => void;
}

/**
 * Keeps my rooms list live through the store: a new chat room (this tab's or another's) is put
 * at the top when it matches the keyword; a room's new message, title or answering state changes
 * in place (the list shows rooms newest message first); a deleted one leaves.
 */
export function useChatRoomsChangedSubscription(list: LiveChatRoomList): void {
  const listRef = useRef(list);
  useEffect(() => {
    listRef.current = list;
  }, [list]);
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: {},
      updater: (store) => {
        const change = store.getRootField('chatRoomsChanged');
        const room = change?.getLinkedRecord('chatRoom');
        if (!change || !room) return;
        const { connectionId, keyword } = listRef.current;
        const id = room.getDataID();
        if (change.getValue('kind') === 'DELETED') {
          removeNode(store, connectionId, id);
          return;
        }
        if (room.getValue('purpose') !== 'CHAT') return;
        const title = String(room.getValue('title') ?? '');
        if (keyword && !title.toLocaleLowerCase().includes(keyword.toLocaleLowerCase())) return;
        insertNode(store, connectionId, id, 'ChatRoomEdge');
      },
      onError: (error) => console.warn('chatRoomsChanged subscription ended', error),
    }),
    [],
  );
  useSubscription(config);
  useEffect(() => resync.subscribe(() => listRef.current.refetch()), []);
}
