import { graphql, useMutation } from 'react-relay';
import type { useDetachIssueCategoryMutation } from './__generated__/useDetachIssueCategoryMutation.graphql';

const mutation = graphql`
  mutation useDetachIssueCategoryMutation($input: DetachIssueCategoryInput!) {
    detachIssueCategory(input: $input) {
      issue {
        id
        updatedAt
        version
        ...IssueSidePanel_issue
      }
    }
  }
`;

/** detachIssueCategory: the category leaves the issue. */
export function useDetachIssueCategory() {
  return useMutation<useDetachIssueCategoryMutation>(mutation);
}
