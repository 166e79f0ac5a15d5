import { renderHook } from '@testing-library/react';
import type { UseMutationConfig } from 'react-relay';
import type { GraphQLTaggedNode, RecordSourceSelectorProxy } from 'relay-runtime';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useStoreMutation } from './useStoreMutation';

type Op = { variables: { input: { name: string } }; response: { created: { id: string } } };

const committed: UseMutationConfig<Op>[] = [];
const commit = vi.fn((config: UseMutationConfig<Op>) => {
  committed.push(config);
  return { dispose: () => undefined };
});

vi.mock('react-relay', () => ({
  useMutation: () => [commit, true],
}));

const mutation = {} as GraphQLTaggedNode;
const store = {} as RecordSourceSelectorProxy<Op['response']>;
const data = { created: { id: 'n1' } };

describe('useStoreMutation', () => {
  beforeEach(() => {
    committed.length = 0;
  });

  it("commits the caller's config with the hook's updater, then the caller's, and passes inFlight on", () => {
    const seen: string[] = [];
    const { result } = renderHook(() => useStoreMutation<Op>(mutation, (_store, payload) => void seen.push(`hook ${payload?.created.id}`)));
    const onCompleted = vi.fn();
    const [run, inFlight] = result.current;
    expect(inFlight).toBe(true);
    run({ variables: { input: { name: 'x' } }, onCompleted, updater: () => void seen.push('caller') });
    const [config] = committed;
    expect(config.variables).toEqual({ input: { name: 'x' } });
    expect(config.onCompleted).toBe(onCompleted);
    config.updater?.(store, data);
    expect(seen).toEqual(['hook n1', 'caller']);
  });

  it('keeps run across renders and uses the updater rendered when run was called', () => {
    const lists: string[] = [];
    const { result, rerender } = renderHook((props: { list: string }) => useStoreMutation<Op>(mutation, () => void lists.push(props.list)), {
      initialProps: { list: 'first' },
    });
    const run = result.current[0];
    run({ variables: { input: { name: 'a' } } });
    rerender({ list: 'second' });
    expect(result.current[0]).toBe(run);
    run({ variables: { input: { name: 'b' } } });
    committed[0].updater?.(store, data);
    committed[1].updater?.(store, data);
    expect(lists).toEqual(['first', 'second']);
  });
});
