import { graphql, useMutation } from 'react-relay';
import type { useDetachIssueProjectMutation } from './__generated__/useDetachIssueProjectMutation.graphql';

const mutation = graphql`
  mutation useDetachIssueProjectMutation($input: DetachIssueProjectInput!) {
    detachIssueProject(input: $input) {
      issue {
        id
        updatedAt
        version
        ...IssueSidePanel_issue
      }
    }
  }
`;

/** detachIssueProject: the issue has no project any more. */
export function useDetachIssueProject() {
  return useMutation<useDetachIssueProjectMutation>(mutation);
}
