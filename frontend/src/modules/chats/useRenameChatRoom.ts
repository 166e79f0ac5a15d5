import { graphql, useMutation } from 'react-relay';
import type { useRenameChatRoomMutation } from './__generated__/useRenameChatRoomMutation.graphql';

const mutation = graphql`
  mutation useRenameChatRoomMutation($input: RenameChatRoomInput!) {
    renameChatRoom(input: $input) {
      chatRoom {
        id
        title
      }
    }
  }
`;

/** renameChatRoom (the room's owner): the title changes in the room and in the rooms list. */
export function useRenameChatRoom() {
  return useMutation<useRenameChatRoomMutation>(mutation);
}
