import { useEffect, useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { resync } from '@/modules/relay/resync';
import type { useApplicationNodeChangedSubscription as Subscription } from './__generated__/useApplicationNodeChangedSubscription.graphql';

const subscription = graphql`
  subscription useApplicationNodeChangedSubscription($applicationId: ID!) {
    applicationNodesChanged(applicationId: $applicationId) {
      kind
      node {
        id
        ...NodeDetail_node
        ...treePlacement_node
      }
    }
  }
`;

/**
 * Keeps a page's or requirement's own page live (its status, name, content, links and progress
 * change in place). The server has one subscription per application, so notices of its other
 * nodes arrive too and only refresh those records in the store. After a reconnect `refresh`
 * reads the node again.
 */
export function useApplicationNodeChangedSubscription(applicationId: string, refresh: () => void): void {
  const refreshRef = useRef(refresh);
  useEffect(() => {
    refreshRef.current = refresh;
  }, [refresh]);
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: { applicationId },
      onError: (error) => console.warn('applicationNodesChanged subscription ended', error),
    }),
    [applicationId],
  );
  useSubscription(config);
  useEffect(() => resync.subscribe(() => refreshRef.current()), []);
}
