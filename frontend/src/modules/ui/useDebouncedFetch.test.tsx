import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { RelayEnvironmentProvider } from 'react-relay';
import { Environment, Network, Observable, RecordSource, Store, type GraphQLTaggedNode, type Variables } from 'relay-runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedFetch } from './useDebouncedFetch';

const fetched = vi.hoisted(() => ({ calls: [] as Variables[], fail: false }));
vi.mock('react-relay', async (original) => ({
  ...(await original<typeof import('react-relay')>()),
  fetchQuery: (_environment: unknown, _query: unknown, variables: Variables, options: unknown) => {
    fetched.calls.push(variables);
    expect(options).toEqual({ fetchPolicy: 'network-only' });
    if (fetched.fail) return Observable.create((sink) => sink.error(new Error('offline')));
    return Observable.from({ echo: variables.word });
  },
}));

interface EchoQuery {
  variables: { word: string };
  response: { echo: string };
}

const query = {} as GraphQLTaggedNode;
const environment = new Environment({ network: Network.create(() => Promise.reject(new Error('unused'))), store: new Store(new RecordSource()) });

function wrapper({ children }: { children: ReactNode }) {
  return (
    <RelayEnvironmentProvider environment={environment}>
      <IntlProvider locale="en">{children}</IntlProvider>
    </RelayEnvironmentProvider>
  );
}

function renderFetch(word: string | null, firstAtOnce = false) {
  return renderHook(({ value }: { value: string | null }) => useDebouncedFetch<EchoQuery>(query, value === null ? null : { word: value }, { delayMs: 300, firstAtOnce }), {
    wrapper,
    initialProps: { value: word },
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  fetched.calls = [];
  fetched.fail = false;
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useDebouncedFetch', () => {
  it('reads once the variables have stayed the same for the delay, only the last of quick changes', () => {
    const { result, rerender } = renderFetch('a');
    expect(result.current).toEqual({ data: null, error: null, loading: true });
    act(() => void vi.advanceTimersByTime(200));
    rerender({ value: 'ab' });
    act(() => void vi.advanceTimersByTime(200));
    rerender({ value: 'abc' });
    expect(fetched.calls).toEqual([]);
    act(() => void vi.advanceTimersByTime(300));
    expect(fetched.calls).toEqual([{ word: 'abc' }]);
    expect(result.current).toEqual({ data: { echo: 'abc' }, error: null, loading: false });
  });

  it('reads the first time at once when told, and not again for equal variables', () => {
    const { result, rerender } = renderFetch('a', true);
    act(() => void vi.advanceTimersByTime(0));
    expect(result.current.data).toEqual({ echo: 'a' });
    rerender({ value: 'a' });
    act(() => void vi.advanceTimersByTime(1000));
    expect(fetched.calls).toEqual([{ word: 'a' }]);
  });

  it('keeps the last answer beside a failure, and forgets both when there is nothing to read', () => {
    const { result, rerender } = renderFetch('a', true);
    act(() => void vi.advanceTimersByTime(0));
    fetched.fail = true;
    rerender({ value: 'b' });
    act(() => void vi.advanceTimersByTime(300));
    expect(result.current.data).toEqual({ echo: 'a' });
    expect(result.current.error).toBeTruthy();
    expect(result.current.loading).toBe(false);
    rerender({ value: null });
    expect(result.current).toEqual({ data: null, error: null, loading: false });
  });
});
