import { graphql, useMutation } from 'react-relay';
import type { useAssignIssueCategoryMutation } from './__generated__/useAssignIssueCategoryMutation.graphql';

const mutation = graphql`
  mutation useAssignIssueCategoryMutation($input: AssignIssueCategoryInput!) {
    assignIssueCategory(input: $input) {
      issue {
        id
        updatedAt
        version
        ...IssueSidePanel_issue
      }
    }
  }
`;

/** assignIssueCategory: the category joins the issue's side panel; one it has already gets 'Category assignment already exists'. */
export function useAssignIssueCategory() {
  return useMutation<useAssignIssueCategoryMutation>(mutation);
}
