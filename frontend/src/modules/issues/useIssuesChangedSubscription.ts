import { useEffect, useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { resync } from '@/modules/relay/resync';
import { connectionHasNode, insertNode, removeNode } from '@/modules/ui/list/connectionUpdaters';
import { columnOfCard, placeCard, removeCard, type BoardColumnRef } from '@/modules/ui/board/boardStore';
import { issueFactsOf } from './issueFacts';
import { matchesIssueFilter, type IssueFilter } from './issueListParams';
import type { useIssuesChangedSubscription as Subscription } from './__generated__/useIssuesChangedSubscription.graphql';

const subscription = graphql`
  subscription useIssuesChangedSubscription {
    issuesChanged {
      kind
      issue {
        id
        title
        priorityId
        status {
          id
        }
        categories {
          id
        }
        project {
          id
        }
        assignees {
          id
        }
        reporter {
          id
        }
        tags {
          id
        }
        ...IssueRow_issue
        ...IssueCard_issue
      }
    }
  }
`;

export interface LiveIssues {
  /** The filter the list or board was loaded with. */
  filter: IssueFilter;
  /** The list's connection (`__id`), when the list is shown. */
  connectionId?: string;
  /** The board's columns, when the board is shown. */
  columns?: readonly BoardColumnRef<string>[];
  /** Re-fetches after the socket reconnected (notices may have been lost). */
  refetch: () => void;
}

/**
 * Keeps the issue list and the board live through the Relay store, never by re-running the
 * route's loader:
 * - the list: rows update in place (normalized store); a CREATED issue matching the filter is
 *   prepended whatever the sort; one that no longer matches leaves, one that now matches joins;
 *   DELETED leaves.
 * - the board: a card whose status changed moves to the top of its new column (counts follow),
 *   a new matching issue appears, one that no longer matches leaves.
 * The keyword is matched on the title only and never drops a row (it may match the description).
 */
export function useIssuesChangedSubscription(live: LiveIssues): void {
  const liveRef = useRef(live);
  useEffect(() => {
    liveRef.current = live;
  }, [live]);
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: {},
      updater: (store) => {
        const change = store.getRootField('issuesChanged');
        const issue = change?.getLinkedRecord('issue');
        if (!change || !issue) return;
        const { filter, connectionId, columns } = liveRef.current;
        const id = issue.getDataID();
        const kind = change.getValue('kind');
        const facts = issueFactsOf(issue);
        const matches = matchesIssueFilter(filter, facts);
        const stillMatches = matchesIssueFilter({ ...filter, keyword: undefined }, facts);
        if (columns) {
          if (kind === 'DELETED') removeCard(store, columns, id);
          else if (columnOfCard(store, columns, id)) {
            if (!stillMatches) removeCard(store, columns, id);
            else if (facts.statusId) placeCard(store, columns, id, facts.statusId);
          } else if (matches && facts.statusId) placeCard(store, columns, id, facts.statusId);
        }
        if (connectionId) {
          const connection = store.get(connectionId);
          if (!connection) return;
          if (kind === 'DELETED') {
            removeNode(store, connectionId, id);
            return;
          }
          const listed = connectionHasNode(connection, id);
          if (listed && !stillMatches) removeNode(store, connectionId, id);
          else if (!listed && matches) insertNode(store, connectionId, id, 'IssueEdge');
        }
      },
      onError: (error) => console.warn('issuesChanged subscription ended', error),
    }),
    [],
  );
  useSubscription(config);
  useEffect(() => resync.subscribe(() => liveRef.current.refetch()), []);
}
