import { useCallback } from 'react';
import { graphql, useMutation, type UseMutationConfig } from 'react-relay';
import { insertNode } from '@/modules/ui/list/connectionUpdaters';
import type { useCreateIssueStatusMutation } from './__generated__/useCreateIssueStatusMutation.graphql';

const mutation = graphql`
  mutation useCreateIssueStatusMutation($input: CreateIssueStatusInput!) {
    createIssueStatus(input: $input) {
      issueStatus {
        id
        label
        position
        ...IssueStatusManager_statuses
      }
    }
  }
`;

/** createIssueStatus (admin). The new status joins the manager's connection (no reload); the live notice skips it as listed. */
export function useCreateIssueStatus(connectionId: string) {
  const [commit, inFlight] = useMutation<useCreateIssueStatusMutation>(mutation);
  const create = useCallback(
    (config: UseMutationConfig<useCreateIssueStatusMutation>) =>
      commit({
        ...config,
        updater: (store, data) => {
          const id = data?.createIssueStatus.issueStatus.id;
          if (id) insertNode(store, connectionId, id, 'IssueStatusEdge', 'end');
        },
      }),
    [commit, connectionId],
  );
  return [create, inFlight] as const;
}
