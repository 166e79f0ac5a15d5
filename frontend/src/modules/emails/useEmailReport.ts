import { startTransition, useCallback } from 'react';
import { maxPageSize } from '@/modules/ui/list/listParams';
import { useListParams, type ListParamsCodec } from '@/modules/ui/list/useListParams';
import { useLoadMore, type LoadNext } from '@/modules/ui/list/useLoadMore';

/** What the hook needs of `usePaginationFragment`. */
interface Pagination {
  loadNext: LoadNext;
  hasNext: boolean;
  isLoadingNext: boolean;
  refetch: (variables: { first: number }, options: { fetchPolicy: 'network-only' }) => unknown;
}

/**
 * The state a job report's table (its recipients, its events) keeps (issue 32: the two tables
 * call this, not a copy): the recipient search and filter in the URL, "load more" that survives
 * Back, and a reload of the rows shown (at least a page, at most what one request gives).
 * `section` is what `EmailReportSection` takes of it.
 */
export function useEmailReport<P extends { recipient: string }>(codec: ListParamsCodec<P>, pageSize: number, page: Pagination, connection: { totalCount: number; totalCountCapped?: boolean; edges: readonly unknown[] }) {
  const { params, update, clear, filtered } = useListParams(codec);
  const shown = connection.edges.length;
  const onLoadMore = useLoadMore(page.loadNext, shown, pageSize);
  const { refetch } = page;
  const reloadRows = useCallback(
    (count: number) => startTransition(() => void refetch({ first: Math.min(maxPageSize, Math.max(pageSize, count)) }, { fetchPolicy: 'network-only' })),
    [refetch, pageSize],
  );
  const section = {
    recipient: params.recipient,
    // A typed search replaces the history entry (Back skips the keystrokes).
    onSearch: (recipient: string) => update({ recipient } as Partial<P>, { replace: true }),
    filtered,
    onClear: clear,
    shown,
    totalCount: connection.totalCount,
    totalCountCapped: connection.totalCountCapped,
    hasNext: page.hasNext,
    isLoadingNext: page.isLoadingNext,
    onLoadMore,
  };
  return { params, update, reloadRows, section };
}
