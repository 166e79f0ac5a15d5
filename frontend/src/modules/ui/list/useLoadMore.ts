import { useCallback, useEffect, useRef, useState } from 'react';
import { useShowError } from '@/modules/relay/showFailure';
import { listUrlKeys } from './listParams';

/** Relay's `loadNext` (`usePaginationFragment`): `onComplete` is told when the page arrived or failed. */
export type LoadNext = (count: number, options?: { onComplete?: (error: Error | null) => void }) => unknown;

/**
 * A "Load more" click: asks Relay for the next `pageSize` rows. Relay refuses to page, without a
 * word, while the list's own query is still in flight (cached rows shown during a refresh, or
 * the first response shown a moment before its request is over); it says so by completing at
 * once, inside the call. Such a click is kept, and made as soon as the list can page, rather
 * than lost. A page that fails says why, and the button stays. Every "Load more" calls this.
 */
export function useLoadNext(loadNext: LoadNext, pageSize: number): () => void {
  const showError = useShowError();
  const [waiting, setWaiting] = useState(false);
  /** Asks for the next page; false when Relay refused at once (see above). */
  const start = useCallback((): boolean => {
    let inside = true;
    let refused = false;
    loadNext(pageSize, {
      onComplete: (error) => {
        if (inside) refused = true;
        else if (error) showError(error);
      },
    });
    inside = false;
    return !refused;
  }, [loadNext, pageSize, showError]);
  // `loadNext` is a new function once the list's query is over: the kept click is made then.
  useEffect(() => {
    if (waiting && start()) setWaiting(false);
  }, [waiting, start]);
  return useCallback(() => setWaiting(!start()), [start]);
}

/**
 * "Load more" that survives Back and reload: once a page arrives, the number of rows loaded is
 * written to the current history entry's URL (`n`, replaced in place, no navigation), and the
 * route's loader asks for that many rows when the entry is shown again. The click is
 * `useLoadNext`'s.
 */
export function useLoadMore(loadNext: LoadNext, loaded: number, pageSize: number): () => void {
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    const url = new URL(window.location.href);
    url.searchParams.set(listUrlKeys.loaded, String(loaded));
    window.history.replaceState(window.history.state, '', url);
  }, [loaded]);
  const next = useLoadNext(loadNext, pageSize);
  return useCallback(() => {
    pending.current = true;
    next();
  }, [next]);
}
