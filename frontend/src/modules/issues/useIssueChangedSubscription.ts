import { useEffect, useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { resync } from '@/modules/relay/resync';
import { insertComment } from './commentsStore';
import type { useIssueChangedSubscription as Subscription } from './__generated__/useIssueChangedSubscription.graphql';

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
  const refreshRef = useRef(refresh);
  useEffect(() => {
    refreshRef.current = refresh;
  }, [refresh]);
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: { id },
      updater: (store) => {
        const change = store.getRootField('issueChanged');
        const comment = change?.getLinkedRecord('comment');
        if (comment) insertComment(store, id, comment.getDataID());
      },
      onError: (error) => console.warn('issueChanged subscription ended', error),
    }),
    [id],
  );
  useSubscription(config);
  useEffect(() => resync.subscribe(() => refreshRef.current()), []);
}
