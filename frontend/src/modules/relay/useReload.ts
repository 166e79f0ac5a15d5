import { startTransition, useCallback } from 'react';

/** A refetchable fragment's `refetch` (from `useRefetchableFragment`) for a fragment without variables. */
type Refetch = (variables: Record<string, never>, options: { fetchPolicy: 'network-only'; onComplete: (error: Error | null) => void }) => unknown;

/**
 * Reads a refetchable fragment again from the server, in a transition (what is shown stays until
 * the new data is in the store): after a reconnect, or to show "theirs" after a stale save.
 * Resolves once the store has it (or the read failed).
 */
export function useReload(refetch: Refetch): () => Promise<void> {
  return useCallback(
    () =>
      new Promise<void>((resolve) => {
        startTransition(() => {
          refetch({}, { fetchPolicy: 'network-only', onComplete: () => resolve() });
        });
      }),
    [refetch],
  );
}
