import { useReload } from '@/modules/relay/useReload';

/** A refetchable fragment's `refetch`, as `useReload` takes it. */
export type ChoicesRefetch = Parameters<typeof useReload>[0];

/** An area's "list changed" subscription hook: keeps the connection live, calls `reload` after a reconnect. */
export type UseChoicesChanged = (connectionId: string, reload: () => void) => void;

/**
 * Keeps an admin list of choices live (issue 32): the area's subscription edits the connection
 * in the store, and after the socket reconnected (notices may have been missed) the list is read
 * again from the server. Returns that reload, which a stale edit also uses to show "theirs".
 * `useChanged` must be the same hook on every render (a module-level constant).
 */
export function useLiveChoices(connectionId: string, refetch: ChoicesRefetch, useChanged: UseChoicesChanged): () => Promise<void> {
  const reload = useReload(refetch);
  useChanged(connectionId, reload);
  return reload;
}
