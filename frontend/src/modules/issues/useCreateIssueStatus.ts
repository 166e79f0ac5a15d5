import { graphql } from 'react-relay';
import { useStoreMutation } from '@/modules/relay/useStoreMutation';
import { insertNode } from '@/modules/ui/list/connectionUpdaters';
import type { useCreateIssueStatusMutation } from './__generated__/useCreateIssueStatusMutation.graphql';

const mutation = graphql`
  mutation useCreateIssueStatusMutation($input: CreateIssueStatusInput!) {
    createIssueStatus(input: $input) {
      issueStatus {
        id
        label
        position
        ...IssueChoiceManager_status
      }
    }
  }
`;

/** createIssueStatus (admin). The new status joins the manager's connection (no reload); the live notice skips it as listed. */
export function useCreateIssueStatus(connectionId: string) {
  return useStoreMutation<useCreateIssueStatusMutation>(mutation, (store, data) => {
    const id = data?.createIssueStatus.issueStatus.id;
    if (id) insertNode(store, connectionId, id, 'IssueStatusEdge', 'end');
  });
}
