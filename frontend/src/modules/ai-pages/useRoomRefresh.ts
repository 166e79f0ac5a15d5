import { startTransition, useCallback } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import type { GraphQLTaggedNode, Variables } from 'relay-runtime';

/**
 * Reads a generation room's query again into the store (after a reconnect or when its stream
 * ends), in a transition so the pane keeps showing what it has meanwhile (issue 32: shared by
 * the generation pages).
 */
export function useRoomRefresh(query: GraphQLTaggedNode, variables: Variables): () => void {
  const environment = useRelayEnvironment();
  // The variables by value: a caller's fresh object each render keeps the same callback.
  const key = JSON.stringify(variables);
  return useCallback(
    () => startTransition(() => void fetchQuery(environment, query, JSON.parse(key) as Variables, { fetchPolicy: 'network-only' }).subscribe({})),
    [environment, query, key],
  );
}
