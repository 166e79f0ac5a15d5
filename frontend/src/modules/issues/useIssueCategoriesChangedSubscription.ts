import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { insertNode, removeNode } from '@/modules/ui/list/connectionUpdaters';
import type { useIssueCategoriesChangedSubscription as Subscription } from './__generated__/useIssueCategoriesChangedSubscription.graphql';

const subscription = graphql`
  subscription useIssueCategoriesChangedSubscription {
    issueCategoriesChanged {
      kind
      issueCategory {
        id
        ...IssueCategoryItem_category
      }
    }
  }
`;

/** Keeps the category list live through the store: CREATED joins (in position order), UPDATED in place, DELETED removed. */
export function useIssueCategoriesChangedSubscription(connectionId: string): void {
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: {},
      updater: (store) => {
        const change = store.getRootField('issueCategoriesChanged');
        const node = change?.getLinkedRecord('issueCategory');
        if (!change || !node) return;
        const kind = change.getValue('kind');
        if (kind === 'CREATED') insertNode(store, connectionId, node.getDataID(), 'IssueCategoryEdge', 'end');
        else if (kind === 'DELETED') removeNode(store, connectionId, node.getDataID());
      },
      onError: (error) => console.warn('issueCategoriesChanged subscription ended', error),
    }),
    [connectionId],
  );
  useSubscription(config);
}
