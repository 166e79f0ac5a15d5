import { MantineProvider } from '@mantine/core';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import en from '@/lang/en.json';
import { useLoadMore, type LoadNext } from './useLoadMore';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@mantine/notifications', () => ({ notifications: { show: notify } }));

function wrapper({ children }: { children: ReactNode }) {
  return (
    <MantineProvider>
      <IntlProvider locale="en" messages={en}>
        {children}
      </IntlProvider>
    </MantineProvider>
  );
}

/** Relay's `loadNext` while the list's own query is in flight: it completes at once, inside the call. */
const refusing: LoadNext = vi.fn((_count, options) => options?.onComplete?.(null));

describe('useLoadMore', () => {
  it('asks for a page of the given size', () => {
    const loadNext = vi.fn<LoadNext>();
    const { result } = renderHook(() => useLoadMore(loadNext, 20, 20), { wrapper });
    act(() => result.current());
    expect(loadNext).toHaveBeenCalledTimes(1);
    expect(loadNext.mock.calls[0][0]).toBe(20);
  });

  it('keeps a click Relay refused while the list was being read, and makes it once the list can page', () => {
    const accepting = vi.fn<LoadNext>();
    const { result, rerender } = renderHook(({ loadNext }) => useLoadMore(loadNext, 100, 20), { wrapper, initialProps: { loadNext: refusing } });
    act(() => result.current());
    expect(refusing).toHaveBeenCalled();
    expect(accepting).not.toHaveBeenCalled();
    // The list's query is over: Relay gives a new `loadNext`, and the kept click is made with it.
    rerender({ loadNext: accepting });
    expect(accepting).toHaveBeenCalledTimes(1);
    // Once only: a later render does not ask again.
    rerender({ loadNext: vi.fn<LoadNext>() });
    expect(accepting).toHaveBeenCalledTimes(1);
  });

  it('says why a page failed', () => {
    let complete: ((error: Error | null) => void) | undefined;
    const loadNext = vi.fn<LoadNext>((_count, options) => {
      complete = options?.onComplete;
    });
    const { result } = renderHook(() => useLoadMore(loadNext, 20, 20), { wrapper });
    act(() => result.current());
    expect(notify).not.toHaveBeenCalled();
    act(() => complete?.(new Error('Failed to fetch')));
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify.mock.calls[0][0]).toMatchObject({ color: 'red' });
  });

  it('writes the rows loaded to the URL once the page arrived', () => {
    const loadNext = vi.fn<LoadNext>();
    const { result, rerender } = renderHook(({ loaded }) => useLoadMore(loadNext, loaded, 20), { wrapper, initialProps: { loaded: 20 } });
    act(() => result.current());
    rerender({ loaded: 40 });
    expect(new URL(window.location.href).searchParams.get('n')).toBe('40');
  });
});
