export interface Coalesced {
  /** Asks for a run; a burst of asks gives one run (and at most one more after a run in flight). */
  trigger(): void;
  /** Stops: nothing scheduled runs any more. */
  dispose(): void;
}

/**
 * Coalesces asks for `run` (a refetch): the first ask waits `waitMs` for the rest of its burst, one
 * run goes at a time, and asks arriving while it runs give a single run after it.
 */
export function coalesce(run: () => Promise<unknown>, waitMs = 100): Coalesced {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running = false;
  let again = false;
  let disposed = false;
  const start = () => {
    timer = null;
    if (disposed) return;
    running = true;
    again = false;
    void run()
      .catch(() => undefined)
      .finally(() => {
        running = false;
        if (again && !disposed) start();
      });
  };
  return {
    trigger() {
      if (disposed) return;
      if (running) {
        again = true;
        return;
      }
      if (timer === null) timer = setTimeout(start, waitMs);
    },
    dispose() {
      disposed = true;
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}
