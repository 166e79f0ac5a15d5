import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { useCommand } from '@/modules/relay/useCommand';
import { listKey, parentKeyOf, placeNode, type TreeLists, type TreeName } from './treeLists';
import type { MoveTarget } from './treeMoves';
import { refreshDirectory } from './treePlacement';
import type { useMoveApplicationNodeMutation } from './__generated__/useMoveApplicationNodeMutation.graphql';

const mutation = graphql`
  mutation useMoveApplicationNodeMutation($input: MoveApplicationNodeInput!) {
    moveApplicationNode(input: $input) {
      node {
        id
        updatedAt
        version
        ...treePlacement_node
        ...ApplicationTreeItem_node
      }
    }
  }
`;

export interface MoveNode {
  id: string;
  /** The directory it leaves (null: a root); its counts are read again after the move. */
  from: string | null;
  tree: TreeName;
  target: MoveTarget;
  onCompleted?: () => void;
}

/**
 * moveApplicationNode: the node (a directory with its whole subtree) goes at once to its new
 * place in the shown lists (optimistic), then where the server put it; a refusal ('A directory
 * cannot move into its own subtree', 'Only directories can have children'…) puts it back and shows
 * the server's message. The new ancestors' counts come with the answer; the old parent's are
 * read again.
 */
export function useMoveApplicationNode(lists: TreeLists | null) {
  const environment = useRelayEnvironment();
  const [commit, inFlight] = useCommand<useMoveApplicationNodeMutation>(mutation);
  const move = useCallback(
    ({ id, from, tree, target, onCompleted }: MoveNode) =>
      commit({
        variables: { input: { id, parentId: target.parentId, position: target.position } },
        optimisticUpdater: (store) => {
          if (lists) placeNode(store, lists, id, listKey(target.parentId, tree), target.position);
        },
        updater: (store) => {
          const node = store.getRootField('moveApplicationNode')?.getLinkedRecord('node');
          if (node && lists) placeNode(store, lists, node.getDataID(), parentKeyOf(node), Number(node.getValue('position')));
        },
        onDone: () => {
          if (from && from !== target.parentId) refreshDirectory(environment, from);
          onCompleted?.();
        },
      }),
    [commit, environment, lists],
  );
  return [move, inFlight] as const;
}
