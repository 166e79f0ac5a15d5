import { graphql, useMutation } from 'react-relay';
import type { useUpdateIssueCategoryMutation } from './__generated__/useUpdateIssueCategoryMutation.graphql';

const mutation = graphql`
  mutation useUpdateIssueCategoryMutation($input: UpdateIssueCategoryInput!) {
    updateIssueCategory(input: $input) {
      issueCategory {
        id
        ...IssueChoiceManager_category
      }
    }
  }
`;

/** updateIssueCategory (admin): sends `expectedVersion` (204.X000.004 when stale). */
export function useUpdateIssueCategory() {
  return useMutation<useUpdateIssueCategoryMutation>(mutation);
}
