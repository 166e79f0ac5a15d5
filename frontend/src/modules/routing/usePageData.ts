import { usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';

/**
 * A page's loader data with its query's answer as `data` (issue 32): the one place a page reads
 * what its loader started (`useLoaderData` + `usePreloadedQuery`). `Q` is the query's generated
 * type, `D` the loader's data (a `queryRef` of `Q` and whatever else the loader read).
 */
export function usePageData<Q extends OperationType, D extends { queryRef: PreloadedQuery<Q> } = { queryRef: PreloadedQuery<Q> }>(
  query: GraphQLTaggedNode,
): D & { data: Q['response'] } {
  const loaded = useLoaderData() as D;
  const data = usePreloadedQuery<Q>(query, loaded.queryRef);
  return { ...loaded, data };
}
