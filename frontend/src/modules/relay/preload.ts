import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { environment } from './environment';

/** How long a replaced query stays retained (a mounted page keeps its own retain anyway). */
const releaseDelayMs = 30_000;

const latest = new Map<string, PreloadedQuery<OperationType>>();

/**
 * Starts a route's query from its loader (render-as-you-fetch); cached data shows while it
 * refreshes. The previous query of the same route is released a little later, so the store can
 * garbage-collect data no screen uses.
 */
export function preload<T extends OperationType>(query: GraphQLTaggedNode, variables: T['variables'], key?: string): PreloadedQuery<T> {
  const ref = loadQuery<T>(environment, query, variables, { fetchPolicy: 'store-and-network' });
  if (key) {
    const previous = latest.get(key);
    latest.set(key, ref as unknown as PreloadedQuery<OperationType>);
    if (previous) setTimeout(() => previous.dispose(), releaseDelayMs);
  }
  return ref;
}
