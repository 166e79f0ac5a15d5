import { useEffect, useMemo, useRef } from 'react';
import { useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig, GraphQLTaggedNode } from 'relay-runtime';
import { applyListChange, type LiveListTarget } from '@/modules/ui/list/liveList';
import { resync } from './resync';

/** A list subscription: it takes the list's filter and answers `{ kind, id, matches, <node> }`. */
interface LiveListOperation {
  variables: Record<string, unknown>;
  response: Record<string, unknown>;
}

export interface LiveListOptions extends LiveListTarget {
  /** The area's list subscription (`documentsChanged(filter: $filter)`) and its root field. */
  subscription: GraphQLTaggedNode;
  field: string;
  /** The list's filter, as the list query was given it: the server matches rows against it. */
  variables: Record<string, unknown>;
  /** Reads the list again: called after the socket reconnected (notices may have been missed). */
  refetch: () => void;
}

/**
 * Keeps a filtered list live through the store (issue 32, "one live list"): the subscription
 * is given the list's filter and each notice says whether the row is in the list now, so a row
 * joins, changes in place or leaves exactly as a fresh load would have it. A new filter is a
 * new subscription; after a reconnect the list is read again.
 */
export function useLiveList({ subscription, field, variables, refetch, ...target }: LiveListOptions): void {
  const liveRef = useRef({ target, refetch });
  useEffect(() => {
    liveRef.current = { target, refetch };
  });
  // The filter by value: a re-render with an equal filter keeps the subscription.
  const key = JSON.stringify(variables);
  const config = useMemo<GraphQLSubscriptionConfig<LiveListOperation>>(
    () => ({
      subscription,
      variables: JSON.parse(key) as Record<string, unknown>,
      updater: (store) => {
        const change = store.getRootField(field);
        if (change) applyListChange(store, change, liveRef.current.target);
      },
      onError: (error) => console.warn(`${field} subscription ended`, error),
    }),
    [subscription, field, key],
  );
  useSubscription(config);
  useEffect(() => resync.subscribe(() => liveRef.current.refetch()), []);
}
