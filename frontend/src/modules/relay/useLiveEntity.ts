import { useCallback, useEffect, useMemo, useRef } from 'react';
import { fetchQuery, useRelayEnvironment, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig, GraphQLTaggedNode, OperationType, RecordSourceSelectorProxy } from 'relay-runtime';
import { resync } from './resync';

/** What a detail hook adds to the shared recipe (issue 32); read at each notice, so it may change between renders. */
export interface LiveEntityOptions {
  /** The subscription's variable that carries the id (`id` unless the server keys it otherwise, e.g. `applicationId`). */
  variable?: string;
  /** Store work beyond the normalized write, e.g. appending a comment or a message to its connection. */
  updater?: (store: RecordSourceSelectorProxy) => void;
  /** Called after each notice has reached the store. */
  onNext?: () => void;
  /** The subscription's other variables (a list's filter the server matches what it sends against), compared by value: a new one subscribes anew. */
  variables?: Record<string, unknown>;
}

/**
 * A detail page kept live (issue 32, one detail recipe): its `…Changed(id: $id)` subscription
 * writes each change into the store, where every view of the entity updates in place, and after
 * the socket reconnects (notices may have been missed) `refresh` reads the page again. Every
 * `use<Entity>ChangedSubscription` calls this, so the re-sync on reconnect lives here only.
 */
export function useLiveEntity(subscription: GraphQLTaggedNode, id: string, refresh: () => void, options: LiveEntityOptions = {}): void {
  const live = useRef({ refresh, options });
  useEffect(() => {
    live.current = { refresh, options };
  }, [refresh, options]);
  const variable = options.variable ?? 'id';
  const extra = JSON.stringify(options.variables ?? {});
  const config = useMemo<GraphQLSubscriptionConfig<OperationType>>(
    () => ({
      subscription,
      variables: { ...(JSON.parse(extra) as Record<string, unknown>), [variable]: id },
      updater: (store) => live.current.options.updater?.(store),
      onNext: () => live.current.options.onNext?.(),
      onError: (error) => console.warn('a live detail subscription ended', error),
    }),
    [subscription, id, variable, extra],
  );
  useSubscription(config);
  useEffect(() => resync.subscribe(() => live.current.refresh()), []);
}

/** A page's `refresh`: its query read again from the network with `{ id }` (what is shown stays meanwhile). */
export function usePageRefresh(query: GraphQLTaggedNode, id: string): () => void {
  const environment = useRelayEnvironment();
  return useCallback(() => void fetchQuery(environment, query, { id }, { fetchPolicy: 'network-only' }).subscribe({}), [environment, query, id]);
}
