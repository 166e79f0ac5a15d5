import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { insertNode, removeNode } from '@/modules/ui/list/connectionUpdaters';
import type { useIssueStatusesChangedSubscription as Subscription } from './__generated__/useIssueStatusesChangedSubscription.graphql';

const subscription = graphql`
  subscription useIssueStatusesChangedSubscription {
    issueStatusesChanged {
      kind
      issueStatus {
        id
        ...IssueStatusItem_status
      }
    }
  }
`;

/** Keeps the status list live through the store: CREATED joins (in position order), UPDATED in place, DELETED removed. */
export function useIssueStatusesChangedSubscription(connectionId: string): void {
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: {},
      updater: (store) => {
        const change = store.getRootField('issueStatusesChanged');
        const node = change?.getLinkedRecord('issueStatus');
        if (!change || !node) return;
        const kind = change.getValue('kind');
        if (kind === 'CREATED') insertNode(store, connectionId, node.getDataID(), 'IssueStatusEdge', 'end');
        else if (kind === 'DELETED') removeNode(store, connectionId, node.getDataID());
      },
      onError: (error) => console.warn('issueStatusesChanged subscription ended', error),
    }),
    [connectionId],
  );
  useSubscription(config);
}
