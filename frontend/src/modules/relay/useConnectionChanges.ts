import type { GraphQLTaggedNode } from 'relay-runtime';
import { insertNode, removeNode } from '@/modules/ui/list/connectionUpdaters';
import { useListNotices } from './useListNotices';

interface Options {
  /** A subscription without variables whose root field holds `kind` (CREATED, UPDATED, DELETED) and the node. */
  subscription: GraphQLTaggedNode;
  /** Its root field (`issueStatusesChanged`) and the node's field in it (`issueStatus`). */
  field: string;
  nodeField: string;
  /** The list's connection (`__id`) and its edge type. */
  connectionId: string;
  edgeType: string;
  /** Where a created node joins the list. */
  insertAt: 'start' | 'end';
  /** Reads the list again: called after the socket reconnected (notices may have been missed). */
  refetch: () => void;
}

const noVariables = {};

/**
 * Keeps a whole list live through the store: a CREATED node joins the connection (once), an
 * UPDATED one changes in place (its fields come with the notice), a DELETED one leaves it; after
 * a reconnect (`resync`) the list is read again.
 */
export function useConnectionChanges({ subscription, field, nodeField, connectionId, edgeType, insertAt, refetch }: Options): void {
  useListNotices({
    subscription,
    field,
    variables: noVariables,
    refetch,
    apply: (store, change) => {
      const node = change.getLinkedRecord(nodeField);
      if (!node) return;
      const kind = change.getValue('kind');
      if (kind === 'CREATED') insertNode(store, connectionId, node.getDataID(), edgeType, insertAt);
      else if (kind === 'DELETED') removeNode(store, connectionId, node.getDataID());
    },
  });
}
