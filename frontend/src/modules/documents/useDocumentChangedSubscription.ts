import { graphql } from 'react-relay';
import { useLiveEntity } from '@/modules/relay/useLiveEntity';

const subscription = graphql`
  subscription useDocumentChangedSubscription($id: ID!) {
    documentChanged(id: $id) {
      id
      ...DocumentDetail_document
      ...DocumentRow_document
    }
  }
`;

/** Keeps one document live in the store (its detail page in every browser). */
export function useDocumentChangedSubscription(id: string, refresh: () => void): void {
  useLiveEntity(subscription, id, refresh);
}
