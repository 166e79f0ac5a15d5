import { ConnectionHandler, type RecordSourceProxy } from 'relay-runtime';
import { insertNode } from '@/modules/ui/list/connectionUpdaters';

/** The key of the issue page's comments connection (`IssueComments_issue`). */
export const commentsConnectionKey = 'IssueComments_comments';

/**
 * Adds a comment at the end of its issue's comments (oldest first), once: a comment already
 * listed (the author's own, from the mutation) is skipped. While older pages are still to load
 * the comment is not appended out of order; it arrives with "Load more", and `commentCount` says
 * it is there.
 */
export function insertComment(store: RecordSourceProxy, issueId: string, commentId: string): boolean {
  const issue = store.get(issueId);
  if (!issue) return false;
  const connection = ConnectionHandler.getConnection(issue, commentsConnectionKey);
  if (!connection) return false;
  if (connection.getLinkedRecord('pageInfo')?.getValue('hasNextPage') === true) return false;
  return insertNode(store, connection.getDataID(), commentId, 'IssueCommentEdge', 'end');
}
