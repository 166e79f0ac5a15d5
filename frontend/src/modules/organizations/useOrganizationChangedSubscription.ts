import { graphql } from 'react-relay';
import { useLiveEntity } from '@/modules/relay/useLiveEntity';

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
  useLiveEntity(subscription, id, refresh);
}
