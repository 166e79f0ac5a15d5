import { fetchQuery, useRelayEnvironment, type GraphQLTaggedNode } from 'react-relay';

/**
 * Reads one node again from the server (a `query($id: ID!) { node(id: $id) { … } }`), network
 * only, so a form can show "theirs" after a stale save; resolves once the store has it. Undefined
 * without an id (a form for a new record has nothing to read).
 */
export function useNodeReload(query: GraphQLTaggedNode, id: string | null | undefined): (() => Promise<unknown>) | undefined {
  const environment = useRelayEnvironment();
  return id ? () => fetchQuery(environment, query, { id }, { fetchPolicy: 'network-only' }).toPromise() : undefined;
}
