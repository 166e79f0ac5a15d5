import { useCallback, useEffect, useMemo, useRef } from 'react';
import { fetchQuery, useRelayEnvironment, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig, GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { resync } from './resync';

/**
 * A detail page kept live (issue 32, one detail recipe): its `…Changed(id: $id)` subscription
 * writes each change into the store, where every view of the entity updates in place, and after
 * the socket reconnects (notices may have been missed) `refresh` reads the page again.
 */
export function useLiveEntity(subscription: GraphQLTaggedNode, id: string, refresh: () => void): void {
  const refreshRef = useRef(refresh);
  useEffect(() => {
    refreshRef.current = refresh;
  }, [refresh]);
  const config = useMemo<GraphQLSubscriptionConfig<OperationType>>(
    () => ({
      subscription,
      variables: { id },
      onError: (error) => console.warn('a live detail subscription ended', error),
    }),
    [subscription, id],
  );
  useSubscription(config);
  useEffect(() => resync.subscribe(() => refreshRef.current()), []);
}

/** A page's `refresh`: its query read again from the network with `{ id }` (what is shown stays meanwhile). */
export function usePageRefresh(query: GraphQLTaggedNode, id: string): () => void {
  const environment = useRelayEnvironment();
  return useCallback(() => void fetchQuery(environment, query, { id }, { fetchPolicy: 'network-only' }).subscribe({}), [environment, query, id]);
}
