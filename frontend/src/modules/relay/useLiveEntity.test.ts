import { renderHook } from '@testing-library/react';
import type { GraphQLSubscriptionConfig, GraphQLTaggedNode, RecordSourceSelectorProxy } from 'relay-runtime';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resync } from './resync';
import { useLiveEntity, type LiveEntityOptions } from './useLiveEntity';

const subscribed: GraphQLSubscriptionConfig<{ variables: Record<string, unknown>; response: Record<string, unknown> }>[] = [];

vi.mock('react-relay', () => ({
  useSubscription: (config: (typeof subscribed)[number]) => {
    if (subscribed.at(-1) !== config) subscribed.push(config);
  },
  useRelayEnvironment: () => ({}),
  fetchQuery: vi.fn(),
}));

const subscription = {} as GraphQLTaggedNode;
const store = {} as RecordSourceSelectorProxy;

type Props = { id: string; refresh: () => void; options?: LiveEntityOptions };

function render(initialProps: Props) {
  return renderHook((props: Props) => useLiveEntity(subscription, props.id, props.refresh, props.options), { initialProps });
}

describe('useLiveEntity', () => {
  beforeEach(() => {
    subscribed.length = 0;
  });

  it('subscribes with the id, under the variable a hook names, and again only when the id changes', () => {
    const refresh = vi.fn();
    const { rerender } = render({ id: 'a', refresh });
    rerender({ id: 'a', refresh: vi.fn() });
    rerender({ id: 'b', refresh });
    expect(subscribed.map((config) => config.variables)).toEqual([{ id: 'a' }, { id: 'b' }]);
    subscribed.length = 0;
    render({ id: 'app', refresh, options: { variable: 'applicationId' } });
    expect(subscribed.map((config) => config.variables)).toEqual([{ applicationId: 'app' }]);
  });

  it('reads the entity again after a reconnect with the newest refresh, and stops once gone', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = render({ id: 'a', refresh: first });
    rerender({ id: 'a', refresh: second });
    resync.emit();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    unmount();
    resync.emit();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it("runs the hook's newest updater and onNext on each notice without subscribing again", () => {
    const old = { updater: vi.fn(), onNext: vi.fn() };
    const current = { updater: vi.fn(), onNext: vi.fn() };
    const { rerender } = render({ id: 'a', refresh: vi.fn(), options: old });
    rerender({ id: 'a', refresh: vi.fn(), options: current });
    expect(subscribed).toHaveLength(1);
    const [config] = subscribed;
    config.updater?.(store, {});
    config.onNext?.({});
    expect(current.updater).toHaveBeenCalledWith(store);
    expect(current.onNext).toHaveBeenCalledTimes(1);
    expect(old.updater).not.toHaveBeenCalled();
    expect(old.onNext).not.toHaveBeenCalled();
  });
});
