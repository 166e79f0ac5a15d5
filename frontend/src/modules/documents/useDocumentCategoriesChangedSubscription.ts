import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { insertNode, removeNode } from '@/modules/ui/list/connectionUpdaters';
import type { useDocumentCategoriesChangedSubscription as Subscription } from './__generated__/useDocumentCategoriesChangedSubscription.graphql';

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

/** Keeps the manager's list live through the store: CREATED at the top, UPDATED in place, DELETED removed. */
export function useDocumentCategoriesChangedSubscription(connectionId: string): void {
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: {},
      updater: (store) => {
        const change = store.getRootField('documentCategoriesChanged');
        const node = change?.getLinkedRecord('documentCategory');
        if (!change || !node) return;
        const kind = change.getValue('kind');
        if (kind === 'CREATED') insertNode(store, connectionId, node.getDataID(), 'DocumentCategoryEdge');
        else if (kind === 'DELETED') removeNode(store, connectionId, node.getDataID());
      },
      onError: (error) => console.warn('documentCategoriesChanged subscription ended', error),
    }),
    [connectionId],
  );
  useSubscription(config);
}
