import { useEffect, useMemo, useRef } from 'react';
import { useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig, GraphQLTaggedNode, RecordProxy, RecordSourceProxy } from 'relay-runtime';
import { resync } from './resync';

interface ListOperation {
  variables: Record<string, unknown>;
  response: Record<string, unknown>;
}

export interface ListNoticesOptions {
  /** A list's `…Changed` subscription and its root field. */
  subscription: GraphQLTaggedNode;
  field: string;
  /** Its variables (a list's filter), compared by value: an equal filter keeps the subscription. */
  variables: Record<string, unknown>;
  /** Applies one notice (the root field's record) to the store. */
  apply: (store: RecordSourceProxy, change: RecordProxy) => void;
  /** Reads the list again: called after the socket reconnected (notices may have been missed). */
  refetch: () => void;
}

/**
 * The one skeleton of a live list (issue 32): subscribe, hand each notice to `apply` (the
 * latest one given, so a re-render does not resubscribe), and read the list again after a
 * reconnect. `useLiveList` and `useConnectionChanges` differ only in `apply`.
 */
export function useListNotices({ subscription, field, variables, apply, refetch }: ListNoticesOptions): void {
  const liveRef = useRef({ apply, refetch });
  useEffect(() => {
    liveRef.current = { apply, refetch };
  });
  const key = JSON.stringify(variables);
  const config = useMemo<GraphQLSubscriptionConfig<ListOperation>>(
    () => ({
      subscription,
      variables: JSON.parse(key) as Record<string, unknown>,
      updater: (store) => {
        const change = store.getRootField(field);
        if (change) liveRef.current.apply(store, change);
      },
      onError: (error) => console.warn(`${field} subscription ended`, error),
    }),
    [subscription, field, key],
  );
  useSubscription(config);
  useEffect(() => resync.subscribe(() => liveRef.current.refetch()), []);
}
