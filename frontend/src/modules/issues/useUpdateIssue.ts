import { graphql, useMutation } from 'react-relay';
import type { useUpdateIssueMutation } from './__generated__/useUpdateIssueMutation.graphql';

const mutation = graphql`
  mutation useUpdateIssueMutation($input: UpdateIssueInput!) {
    updateIssue(input: $input) {
      issue {
        id
        title
        description
        updatedAt
        version
        tags {
          id
          name
          color
        }
        ...IssueForm_issue
        ...IssueRow_issue
        ...IssueCard_issue
      }
    }
  }
`;

/** updateIssue (the edit form): title, description and tags with `expectedVersion` (204.X000.004 when stale). */
export function useUpdateIssue() {
  return useMutation<useUpdateIssueMutation>(mutation);
}
