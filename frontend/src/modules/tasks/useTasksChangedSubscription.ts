import { useEffect, useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { resync } from '../relay/resync';
import type { useTasksChangedSubscription as Subscription } from './__generated__/useTasksChangedSubscription.graphql';

const subscription = graphql`
  subscription useTasksChangedSubscription {
    tasksChanged {
      kind
      task {
        id
        ...TaskRow_task
        ...TaskDetail_task
      }
    }
  }
`;

const refreshDelayMs = 300;

/**
 * Live list updates: changed tasks update in place through the store; a created task
 * (or a reconnect of the socket) calls `refresh` so the list re-syncs with the server.
 * Lists whose membership depends on a task's fields (e.g. "my open tasks") pass
 * `refreshOnUpdate` so a changed task can also leave or join them.
 */
export function useTasksChangedSubscription(refresh: () => void, refreshOnUpdate = false): void {
  const refreshRef = useRef(refresh);
  const timer = useRef<number | null>(null);
  useEffect(() => {
    refreshRef.current = () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        timer.current = null;
        refresh();
      }, refreshDelayMs);
    };
  }, [refresh]);
  useEffect(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
    },
    [],
  );
  const refreshOnUpdateRef = useRef(refreshOnUpdate);
  useEffect(() => {
    refreshOnUpdateRef.current = refreshOnUpdate;
  }, [refreshOnUpdate]);
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: {},
      onNext: (response) => {
        const kind = response?.tasksChanged.kind;
        if (kind === 'CREATED' || (kind === 'UPDATED' && refreshOnUpdateRef.current)) refreshRef.current();
      },
      onError: (error) => console.warn('tasksChanged subscription ended', error),
    }),
    [],
  );
  useSubscription(config);
  useEffect(() => resync.subscribe(() => refreshRef.current()), []);
}
