import { useCallback, useEffect, useRef } from 'react';
import { useMutation, type UseMutationConfig } from 'react-relay';
import type { Disposable, GraphQLTaggedNode, MutationParameters, SelectorStoreUpdater } from 'relay-runtime';

/**
 * One mutation hook's body (issue 32): the area's hook file keeps its `graphql` mutation and the
 * store work it needs after the server answered (put a created record into its list, move a role
 * to "Deleted roles", …), and this commits with the caller's config (variables, onCompleted,
 * onError, optimistic response) plus that updater, then the caller's own updater if it gave one.
 * The updater is the one rendered when `run` was called, so a list id it closes over is the
 * list shown then; `run` keeps its identity across renders.
 */
export function useStoreMutation<T extends MutationParameters>(
  mutation: GraphQLTaggedNode,
  updater: SelectorStoreUpdater<T['response']>,
): readonly [(config: UseMutationConfig<T>) => Disposable, boolean] {
  const [commit, inFlight] = useMutation<T>(mutation);
  const latest = useRef(updater);
  useEffect(() => {
    latest.current = updater;
  }, [updater]);
  const run = useCallback(
    (config: UseMutationConfig<T>) => {
      const update = latest.current;
      return commit({
        ...config,
        updater: (store, data) => {
          update(store, data);
          config.updater?.(store, data);
        },
      });
    },
    [commit],
  );
  return [run, inFlight] as const;
}
