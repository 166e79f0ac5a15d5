import { graphql } from 'react-relay';
import { useConnectionChanges } from '@/modules/relay/useConnectionChanges';

const subscription = graphql`
  subscription useDocumentCategoriesChangedSubscription {
    documentCategoriesChanged {
      kind
      documentCategory {
        id
        ...DocumentCategoryItem_category
      }
    }
  }
`;

/** Keeps the manager's list live through the store (CREATED at the top), read again after a reconnect. */
export function useDocumentCategoriesChangedSubscription(connectionId: string, refetch: () => void): void {
  useConnectionChanges({ subscription, field: 'documentCategoriesChanged', nodeField: 'documentCategory', connectionId, edgeType: 'DocumentCategoryEdge', insertAt: 'start', refetch });
}
