import { graphql } from 'react-relay';
import { useLiveEntity } from '@/modules/relay/useLiveEntity';

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
  useLiveEntity(subscription, applicationId, refresh, byApplication);
}

const byApplication = { variable: 'applicationId' };
