import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { preload } from '@/modules/relay/preload';

/** What a page with one query and no parameter gets from its loader. */
export interface QueryPageData<Q extends OperationType> {
  queryRef: PreloadedQuery<Q>;
}

/** What a page about one entity gets: the route's id parameter and its query. */
export interface DetailPageData<Q extends OperationType> {
  id: string;
  queryRef: PreloadedQuery<Q>;
}

/** What a list page gets: its query and the filter it ran with (the live list subscribes with it). */
export interface ListPageData<Q extends OperationType, F> {
  queryRef: PreloadedQuery<Q>;
  filter: F;
}

/**
 * The loader of a page whose query takes no variables (issue 32): it starts the query under
 * `key`, so the previous one of the same page is released (see `preload`).
 */
export function queryLoader<Q extends OperationType>(query: GraphQLTaggedNode, key: string): () => QueryPageData<Q> {
  return () => ({ queryRef: preload<Q>(query, {}, key) });
}

/**
 * The loader of a page about one entity (issue 32): it reads the route parameter `param` (empty
 * when absent, so the page shows its not-found screen) and starts the query with `{ id }`.
 */
export function detailLoader<Q extends OperationType & { variables: { id: string } }>(
  query: GraphQLTaggedNode,
  param: string,
  key: string,
): (args: LoaderFunctionArgs) => DetailPageData<Q> {
  return ({ params }) => {
    const id = params[param] ?? '';
    return { id, queryRef: preload<Q>(query, { id } as Q['variables'], key) };
  };
}

/**
 * The loader of a list page (issue 32): its state comes from the URL, read with the area's
 * `parse`, turned into the query's variables with `toVariables`, and the filter goes to the page.
 * The query's type comes from the loader's declared type (`ListPageLoader<Query, Filter>`).
 */
export function listLoader<Q extends OperationType, P, V extends Q['variables'] & { filter: unknown }>(
  query: GraphQLTaggedNode,
  parse: (search: URLSearchParams) => P,
  toVariables: (params: P) => V,
  key: string,
): ListPageLoader<Q, V['filter']> {
  return ({ request }) => {
    const variables = toVariables(parse(new URL(request.url).searchParams));
    return { queryRef: preload<Q>(query, variables, key), filter: variables.filter };
  };
}

/** A list page's loader. */
export type ListPageLoader<Q extends OperationType, F> = (args: LoaderFunctionArgs) => ListPageData<Q, F>;

/** A query-string value a loader reads (`?room=`, `?agent=`), trimmed; null when absent or blank. */
export function searchParam(request: Request, name: string): string | null {
  return new URL(request.url).searchParams.get(name)?.trim() || null;
}
