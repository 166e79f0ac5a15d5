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
 * moveIssueCategory (admin): the entry takes a new position (0..=999; the list is ordered by
 * position, then label). The manager swaps two entries' positions, or renumbers the list when
 * they share one (`reorderPlan`); each entry's own payload puts its position in the store.
 */
export function useMoveIssueCategory() {
  return useMutation<useMoveIssueCategoryMutation>(mutation);
}
