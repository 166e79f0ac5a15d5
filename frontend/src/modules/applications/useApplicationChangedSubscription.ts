import { useEffect, useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { resync } from '@/modules/relay/resync';
import type { useApplicationChangedSubscription as Subscription } from './__generated__/useApplicationChangedSubscription.graphql';

const subscription = graphql`
  subscription useApplicationChangedSubscription($id: ID!) {
    applicationChanged(id: $id) {
      kind
      application {
        id
        ...ApplicationDetail_application
        ...ApplicationForm_application
      }
    }
  }
`;

/** Keeps one application live in the store (its page): name, description, status. After a reconnect `refresh` reads it again. */
export function useApplicationChangedSubscription(id: string, refresh: () => void): void {
  const refreshRef = useRef(refresh);
  useEffect(() => {
    refreshRef.current = refresh;
  }, [refresh]);
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: { id },
      onError: (error) => console.warn('applicationChanged subscription ended', error),
    }),
    [id],
  );
  useSubscription(config);
  useEffect(() => resync.subscribe(() => refreshRef.current()), []);
}
