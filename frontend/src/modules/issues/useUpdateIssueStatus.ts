import { graphql, useMutation } from 'react-relay';
import type { useUpdateIssueStatusMutation } from './__generated__/useUpdateIssueStatusMutation.graphql';

const mutation = graphql`
  mutation useUpdateIssueStatusMutation($input: UpdateIssueStatusInput!) {
    updateIssueStatus(input: $input) {
      issueStatus {
        id
        ...IssueChoiceManager_status
      }
    }
  }
`;

/** updateIssueStatus (admin): sends `expectedVersion` (204.X000.004 when stale). */
export function useUpdateIssueStatus() {
  return useMutation<useUpdateIssueStatusMutation>(mutation);
}
