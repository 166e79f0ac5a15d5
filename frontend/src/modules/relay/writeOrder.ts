/**
 * Read your own writes across requests: a query sent while one of this tab's mutations is in
 * flight waits for that mutation to settle before it goes out. The server answers a mutation
 * only once its read models show it (ARCHITECTURE, "read-your-writes"), but a query sent
 * beside it can overtake it: a document starred and then at once looked for under
 * Favourites was missing from a list that was never told to look again.
 *
 * Uploads are not waited for (they may take minutes), and no query waits longer than
 * `MAX_WAIT_MS` for a slow write: an old answer is better than a screen that hangs.
 */
export const MAX_WAIT_MS = 3000;

export interface WriteOrder {
  /** Notes a write now in flight; it counts until `settled` settles (either way). */
  writing(settled: Promise<unknown>): void;
  /** Resolves once every write noted before this call has settled, or after the cap. */
  beforeRead(): Promise<void>;
}

export function createWriteOrder(maxWaitMs = MAX_WAIT_MS): WriteOrder {
  const inFlight = new Set<Promise<unknown>>();
  return {
    writing(settled) {
      const tracked = settled.then(
        () => undefined,
        () => undefined,
      );
      inFlight.add(tracked);
      void tracked.then(() => inFlight.delete(tracked));
    },
    beforeRead() {
      if (inFlight.size === 0) return Promise.resolve();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const cap = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, maxWaitMs);
      });
      const writes = Promise.all([...inFlight]).then(() => undefined);
      return Promise.race([writes, cap]).finally(() => clearTimeout(timer));
    },
  };
}

/** The tab's one order of writes and reads, used by the Relay network layer. */
export const writeOrder = createWriteOrder();
