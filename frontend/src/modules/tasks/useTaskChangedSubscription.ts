import { useEffect, useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { resync } from '@/modules/relay/resync';
import type { useTaskChangedSubscription as Subscription } from './__generated__/useTaskChangedSubscription.graphql';

const subscription = graphql`
  subscription useTaskChangedSubscription($id: ID!) {
    taskChanged(id: $id) {
      id
      ...TaskDetail_task
      ...TaskRow_task
    }
  }
`;

/** Keeps one task live; re-syncs through `refresh` after the socket reconnects. */
export function useTaskChangedSubscription(id: string, refresh: () => void): void {
  const refreshRef = useRef(refresh);
  useEffect(() => {
    refreshRef.current = refresh;
  }, [refresh]);
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: { id },
      onError: (error) => console.warn('taskChanged subscription ended', error),
    }),
    [id],
  );
  useSubscription(config);
  useEffect(() => resync.subscribe(() => refreshRef.current()), []);
}
