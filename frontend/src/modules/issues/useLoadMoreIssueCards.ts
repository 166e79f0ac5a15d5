import { notifications } from '@mantine/notifications';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { commitLocalUpdate, fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { errorMessage } from '@/modules/relay/errorMessages';
import { appendIssues } from './issueBoardStore';
import { cardsPerColumn, type IssueFilter } from './issueListParams';
import type { useLoadMoreIssueCardsQuery } from './__generated__/useLoadMoreIssueCardsQuery.graphql';

const query = graphql`
  query useLoadMoreIssueCardsQuery($filter: IssueFilter!, $first: Int!, $after: String) {
    issues(filter: $filter, orderBy: { field: PRIORITY, direction: ASC }, first: $first, after: $after) {
      edges {
        node {
          id
          ...IssueCard_issue
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

/**
 * "Load more" of one board column: the next cards come from `issues` with the column's status,
 * in the board's order (PRIORITY ascending), after the column's last cursor, and are appended to
 * the column's cards in the store.
 */
export function useLoadMoreIssueCards(columnId: string, statusId: string, boardFilter: IssueFilter, endCursor: string | null) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const [loading, setLoading] = useState(false);
  const loadMore = useCallback(() => {
    setLoading(true);
    fetchQuery<useLoadMoreIssueCardsQuery>(
      environment,
      query,
      { filter: { ...boardFilter, statusIds: [statusId] }, first: cardsPerColumn, after: endCursor },
      { fetchPolicy: 'network-only' },
    )
      .toPromise()
      .then(
        (data) => {
          setLoading(false);
          if (!data) return;
          const page = data.issues;
          commitLocalUpdate(environment, (store) =>
            appendIssues(
              store,
              columnId,
              page.edges.map((edge) => edge.node.id),
              { hasNextPage: page.pageInfo.hasNextPage, endCursor: page.pageInfo.endCursor ?? null },
            ),
          );
        },
        (error: unknown) => {
          setLoading(false);
          notifications.show({ color: 'red', message: errorMessage(intl, error) });
        },
      );
  }, [environment, boardFilter, statusId, endCursor, columnId, intl]);
  return [loadMore, loading] as const;
}
