import { useEffect, useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { resync } from '@/modules/relay/resync';
import type { useOrganizationChangedSubscription as Subscription } from './__generated__/useOrganizationChangedSubscription.graphql';

const subscription = graphql`
  subscription useOrganizationChangedSubscription($id: ID!) {
    organizationChanged(id: $id) {
      id
      ...OrganizationDetail_organization
      ...DealCard_organization
      ...OrganizationRow_organization
    }
  }
`;

/** Keeps one organization live (its detail page); re-syncs through `refresh` after the socket reconnects. */
export function useOrganizationChangedSubscription(id: string, refresh: () => void): void {
  const refreshRef = useRef(refresh);
  useEffect(() => {
    refreshRef.current = refresh;
  }, [refresh]);
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: { id },
      onError: (error) => console.warn('organizationChanged subscription ended', error),
    }),
    [id],
  );
  useSubscription(config);
  useEffect(() => resync.subscribe(() => refreshRef.current()), []);
}
