import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { environment } from './environment';

/** Starts a route's query from its loader (render-as-you-fetch); cached data shows while it refreshes. */
export function preload<T extends OperationType>(query: GraphQLTaggedNode, variables: T['variables']): PreloadedQuery<T> {
  return loadQuery<T>(environment, query, variables, { fetchPolicy: 'store-and-network' });
}
