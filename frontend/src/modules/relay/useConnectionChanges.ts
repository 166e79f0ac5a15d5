import { useEffect, useMemo, useRef } from 'react';
import { useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig, GraphQLTaggedNode } from 'relay-runtime';
import { insertNode, removeNode } from '@/modules/ui/list/connectionUpdaters';
import { resync } from './resync';

/** A `…Changed` notice: `{ kind, <node> }` under the subscription's root field. */
interface Notice {
  variables: Record<string, never>;
  response: Record<string, unknown>;
}

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

/**
 * Keeps a whole list live through the store: a CREATED node joins the connection (once), an
 * UPDATED one changes in place (its fields come with the notice), a DELETED one leaves it; after
 * a reconnect (`resync`) the list is read again.
 */
export function useConnectionChanges({ subscription, field, nodeField, ...live }: Options): void {
  const liveRef = useRef(live);
  useEffect(() => {
    liveRef.current = live;
  });
  const config = useMemo<GraphQLSubscriptionConfig<Notice>>(
    () => ({
      subscription,
      variables: {},
      updater: (store) => {
        const change = store.getRootField(field);
        const node = change?.getLinkedRecord(nodeField);
        if (!change || !node) return;
        const { connectionId, edgeType, insertAt } = liveRef.current;
        const kind = change.getValue('kind');
        if (kind === 'CREATED') insertNode(store, connectionId, node.getDataID(), edgeType, insertAt);
        else if (kind === 'DELETED') removeNode(store, connectionId, node.getDataID());
      },
      onError: (error) => console.warn(`${field} subscription ended`, error),
    }),
    [subscription, field, nodeField],
  );
  useSubscription(config);
  useEffect(() => resync.subscribe(() => liveRef.current.refetch()), []);
}
