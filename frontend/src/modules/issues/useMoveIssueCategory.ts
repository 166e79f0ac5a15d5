import { graphql, useMutation } from 'react-relay';
import type { useMoveIssueCategoryMutation } from './__generated__/useMoveIssueCategoryMutation.graphql';

const mutation = graphql`
  mutation useMoveIssueCategoryMutation($input: MoveIssueCategoryInput!) {
    moveIssueCategory(input: $input) {
      issueCategory {
        id
        position
        updatedAt
        version
      }
    }
  }
`;

/**
 * moveIssueCategory (admin): the category takes its neighbour's position. The caller swaps the two
 * positions in the store (optimistic, and again in its updater, since the payload names only the
 * moved category); the notices for any other category the server renumbered follow.
 */
export function useMoveIssueCategory() {
  return useMutation<useMoveIssueCategoryMutation>(mutation);
}
