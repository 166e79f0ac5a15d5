import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { UseMutationConfig } from 'react-relay';
import type { GraphQLTaggedNode } from 'relay-runtime';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useCommand } from './useCommand';

type Op = { variables: { input: { id: string } }; response: { moved: { id: string } } };

const committed: UseMutationConfig<Op>[] = [];
const show = vi.fn();

vi.mock('react-relay', () => ({
  useMutation: () => [
    (config: UseMutationConfig<Op>) => {
      committed.push(config);
      return { dispose: () => undefined };
    },
    false,
  ],
}));
vi.mock('@mantine/notifications', () => ({ notifications: { show: (...args: unknown[]) => show(...args) } }));

const mutation = {} as GraphQLTaggedNode;
const wrapper = ({ children }: { children: ReactNode }) => (
  <IntlProvider locale="en" messages={{}}>
    {children}
  </IntlProvider>
);
const response = { moved: { id: 'n1' } };

function run(config: Parameters<ReturnType<typeof useCommand<Op>>[0]>[0]) {
  const { result } = renderHook(() => useCommand<Op>(mutation), { wrapper });
  result.current[0](config);
  return committed[0];
}

describe('useCommand', () => {
  beforeEach(() => {
    committed.length = 0;
    show.mockReset();
  });

  it('commits the variables and updaters and calls onDone only for an answer without errors', () => {
    const onDone = vi.fn();
    const optimisticUpdater = vi.fn();
    const config = run({ variables: { input: { id: 'n1' } }, optimisticUpdater, onDone });
    expect(config.variables).toEqual({ input: { id: 'n1' } });
    expect(config.optimisticUpdater).toBe(optimisticUpdater);
    config.onCompleted?.(response, [{ message: 'refused' }]);
    expect(onDone).not.toHaveBeenCalled();
    config.onCompleted?.(response, null);
    expect(onDone).toHaveBeenCalledWith(response);
  });

  it("shows a refusal's message in red, or hands it to onFailed instead", () => {
    run({ variables: { input: { id: 'n1' } } }).onError?.(new Error('Current status is same to new status'));
    expect(show).toHaveBeenCalledWith({ color: 'red', message: 'Current status is same to new status' });
    show.mockReset();
    committed.length = 0;
    const onFailed = vi.fn();
    run({ variables: { input: { id: 'n1' } }, onFailed }).onError?.(new Error('gone'));
    expect(onFailed).toHaveBeenCalledWith('gone');
    expect(show).not.toHaveBeenCalled();
  });
});
