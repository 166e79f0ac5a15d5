import { useEffect, useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { resync } from '@/modules/relay/resync';
import { insertNode, removeNode } from '@/modules/ui/list/connectionUpdaters';
import type { useChatRoomChangedSubscription as Subscription } from './__generated__/useChatRoomChangedSubscription.graphql';

const subscription = graphql`
  subscription useChatRoomChangedSubscription($id: ID!) {
    chatRoomChanged(id: $id) {
      kind
      message {
        id
        createdAt
        status
        # A generation's save shows in every tab ("Open saved document").
        saved
        savedDocumentId
        savedDocument {
          id
          title
        }
        # A flow generation's apply shows in every tab ("Open the workflow").
        applied
        appliedWorkflowInstanceId
        ...ChatMessageItem_message
      }
    }
  }
`;

/**
 * Keeps an open room live: a message added anywhere (the employee's, an answer started in
 * another tab, a retry) is appended to the room's messages; an answer's final state (completed,
 * failed, stopped) changes it in place. After a reconnect `refresh` reads the room again.
 */
export function useChatRoomChangedSubscription(roomId: string, connectionId: string, refresh: () => void): void {
  const live = useRef({ connectionId, refresh });
  useEffect(() => {
    live.current = { connectionId, refresh };
  }, [connectionId, refresh]);
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: { id: roomId },
      updater: (store) => {
        const change = store.getRootField('chatRoomChanged');
        const message = change?.getLinkedRecord('message');
        if (!change || !message) return;
        if (change.getValue('kind') === 'DELETED') removeNode(store, live.current.connectionId, message.getDataID());
        else insertNode(store, live.current.connectionId, message.getDataID(), 'ChatMessageEdge', 'end');
      },
      onError: (error) => console.warn('chatRoomChanged subscription ended', error),
    }),
    [roomId],
  );
  useSubscription(config);
  useEffect(() => resync.subscribe(() => live.current.refresh()), []);
}
