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
 * moveIssueStatus (admin): the status takes its neighbour's position. The caller swaps the two
 * positions in the store (optimistic, and again in its updater, since the payload names only the
 * moved status); the notices for any other status the server renumbered follow.
 */
export function useMoveIssueStatus() {
  return useMutation<useMoveIssueStatusMutation>(mutation);
}
