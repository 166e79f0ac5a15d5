import { graphql, useMutation } from 'react-relay';
import type { useMoveIssueStatusMutation } from './__generated__/useMoveIssueStatusMutation.graphql';

const mutation = graphql`
  mutation useMoveIssueStatusMutation($input: MoveIssueStatusInput!) {
    moveIssueStatus(input: $input) {
      issueStatus {
        id
        position
        updatedAt
        version
      }
    }
  }
`;

/**
 * moveIssueStatus (admin): the entry takes a new position (0..=999; the list is ordered by
 * position, then label). The manager swaps two entries' positions, or renumbers the list when
 * they share one (`reorderPlan`); each entry's own payload puts its position in the store.
 */
export function useMoveIssueStatus() {
  return useMutation<useMoveIssueStatusMutation>(mutation);
}
