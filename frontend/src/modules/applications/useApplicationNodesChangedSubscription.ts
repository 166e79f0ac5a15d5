import { useEffect, useMemo, useRef } from 'react';
import { graphql, useRelayEnvironment, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { parentKeyOf, placeNode, removeNode, type TreeLists } from './treeLists';
import { refreshDirectory } from './treePlacement';
import type { useApplicationNodesChangedSubscription as Subscription } from './__generated__/useApplicationNodesChangedSubscription.graphql';

const subscription = graphql`
  subscription useApplicationNodesChangedSubscription($applicationId: ID!) {
    applicationNodesChanged(applicationId: $applicationId) {
      kind
      previousParentId
      node {
        id
        parent {
          id
        }
        ...treePlacement_node
        ...ApplicationTreeItem_node
      }
    }
  }
`;

/**
 * Keeps an application's two trees live in every browser on its page (both trees, one
 * subscription): a node's badge, name and counts change in place (normalized store); a created,
 * moved or restored node goes into its place in the shown lists and out of the others
 * (`placeNode`), a deleted one out of them all with its subtree (`removeNode`, issue 35); the
 * directories above it come with fresh progress (its `path`), and the directory it left
 * (`previousParentId`) is read again. `onNotice` runs after each notice (traceability follows).
 */
export function useApplicationNodesChangedSubscription(applicationId: string, lists: TreeLists, onNotice?: () => void): void {
  const environment = useRelayEnvironment();
  const noticeRef = useRef(onNotice);
  useEffect(() => {
    noticeRef.current = onNotice;
  }, [onNotice]);
  // The parent each node had at its last notice: `previousParentId` names the parent a node left
  // on its latest move, also on later notices, and the old directory is read again only once.
  const parents = useRef(new Map<string, string | null>());
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: { applicationId },
      updater: (store) => {
        const change = store.getRootField('applicationNodesChanged');
        const node = change?.getLinkedRecord('node');
        if (!node) return;
        // Deleted with its subtree (issue 35): out of every list; its directories' counts come with its `path`.
        if (change?.getValue('kind') === 'DELETED') removeNode(store, lists, node.getDataID());
        else placeNode(store, lists, node.getDataID(), parentKeyOf(node), Number(node.getValue('position')));
      },
      onNext: (response) => {
        const change = response?.applicationNodesChanged;
        if (!change) return;
        if (change.kind === 'DELETED') {
          parents.current.delete(change.node.id);
          noticeRef.current?.();
          return;
        }
        const parent = change.node.parent?.id ?? null;
        const seen = parents.current.get(change.node.id);
        parents.current.set(change.node.id, parent);
        const left = change.previousParentId ?? null;
        if (left && left !== parent && seen !== parent) refreshDirectory(environment, left);
        noticeRef.current?.();
      },
      onError: (error) => console.warn('applicationNodesChanged subscription ended', error),
    }),
    [applicationId, lists, environment],
  );
  useSubscription(config);
}
