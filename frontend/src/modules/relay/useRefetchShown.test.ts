import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useRefetchShown, type ShownPage } from './useLiveList';

/**
 * A list of `total` rows as Relay pages it: a refetch keeps the first `first` and completes
 * after the call, as a network answer does; each page adds `count`.
 */
function pagedList(total: number, shown: number) {
  const state = { shown, loading: false };
  const refetch = vi.fn<ShownPage['refetch']>((variables, options) => {
    state.shown = Math.min(total, variables.first);
    queueMicrotask(() => options.onComplete?.(null));
  });
  const loadNext = vi.fn<ShownPage['loadNext']>((count) => {
    state.shown = Math.min(total, state.shown + count);
  });
  const page = (): ShownPage => ({ refetch, loadNext, hasNext: state.shown < total, isLoadingNext: state.loading });
  return { state, refetch, loadNext, page };
}

describe('useRefetchShown', () => {
  it('reads a short list again in one request, as many rows as were shown and at least a page', async () => {
    const list = pagedList(50, 7);
    const { result } = renderHook(() => useRefetchShown(list.page(), 20, list.state.shown));
    await act(async () => result.current());
    expect(list.refetch.mock.calls.map(([variables]) => variables)).toEqual([{ first: 20 }]);
    expect(list.loadNext).not.toHaveBeenCalled();
  });

  it('brings back every row a long list had loaded, in pages the server allows, and stops there', async () => {
    const list = pagedList(1_000, 250);
    const { result, rerender } = renderHook(() => useRefetchShown(list.page(), 20, list.state.shown));
    await act(async () => result.current());
    // Each page arrives as a new render with more rows shown.
    for (let i = 0; i < 5; i += 1) await act(async () => rerender());
    expect(list.refetch.mock.calls.map(([variables]) => variables)).toEqual([{ first: 100 }]);
    expect(list.loadNext.mock.calls.map(([count]) => count)).toEqual([100, 50]);
    expect(list.state.shown).toBe(250);
  });

  it('stops when the list ends before it is as long as it was', async () => {
    const list = pagedList(180, 250);
    const { result, rerender } = renderHook(() => useRefetchShown(list.page(), 20, list.state.shown));
    await act(async () => result.current());
    for (let i = 0; i < 5; i += 1) await act(async () => rerender());
    expect(list.loadNext.mock.calls.map(([count]) => count)).toEqual([100]);
    expect(list.state.shown).toBe(180);
  });
});
