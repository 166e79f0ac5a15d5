const listeners = new Set<() => void>();

/** Fired after the subscription socket reconnected: screens re-fetch their data. */
export const resync = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  emit(): void {
    for (const listener of listeners) listener();
  },
};
