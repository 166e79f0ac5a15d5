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

/**
 * Live list updates: changed tasks update in place through the store; a created task
 * (or a reconnect of the socket) calls `refresh` so the list re-syncs with the server.
 */
export function useTasksChangedSubscription(refresh: () => void): void {
  const refreshRef = useRef(refresh);
  useEffect(() => {
    refreshRef.current = refresh;
  }, [refresh]);
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: {},
      onNext: (response) => {
        if (response?.tasksChanged.kind === 'CREATED') refreshRef.current();
      },
      onError: (error) => console.warn('tasksChanged subscription ended', error),
    }),
    [],
  );
  useSubscription(config);
  useEffect(() => resync.subscribe(() => refreshRef.current()), []);
}
