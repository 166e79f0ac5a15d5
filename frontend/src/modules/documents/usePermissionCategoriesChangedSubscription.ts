import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { insertNode, removeNode } from '@/modules/ui/list/connectionUpdaters';
import type { usePermissionCategoriesChangedSubscription as Subscription } from './__generated__/usePermissionCategoriesChangedSubscription.graphql';

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

/** Keeps the manager's list live through the store: CREATED at the top, UPDATED in place, DELETED removed. */
export function usePermissionCategoriesChangedSubscription(connectionId: string): void {
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: {},
      updater: (store) => {
        const change = store.getRootField('permissionCategoriesChanged');
        const node = change?.getLinkedRecord('permissionCategory');
        if (!change || !node) return;
        const kind = change.getValue('kind');
        if (kind === 'CREATED') insertNode(store, connectionId, node.getDataID(), 'PermissionCategoryEdge');
        else if (kind === 'DELETED') removeNode(store, connectionId, node.getDataID());
      },
      onError: (error) => console.warn('permissionCategoriesChanged subscription ended', error),
    }),
    [connectionId],
  );
  useSubscription(config);
}
