import { startTransition, useCallback, useEffect, useState } from 'react';
import type { GraphQLTaggedNode } from 'relay-runtime';
import { maxPageSize } from '@/modules/ui/list/listParams';
import { applyListChange, type LiveListTarget } from '@/modules/ui/list/liveList';
import type { LoadNext } from '@/modules/ui/list/useLoadMore';
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

/** What reading a paged list again uses of `usePaginationFragment`'s result. */
export interface ShownPage {
  refetch: (variables: { first: number }, options: { fetchPolicy: 'network-only'; onComplete?: (error: Error | null) => void }) => unknown;
  loadNext: LoadNext;
  hasNext: boolean;
  isLoadingNext: boolean;
}

/**
 * The `refetch` a live list is given: reads as many rows as are shown again from the network,
 * so a reconnect keeps the reader's place. The first page is as many as one request may ask
 * (at least a page, at most `maxPageSize`); a list that had more loaded ("Load more", a long
 * windowed list) gets the rest after it, in pages the server allows, until it holds as many
 * as before or the list ends. One hook for what each list wrote for itself (issue 32).
 */
export function useRefetchShown(page: ShownPage, pageSize: number, shown: number): () => void {
  const { refetch, loadNext, hasNext, isLoadingNext } = page;
  const [target, setTarget] = useState<number | null>(null);
  useEffect(() => {
    if (target === null) return;
    if (shown >= target || !hasNext) setTarget(null);
    else if (!isLoadingNext) loadNext(Math.min(maxPageSize, target - shown));
  }, [target, shown, hasNext, isLoadingNext, loadNext]);
  return useCallback(() => {
    const wanted = Math.max(pageSize, shown);
    setTarget(null);
    startTransition(
      () =>
        void refetch(
          { first: Math.min(maxPageSize, wanted) },
          { fetchPolicy: 'network-only', onComplete: (error) => !error && wanted > maxPageSize && setTarget(wanted) },
        ),
    );
  }, [refetch, pageSize, shown]);
}
