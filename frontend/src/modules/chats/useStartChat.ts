import { graphql } from 'react-relay';
import { useStoreMutation } from '@/modules/relay/useStoreMutation';
import { insertNode } from '@/modules/ui/list/connectionUpdaters';
import { chatRoomListId } from './chatConnections';
import type { useStartChatMutation } from './__generated__/useStartChatMutation.graphql';

const mutation = graphql`
  mutation useStartChatMutation($input: StartChatInput!) {
    startChat(input: $input) {
      chatRoom {
        id
        title
        purpose
        ...ChatRoomListItem_room
      }
      message {
        id
        ...ChatMessageItem_message
      }
      answer {
        id
        status
        ...ChatMessageItem_message
      }
    }
  }
`;

/**
 * startChat (/new-chat and /documents/generate): a room with its first message, the answer
 * streaming at once. Files go as multipart uploads (`uploadables`). A chat room joins the top of
 * the unfiltered rooms list if the store holds it (a store updater: the transport sends only the
 * variables an operation declares); a document room is not listed there.
 */
export function useStartChat() {
  return useStoreMutation<useStartChatMutation>(mutation, (store, data) => {
    const room = data?.startChat.chatRoom;
    if (room && room.purpose === 'CHAT') insertNode(store, chatRoomListId(), room.id, 'ChatRoomEdge');
  });
}
