import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useCommand } from '@/modules/relay/useCommand';
import type { useChangeApplicationNodeStatusMutation } from './__generated__/useChangeApplicationNodeStatusMutation.graphql';

const mutation = graphql`
  mutation useChangeApplicationNodeStatusMutation($input: ChangeApplicationNodeStatusInput!) {
    changeApplicationNodeStatus(input: $input) {
      node {
        id
        statusId
        updatedAt
        version
        ...treePlacement_node
        ...ApplicationTreeItem_node
      }
    }
  }
`;

export interface ChangeNodeStatus {
  nodeId: string;
  statusId: number;
  onCompleted?: () => void;
  /** Where to show a refusal; a notification by default. */
  onError?: (message: string) => void;
}

/**
 * changeApplicationNodeStatus: the badge changes at once (optimistic); the answer brings the
 * progress of every directory above a leaf and of the application. A refusal ('Current status is
 * same to new status') rolls it back and shows the server's message.
 */
export function useChangeApplicationNodeStatus() {
  const [commit, inFlight] = useCommand<useChangeApplicationNodeStatusMutation>(mutation);
  const change = useCallback(
    ({ nodeId, statusId, onCompleted, onError }: ChangeNodeStatus) =>
      commit({
        variables: { input: { id: nodeId, statusId } },
        optimisticUpdater: (store) => {
          store.get(nodeId)?.setValue(statusId, 'statusId');
        },
        onDone: () => onCompleted?.(),
        onFailed: onError,
      }),
    [commit],
  );
  return [change, inFlight] as const;
}
