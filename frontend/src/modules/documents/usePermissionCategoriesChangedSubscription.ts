import { graphql } from 'react-relay';
import { useConnectionChanges } from '@/modules/relay/useConnectionChanges';

const subscription = graphql`
  subscription usePermissionCategoriesChangedSubscription {
    permissionCategoriesChanged {
      kind
      permissionCategory {
        id
        ...PermissionCategoryItem_category
      }
    }
  }
`;

/** Keeps the manager's list live through the store (CREATED at the top), read again after a reconnect. */
export function usePermissionCategoriesChangedSubscription(connectionId: string, refetch: () => void): void {
  useConnectionChanges({ subscription, field: 'permissionCategoriesChanged', nodeField: 'permissionCategory', connectionId, edgeType: 'PermissionCategoryEdge', insertAt: 'start', refetch });
}
