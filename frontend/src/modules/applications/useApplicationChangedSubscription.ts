import { graphql } from 'react-relay';
import { useLiveEntity } from '@/modules/relay/useLiveEntity';

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
  useLiveEntity(subscription, id, refresh);
}
