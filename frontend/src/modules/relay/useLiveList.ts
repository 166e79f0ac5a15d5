import { startTransition, useCallback } from 'react';
import type { GraphQLTaggedNode } from 'relay-runtime';
import { applyListChange, type LiveListTarget } from '@/modules/ui/list/liveList';
import { useListNotices } from './useListNotices';

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
 * is given the list's filter and each notice (`{ kind, id, matches, <node> }`) says whether the
 * row is in the list now, so a row joins, changes in place or leaves exactly as a fresh load
 * would have it. A new filter is a new subscription; after a reconnect the list is read again.
 */
export function useLiveList({ subscription, field, variables, refetch, ...target }: LiveListOptions): void {
  useListNotices({ subscription, field, variables, refetch, apply: (store, change) => applyListChange(store, change, target) });
}

/** A paged list's `refetch` (`usePaginationFragment`), as a live list reads the list again. */
type RefetchPage = (variables: { first: number }, options: { fetchPolicy: 'network-only' }) => unknown;

/**
 * The `refetch` a live list is given: reads as many rows as are shown again from the network
 * (a page at least, and at most 100, the server's limit), so a reconnect keeps the reader's
 * place. One copy of what each list wrote for itself (issue 32).
 */
export function useRefetchShown(refetch: RefetchPage, pageSize: number, shown: number): () => void {
  return useCallback(
    () => startTransition(() => void refetch({ first: Math.min(100, Math.max(pageSize, shown)) }, { fetchPolicy: 'network-only' })),
    [refetch, pageSize, shown],
  );
}
