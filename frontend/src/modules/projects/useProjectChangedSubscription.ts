import { graphql } from 'react-relay';
import { useLiveEntity } from '@/modules/relay/useLiveEntity';

const subscription = graphql`
  subscription useProjectChangedSubscription($id: ID!) {
    projectChanged(id: $id) {
      id
      ...ProjectDetail_project
      ...ProjectRow_project
    }
  }
`;

/** Keeps one project live in the store (its detail page, issue 13). */
export function useProjectChangedSubscription(id: string, refresh: () => void): void {
  useLiveEntity(subscription, id, refresh);
}
