import { graphql, useMutation } from 'react-relay';
import type { useAssignIssueProjectMutation } from './__generated__/useAssignIssueProjectMutation.graphql';

const mutation = graphql`
  mutation useAssignIssueProjectMutation($input: AssignIssueProjectInput!) {
    assignIssueProject(input: $input) {
      issue {
        id
        updatedAt
        version
        ...IssueSidePanel_issue
      }
    }
  }
`;

/** assignIssueProject: the issue's project (replacing another); the same one again gets 'Assignment already exists'. */
export function useAssignIssueProject() {
  return useMutation<useAssignIssueProjectMutation>(mutation);
}
