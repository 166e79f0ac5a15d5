import { Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { startTransition, useCallback, useMemo } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { fetchQuery, graphql, useRefetchableFragment, useRelayEnvironment } from 'react-relay';
import { errorMessage } from '@/modules/relay/errorMessages';
import { Board } from '@/modules/ui/board/Board';
import type { BoardColumnRef } from '@/modules/ui/board/boardStore';
import { DealCard } from './DealCard';
import { DealStageBadge } from './DealStageBadge';
import { dealStage } from './dealStages';
import { formatTotals } from './money';
import { cardsPerColumn, type OrganizationFilter } from './organizationListParams';
import { useMoveDeal } from './useMoveDeal';
import { useOrganizationsChangedSubscription } from './useOrganizationsChangedSubscription';
import type { DealBoard_query$key } from './__generated__/DealBoard_query.graphql';
import type { DealBoardCardsQuery } from './__generated__/DealBoardCardsQuery.graphql';

const messages = defineMessages({
  label: { id: 'organization.board.label', defaultMessage: 'Deal board' },
  instructions: {
    id: 'organization.board.instructions',
    defaultMessage: 'To move a deal, press Space on its grip, move it with the left and right arrow keys and press Space again, or use its "Move to…" menu.',
  },
  count: defineMessage<{ count: number }>({ id: 'organization.board.count', defaultMessage: '{count, plural, one {# deal} other {# deals}}' }),
  empty: { id: 'organization.board.empty', defaultMessage: 'No deals' },
  moveCard: defineMessage<{ title: string }>({ id: 'organization.board.moveCard', defaultMessage: 'Move {title} to another stage' }),
  noValue: { id: 'organization.board.noValue', defaultMessage: 'No value' },
});

/** A column's next cards: `organizations` in the column's stage, in the board's order (TIME_IN_STAGE ascending). */
const cardsQuery = graphql`
  query DealBoardCardsQuery($filter: OrganizationFilter!, $first: Int!, $after: String) {
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

interface Props {
  query: DealBoard_query$key;
  /** The filter the board was loaded with (the keyword box). */
  filter: OrganizationFilter;
}

/**
 * The deal board (issue 13, the shared Board): nine stage columns in the spec's order, each
 * headed by its stage badge (its tone, also along the column's top edge, its description as a
 * tooltip) with the server's count and totals for every matching deal (not the loaded cards);
 * cards moved by drag and drop or their "Move to…" menu through moveDeal, and kept live by
 * `organizationsChanged` under the same filter.
 */
export function DealBoard({ query, filter }: Props) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment DealBoard_query on Query
      @refetchable(queryName: "DealBoardRefetchQuery")
      @argumentDefinitions(filter: { type: "OrganizationFilter" }, cardsPerColumn: { type: "Int", defaultValue: 20 }) {
        dealBoard(filter: $filter, cardsPerColumn: $cardsPerColumn) {
          columns {
            __id
            dealStatus {
              statusId
              label
              description
            }
            count
            totals {
              amount
              currency
              minorUnits
            }
            cards {
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
        }
      }
    `,
    query,
  );
  const columns = useMemo(
    () =>
      data.dealBoard.columns.map((column) => {
        const { statusId, label, description } = column.dealStatus;
        const totals = formatTotals(intl, column.totals);
        return {
          key: statusId,
          id: column.__id,
          label,
          color: dealStage(statusId).color,
          count: column.count,
          cards: column.cards.edges.map((edge) => edge.node),
          hasNextPage: column.cards.pageInfo.hasNextPage,
          endCursor: column.cards.pageInfo.endCursor ?? null,
          heading: (
            <Tooltip label={description} multiline w={240} withinPortal>
              <DealStageBadge statusId={statusId} label={label} size="lg" miw={0} data-testid="deal-column-label" />
            </Tooltip>
          ),
          summary: (
            <Text size="xs" c="dimmed" data-testid="deal-column-totals">
              {totals.length ? totals.join(' · ') : intl.formatMessage(messages.noValue)}
            </Text>
          ),
        };
      }),
    [data.dealBoard.columns, intl],
  );
  const refs = useMemo<BoardColumnRef<number>[]>(() => columns.map((column) => ({ key: column.key, columnId: column.id })), [columns]);
  const resync = useCallback(() => startTransition(() => void refetch({ filter }, { fetchPolicy: 'network-only' })), [refetch, filter]);
  const live = useMemo(() => ({ filter, columns: refs, refetch: resync }), [filter, refs, resync]);
  useOrganizationsChangedSubscription(live);

  const [move] = useMoveDeal();
  const onMove = useCallback((organizationId: string, dealStatusId: number) => move({ organizationId, dealStatusId, columns: refs }), [move, refs]);
  const loadPage = useCallback(
    (statusId: number, after: string | null) =>
      fetchQuery<DealBoardCardsQuery>(environment, cardsQuery, { filter: { ...filter, dealStatusIds: [statusId] }, first: cardsPerColumn, after }, { fetchPolicy: 'network-only' })
        .toPromise()
        .then((page) => page?.organizations),
    [environment, filter],
  );
  const onLoadError = useCallback((error: unknown) => void notifications.show({ color: 'red', message: errorMessage(intl, error) }), [intl]);

  return (
    <Board
      testId="deal"
      columns={columns}
      messages={messages}
      renderCard={(organization) => <DealCard organization={organization} />}
      onMove={onMove}
      loadPage={loadPage}
      onLoadError={onLoadError}
      columnWidth={272}
    />
  );
}
