import { describe, expect, it, vi } from 'vitest';
import { createWriteOrder } from './writeOrder';

function deferred() {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createWriteOrder', () => {
  it('lets a read go at once when nothing is being written', async () => {
    const order = createWriteOrder();
    let read = false;
    void order.beforeRead().then(() => (read = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(read).toBe(true);
  });

  it('holds a read until a write sent before it has settled, also when the write failed', async () => {
    const order = createWriteOrder();
    const write = deferred();
    order.writing(write.promise);
    let read = false;
    const reading = order.beforeRead().then(() => (read = true));
    await new Promise((r) => setTimeout(r, 10));
    expect(read).toBe(false);
    write.reject(new Error('refused'));
    await reading;
    expect(read).toBe(true);
  });

  it('does not hold a read for a write noted after it', async () => {
    const order = createWriteOrder();
    const first = deferred();
    order.writing(first.promise);
    const reading = order.beforeRead();
    order.writing(new Promise(() => undefined));
    first.resolve();
    await expect(reading).resolves.toBeUndefined();
  });

  it('lets a read go after the cap when a write hangs', async () => {
    vi.useFakeTimers();
    try {
      const order = createWriteOrder(3000);
      order.writing(new Promise(() => undefined));
      let read = false;
      void order.beforeRead().then(() => (read = true));
      await vi.advanceTimersByTimeAsync(2999);
      expect(read).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(read).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
