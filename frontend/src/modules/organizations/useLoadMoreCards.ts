import { notifications } from '@mantine/notifications';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { commitLocalUpdate, fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { errorMessage } from '@/modules/relay/errorMessages';
import { appendCards } from './boardStore';
import { cardsPerColumn, type OrganizationFilter } from './organizationListParams';
import type { useLoadMoreCardsQuery } from './__generated__/useLoadMoreCardsQuery.graphql';

const query = graphql`
  query useLoadMoreCardsQuery($filter: OrganizationFilter!, $first: Int!, $after: String) {
    organizations(filter: $filter, orderBy: { field: TIME_IN_STAGE, direction: ASC }, first: $first, after: $after) {
      edges {
        node {
          id
          ...DealCard_organization
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
 * "Load more" of one board column (issue 13): the column's next cards come from
 * `organizations` with its stage, in the board's order (TIME_IN_STAGE ascending), after the
 * column's last cursor, and are appended to the column's cards in the store.
 */
export function useLoadMoreCards(columnId: string, statusId: number, boardFilter: OrganizationFilter, endCursor: string | null) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const [loading, setLoading] = useState(false);
  const loadMore = useCallback(() => {
    setLoading(true);
    fetchQuery<useLoadMoreCardsQuery>(
      environment,
      query,
      { filter: { ...boardFilter, dealStatusIds: [statusId] }, first: cardsPerColumn, after: endCursor },
      { fetchPolicy: 'network-only' },
    )
      .toPromise()
      .then(
        (data) => {
          setLoading(false);
          if (!data) return;
          const page = data.organizations;
          commitLocalUpdate(environment, (store) =>
            appendCards(
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
