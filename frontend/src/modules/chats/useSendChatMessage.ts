import { useCallback } from 'react';
import { graphql, useMutation, type UseMutationConfig } from 'react-relay';
import { insertNode } from '@/modules/ui/list/connectionUpdaters';
import type { useSendChatMessageMutation } from './__generated__/useSendChatMessageMutation.graphql';

const mutation = graphql`
  mutation useSendChatMessageMutation($input: SendChatMessageInput!) {
    sendChatMessage(input: $input) {
      message {
        id
        createdAt
        ...ChatMessageItem_message
      }
      answer {
        id
        createdAt
        status
        ...ChatMessageItem_message
      }
    }
  }
`;

type Config = UseMutationConfig<useSendChatMessageMutation> & {
  /** The room's messages connection. */
  connectionId: string;
};

/**
 * sendChatMessage (the room's composer; files as multipart uploads): the message and its answer,
 * which starts streaming, join the room's messages (a store updater: the transport sends only
 * the variables an operation declares). Either may have come first through `chatRoomChanged`;
 * nothing is listed twice.
 */
export function useSendChatMessage() {
  const [commit, inFlight] = useMutation<useSendChatMessageMutation>(mutation);
  const send = useCallback(
    ({ connectionId, ...config }: Config) =>
      commit({
        ...config,
        updater: (store, data) => {
          const payload = data?.sendChatMessage;
          if (payload) {
            insertNode(store, connectionId, payload.message.id, 'ChatMessageEdge', 'end');
            insertNode(store, connectionId, payload.answer.id, 'ChatMessageEdge', 'end');
          }
          config.updater?.(store, data);
        },
      }),
    [commit],
  );
  return [send, inFlight] as const;
}
