import { useCallback, useMemo } from 'react';
import { defineMessage, defineMessages } from 'react-intl';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { RecordProxy } from 'relay-runtime';
import { boardColumn, LiveBoard, type BoardCardsQuery } from '@/modules/ui/board/LiveBoard';
import type { BoardColumnRef } from '@/modules/ui/board/boardStore';
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
      pageInfo { hasNextPage endCursor }
    }
  }
`;

/**
 * The status a changed issue is in: the server tells whether it is on the board with its filter
 * (issue 32), and one that is goes to the top of its status's column (counts follow).
 */
function statusOfNotice(change: RecordProxy): string | undefined {
  return change.getLinkedRecord('issue')?.getLinkedRecord('status')?.getDataID();
}

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
              pageInfo { hasNextPage endCursor }
            }
          }
        }
      }
    `,
    query,
  );
  const columns = useMemo(
    () => data.issueBoard.columns.map((column) => boardColumn(column, { key: column.status.id, label: column.status.label, color: safeIssueLabelColor(column.status.color) })),
    [data.issueBoard.columns],
  );
  const [changeStatus] = useChangeIssueStatus();
  const move = useCallback((issueId: string, statusId: string, columns: readonly BoardColumnRef<string>[]) => changeStatus({ issueId, statusId, columns }), [changeStatus]);
  const cards = useMemo<BoardCardsQuery<string, IssueBoardCardsQuery>>(
    () => ({ query: cardsQuery, field: 'issues', variables: (statusId, after) => ({ filter: { ...filter, statusIds: [statusId] }, first: cardsPerColumn, after }) }),
    [filter],
  );
  return (
    <LiveBoard
      testId="issue"
      columns={columns}
      messages={messages}
      renderCard={(issue) => <IssueCard issue={issue} />}
      filter={filter}
      refetch={refetch}
      subscription={issuesChanged}
      field="issuesChanged"
      cardKey={statusOfNotice}
      move={move}
      cards={cards}
    />
  );
}
