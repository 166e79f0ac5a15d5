import { graphql } from 'react-relay';
import { useStoreMutation } from '@/modules/relay/useStoreMutation';
import type { useAddIssueCommentMutation } from './__generated__/useAddIssueCommentMutation.graphql';
import { insertComment } from './commentsStore';

const mutation = graphql`
  mutation useAddIssueCommentMutation($input: AddIssueCommentInput!) {
    addIssueComment(input: $input) {
      comment {
        id
        ...IssueCommentItem_comment
      }
      issue {
        id
        commentCount
        updatedAt
        version
      }
    }
  }
`;

/** addIssueComment: the comment joins the issue's comments (the store, deduplicated with the live notice that follows). */
export function useAddIssueComment(issueId: string) {
  return useStoreMutation<useAddIssueCommentMutation>(mutation, (store, data) => {
    const id = data?.addIssueComment.comment.id;
    if (id) insertComment(store, issueId, id);
  });
}
