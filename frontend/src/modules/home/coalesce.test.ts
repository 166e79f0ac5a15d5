import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalesce } from './coalesce';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('coalesced refetches', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once for a burst of notices', async () => {
    const run = vi.fn(() => Promise.resolve());
    const runner = coalesce(run, 100);
    for (let notice = 0; notice < 10; notice += 1) runner.trigger();
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs once more after a run in flight when notices arrived meanwhile, never two at a time', async () => {
    const pending = [deferred(), deferred()];
    let inFlight = 0;
    let most = 0;
    const run = vi.fn(async () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await pending[run.mock.calls.length - 1].promise;
      inFlight -= 1;
    });
    const runner = coalesce(run, 100);
    runner.trigger();
    await vi.advanceTimersByTimeAsync(100);
    expect(run).toHaveBeenCalledTimes(1);
    runner.trigger();
    runner.trigger();
    runner.trigger();
    await vi.advanceTimersByTimeAsync(500);
    expect(run).toHaveBeenCalledTimes(1);
    pending[0].resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(2);
    pending[1].resolve();
    await vi.advanceTimersByTimeAsync(500);
    expect(run).toHaveBeenCalledTimes(2);
    expect(most).toBe(1);
  });

  it('keeps going after a failed run', async () => {
    const run = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const runner = coalesce(run, 100);
    runner.trigger();
    await vi.advanceTimersByTimeAsync(100);
    runner.trigger();
    await vi.advanceTimersByTimeAsync(100);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('runs nothing after it is disposed', async () => {
    const run = vi.fn(() => Promise.resolve());
    const runner = coalesce(run, 100);
    runner.trigger();
    runner.dispose();
    runner.trigger();
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).not.toHaveBeenCalled();
  });
});
