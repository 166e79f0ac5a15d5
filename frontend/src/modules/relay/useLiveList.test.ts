import { renderHook } from '@testing-library/react';
import type { GraphQLSubscriptionConfig, GraphQLTaggedNode } from 'relay-runtime';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resync } from './resync';
import { useLiveList } from './useLiveList';

const subscribed: GraphQLSubscriptionConfig<{ variables: Record<string, unknown>; response: Record<string, unknown> }>[] = [];

vi.mock('react-relay', () => ({
  useSubscription: (config: (typeof subscribed)[number]) => {
    if (subscribed.at(-1) !== config) subscribed.push(config);
  },
}));

const subscription = {} as GraphQLTaggedNode;

function render(filter: Record<string, unknown>, refetch = vi.fn()) {
  return renderHook((props: { filter: Record<string, unknown> }) =>
    useLiveList({ subscription, field: 'documentsChanged', variables: { filter: props.filter }, connectionId: 'list', edgeType: 'DocumentEdge', refetch }),
    { initialProps: { filter } },
  );
}

describe('useLiveList', () => {
  beforeEach(() => {
    subscribed.length = 0;
  });

  it('gives the subscription the list filter and subscribes again only when it changes', () => {
    const { rerender } = render({ keyword: 'vpn' });
    expect(subscribed.map((config) => config.variables)).toEqual([{ filter: { keyword: 'vpn' } }]);
    rerender({ filter: { keyword: 'vpn' } });
    expect(subscribed).toHaveLength(1);
    rerender({ filter: { keyword: 'wireguard' } });
    expect(subscribed.map((config) => config.variables)).toEqual([{ filter: { keyword: 'vpn' } }, { filter: { keyword: 'wireguard' } }]);
  });

  it('reads the list again after a reconnect, and stops listening once gone', () => {
    const refetch = vi.fn();
    const { unmount } = render({}, refetch);
    resync.emit();
    expect(refetch).toHaveBeenCalledTimes(1);
    unmount();
    resync.emit();
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
