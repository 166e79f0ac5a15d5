import { useCallback, useEffect, useRef } from 'react';
import { listUrlKeys } from './listParams';

/**
 * "Load more" that survives Back and reload: once a page arrives, the number of rows loaded is
 * written to the current history entry's URL (`n`, replaced in place, no navigation), and the
 * route's loader asks for that many rows when the entry is shown again.
 */
export function useLoadMore(loadNext: (count: number) => void, loaded: number, pageSize: number): () => void {
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    const url = new URL(window.location.href);
    url.searchParams.set(listUrlKeys.loaded, String(loaded));
    window.history.replaceState(window.history.state, '', url);
  }, [loaded]);
  return useCallback(() => {
    pending.current = true;
    loadNext(pageSize);
  }, [loadNext, pageSize]);
}
