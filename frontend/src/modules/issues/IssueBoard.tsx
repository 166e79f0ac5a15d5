import { startTransition, useCallback, useMemo } from 'react';
import { defineMessage, defineMessages } from 'react-intl';
import { fetchQuery, graphql, useRefetchableFragment, useRelayEnvironment } from 'react-relay';
import type { RecordProxy, RecordSourceProxy } from 'relay-runtime';
import { useListNotices } from '@/modules/relay/useListNotices';
import { Board } from '@/modules/ui/board/Board';
import { applyCardNotice, columnRefs } from '@/modules/ui/board/boardStore';
import { IssueCard } from './IssueCard';
import { safeIssueLabelColor } from './issueLabelColors';
import { cardsPerColumn, type IssueFilter } from './issueListParams';
import { useChangeIssueStatus } from './useChangeIssueStatus';
import { issuesChanged } from './IssueList';
import type { IssueBoard_query$key } from './__generated__/IssueBoard_query.graphql';
import type { IssueBoardCardsQuery } from './__generated__/IssueBoardCardsQuery.graphql';

const messages = defineMessages({
  label: { id: 'issue.board.label', defaultMessage: 'Issue board' },
  instructions: {
    id: 'issue.board.instructions',
    defaultMessage: 'To move an issue, press Space on its grip, move it with the left and right arrow keys and press Space again, or use its "Move to…" menu.',
  },
  count: defineMessage<{ count: number }>({ id: 'issue.board.count', defaultMessage: '{count, plural, one {# issue} other {# issues}}' }),
  empty: { id: 'issue.board.empty', defaultMessage: 'No issues' },
  moveCard: defineMessage<{ title: string }>({ id: 'issue.board.moveCard', defaultMessage: 'Move {title} to another status' }),
});

/** A column's next cards: `issues` with the column's status, in the board's order (PRIORITY ascending). */
const cardsQuery = graphql`
  query IssueBoardCardsQuery($filter: IssueFilter!, $first: Int!, $after: String) {
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

interface Props {
  query: IssueBoard_query$key;
  /** The filter the board was loaded with. */
  filter: IssueFilter;
}

/**
 * The issue board (the shared Board): one column per status (the admin's order, in its colour)
 * with the server's counts, cards moved by drag and drop or their "Move to…" menu through
 * changeIssueStatus (optimistic with rollback), and kept live by `issuesChanged` under the same
 * filter, the server deciding which issues are on it.
 */
export function IssueBoard({ query, filter }: Props) {
  const environment = useRelayEnvironment();
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment IssueBoard_query on Query
      @refetchable(queryName: "IssueBoardRefetchQuery")
      @argumentDefinitions(filter: { type: "IssueFilter" }, cardsPerColumn: { type: "Int", defaultValue: 20 }) {
        issueBoard(filter: $filter, cardsPerColumn: $cardsPerColumn) {
          columns {
            __id
            status {
              id
              label
              color
            }
            count
            cards {
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
        }
      }
    `,
    query,
  );
  const columns = useMemo(
    () =>
      data.issueBoard.columns.map((column) => ({
        key: column.status.id,
        id: column.__id,
        label: column.status.label,
        color: safeIssueLabelColor(column.status.color),
        count: column.count,
        cards: column.cards.edges.map((edge) => edge.node),
        hasNextPage: column.cards.pageInfo.hasNextPage,
        endCursor: column.cards.pageInfo.endCursor ?? null,
      })),
    [data.issueBoard.columns],
  );
  const refs = useMemo(() => columnRefs(columns), [columns]);
  const resync = useCallback(() => startTransition(() => void refetch({ filter }, { fetchPolicy: 'network-only' })), [refetch, filter]);
  // The server tells whether each changed issue is on the board with its filter (issue 32): one
  // that is goes to the top of its status's column (counts follow), any other leaves.
  const apply = useCallback(
    (store: RecordSourceProxy, change: RecordProxy) => applyCardNotice(store, refs, change, change.getLinkedRecord('issue')?.getLinkedRecord('status')?.getDataID()),
    [refs],
  );
  useListNotices({ subscription: issuesChanged, field: 'issuesChanged', variables: { filter }, apply, refetch: resync });

  const [changeStatus] = useChangeIssueStatus();
  const onMove = useCallback((issueId: string, statusId: string) => changeStatus({ issueId, statusId, columns: refs }), [changeStatus, refs]);
  const loadPage = useCallback(
    (statusId: string, after: string | null) =>
      fetchQuery<IssueBoardCardsQuery>(environment, cardsQuery, { filter: { ...filter, statusIds: [statusId] }, first: cardsPerColumn, after }, { fetchPolicy: 'network-only' })
        .toPromise()
        .then((page) => page?.issues),
    [environment, filter],
  );

  return (
    <Board
      testId="issue"
      columns={columns}
      messages={messages}
      renderCard={(issue) => <IssueCard issue={issue} />}
      onMove={onMove}
      loadPage={loadPage}
    />
  );
}
