import { useMemo } from 'react';
import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { useLiveEntity } from '@/modules/relay/useLiveEntity';
import { insertComment } from './commentsStore';

const subscription = graphql`
  subscription useIssueChangedSubscription($id: ID!) {
    issueChanged(id: $id) {
      kind
      issue {
        id
        title
        description
        commentCount
        updatedAt
        version
        tags {
          id
          name
          color
        }
        task {
          id
          title
        }
        ...IssueSidePanel_issue
        ...IssueForm_issue
      }
      comment {
        id
        ...IssueCommentItem_comment
      }
    }
  }
`;

/**
 * Keeps one issue live in every browser on its page: the issue's fields change in place
 * (normalized store), and a comment someone added is appended to the comments through the
 * store (deduplicated by id; an edited one changes in place). After a socket reconnect
 * `refresh` re-reads the issue.
 * A conversion made in another browser arrives with its task: the server makes the task
 * before the issue's link, so the notice always finds it.
 */
export function useIssueChangedSubscription(id: string, refresh: () => void): void {
  const options = useMemo(
    () => ({
      updater: (store: RecordSourceSelectorProxy) => {
        const comment = store.getRootField('issueChanged')?.getLinkedRecord('comment');
        if (comment) insertComment(store, id, comment.getDataID());
      },
    }),
    [id],
  );
  useLiveEntity(subscription, id, refresh, options);
}
