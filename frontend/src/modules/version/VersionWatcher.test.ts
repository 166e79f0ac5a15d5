import { describe, expect, it, vi } from 'vitest';
import { reloadForNewBuild } from './VersionWatcher';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('reloadForNewBuild', () => {
  it('reloads into the new build when an old chunk is missing, and not again within 10 s', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const first = new Event('vite:preloadError', { cancelable: true });
    expect(reloadForNewBuild(first, storage, reload, 100_000)).toBe(true);
    expect(first.defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);

    // Still failing right after the reload: a real failure, left to show.
    const again = new Event('vite:preloadError', { cancelable: true });
    expect(reloadForNewBuild(again, storage, reload, 105_000)).toBe(false);
    expect(again.defaultPrevented).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    // Long after: another deploy, another reload.
    expect(reloadForNewBuild(new Event('vite:preloadError', { cancelable: true }), storage, reload, 200_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
