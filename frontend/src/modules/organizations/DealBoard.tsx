import { Text, Tooltip } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { RecordProxy, RecordSourceProxy } from 'relay-runtime';
import { boardColumn, LiveBoard, type BoardCardsQuery } from '@/modules/ui/board/LiveBoard';
import type { BoardColumnRef } from '@/modules/ui/board/boardStore';
import { setColumnTotals, type ColumnTotals } from './boardTotals';
import { DealCard } from './DealCard';
import { DealStageBadge } from './DealStageBadge';
import { dealStage } from './dealStages';
import { formatTotals } from './money';
import { cardsPerColumn, type OrganizationFilter } from './organizationListParams';
import { useMoveDeal } from './useMoveDeal';
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
      pageInfo { hasNextPage endCursor }
    }
  }
`;

/**
 * The board's live notices (issue 32): given the board's filter, the server tells of each changed
 * organization whether it is on the board now, by the list's own SQL, with every column's fresh
 * count and totals under that filter.
 */
const organizationsChanged = graphql`
  subscription DealBoardSubscription($filter: OrganizationFilter) {
    organizationsChanged(filter: $filter) {
      kind
      id
      matches
      organization {
        id
        dealStatus {
          statusId
        }
        ...DealCard_organization
      }
      boardTotals {
        dealStatus {
          statusId
        }
        count
        totals {
          amount
          currency
          minorUnits
        }
      }
    }
  }
`;

/** A notice's `boardTotals`, as the store holds them. */
function totalsOf(change: RecordProxy): ColumnTotals[] {
  return (change.getLinkedRecords('boardTotals') ?? []).flatMap((entry) =>
    entry
      ? [
          {
            statusId: Number(entry.getLinkedRecord('dealStatus')?.getValue('statusId')),
            count: Number(entry.getValue('count')),
            totals: (entry.getLinkedRecords('totals') ?? []).flatMap((money) =>
              money ? [{ amount: Number(money.getValue('amount')), currency: String(money.getValue('currency')), minorUnits: Number(money.getValue('minorUnits')) }] : [],
            ),
          },
        ]
      : [],
  );
}

/** The stage a changed organization is in: one the server says is on the board goes to the top of its stage's column, any other leaves (issue 13). */
function stageOfNotice(change: RecordProxy): number | null {
  const statusId = change.getLinkedRecord('organization')?.getLinkedRecord('dealStatus')?.getValue('statusId');
  return typeof statusId === 'number' ? statusId : null;
}

/** The columns take the notice's counts and totals from the server (issue 13). */
function applyTotals(store: RecordSourceProxy, columns: readonly BoardColumnRef<number>[], change: RecordProxy): void {
  setColumnTotals(store, columns, totalsOf(change));
}

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
 * `organizationsChanged` under the same filter, the server deciding which cards are on it.
 */
export function DealBoard({ query, filter }: Props) {
  const intl = useIntl();
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
              pageInfo { hasNextPage endCursor }
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
        return boardColumn(column, {
          key: statusId,
          label,
          color: dealStage(statusId).color,
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
        });
      }),
    [data.dealBoard.columns, intl],
  );
  const [moveDeal] = useMoveDeal();
  const move = useCallback(
    (organizationId: string, dealStatusId: number, columns: readonly BoardColumnRef<number>[]) => moveDeal({ organizationId, dealStatusId, columns }),
    [moveDeal],
  );
  const cards = useMemo<BoardCardsQuery<number, DealBoardCardsQuery>>(
    () => ({ query: cardsQuery, field: 'organizations', variables: (statusId, after) => ({ filter: { ...filter, dealStatusIds: [statusId] }, first: cardsPerColumn, after }) }),
    [filter],
  );
  return (
    <LiveBoard
      testId="deal"
      columns={columns}
      messages={messages}
      renderCard={(organization) => <DealCard organization={organization} />}
      filter={filter}
      refetch={refetch}
      subscription={organizationsChanged}
      field="organizationsChanged"
      cardKey={stageOfNotice}
      applyMore={applyTotals}
      move={move}
      cards={cards}
      columnWidth={272}
    />
  );
}
