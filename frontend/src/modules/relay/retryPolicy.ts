/** WebSocket close codes that must not be retried (product spec §8). */
export const nonRetryableCloseCodes: readonly number[] = [4500, 4005, 4400, 4004, 4401, 4406, 4409, 4429];

/** Largest exponent used, so a long outage still retries every ~minute (unlimited retries). */
export const maxBackoffExponent = 6;

/** Reconnect delay: 2^attempt seconds plus 0.3–3 s of random jitter. */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const exponent = Math.min(Math.max(0, Math.floor(attempt)), maxBackoffExponent);
  const jitter = 300 + random() * 2700;
  return 2 ** exponent * 1000 + jitter;
}

function closeCodeOf(errOrCloseEvent: unknown): number | null {
  if (errOrCloseEvent !== null && typeof errOrCloseEvent === 'object' && 'code' in errOrCloseEvent) {
    const { code } = errOrCloseEvent as { code: unknown };
    if (typeof code === 'number') return code;
  }
  return null;
}

/** Whether graphql-ws should reconnect after this error or close event. */
export function shouldRetry(errOrCloseEvent: unknown): boolean {
  const code = closeCodeOf(errOrCloseEvent);
  if (code === null) return true;
  return !nonRetryableCloseCodes.includes(code);
}

/** WebSocket codes below 2000 that graphql-ws retries; it gives up on every other one. */
const retriedInternalCloseCodes: readonly number[] = [1000, 1001, 1005, 1006, 1012, 1013, 1014];

/**
 * Whether the client stops for good after this close: our policy's codes (spec §8), or a
 * WebSocket-level code graphql-ws treats as fatal (1002, 1011, …), which it does not retry
 * whatever `shouldRetry` says. The header then says live updates stopped, not "Reconnecting".
 */
export function givesUp(errOrCloseEvent: unknown): boolean {
  const code = closeCodeOf(errOrCloseEvent);
  if (code === null) return false;
  if (code >= 1000 && code <= 1999 && !retriedInternalCloseCodes.includes(code)) return true;
  return !shouldRetry(errOrCloseEvent);
}
