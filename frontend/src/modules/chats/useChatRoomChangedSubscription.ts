import { useMemo } from 'react';
import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { useLiveEntity } from '@/modules/relay/useLiveEntity';
import { insertNode, removeNode } from '@/modules/ui/list/connectionUpdaters';

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
  const options = useMemo(
    () => ({
      updater: (store: RecordSourceSelectorProxy) => {
        const change = store.getRootField('chatRoomChanged');
        const message = change?.getLinkedRecord('message');
        if (!change || !message) return;
        if (change.getValue('kind') === 'DELETED') removeNode(store, connectionId, message.getDataID());
        else insertNode(store, connectionId, message.getDataID(), 'ChatMessageEdge', 'end');
      },
    }),
    [connectionId],
  );
  useLiveEntity(subscription, roomId, refresh, options);
}
