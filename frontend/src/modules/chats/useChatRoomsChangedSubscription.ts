import { graphql } from 'react-relay';
import { useListNotices } from '@/modules/relay/useListNotices';
import { insertNode, removeNode } from '@/modules/ui/list/connectionUpdaters';

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
export function useChatRoomsChangedSubscription({ connectionId, keyword, refetch }: LiveChatRoomList): void {
  useListNotices({
    subscription,
    field: 'chatRoomsChanged',
    variables: {},
    apply: (store, change) => {
      const room = change.getLinkedRecord('chatRoom');
      if (!room) return;
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
    refetch,
  });
}
