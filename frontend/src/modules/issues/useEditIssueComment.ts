import { graphql, useMutation } from 'react-relay';
import type { useEditIssueCommentMutation } from './__generated__/useEditIssueCommentMutation.graphql';

const mutation = graphql`
  mutation useEditIssueCommentMutation($input: EditIssueCommentInput!) {
    editIssueComment(input: $input) {
      comment {
        id
        ...IssueCommentItem_comment
      }
      issue {
        id
        updatedAt
        version
      }
    }
  }
`;

/** editIssueComment (its author only; 'Employee is not owner' otherwise): the comment changes in place, the edit goes to the history. */
export function useEditIssueComment() {
  return useMutation<useEditIssueCommentMutation>(mutation);
}
