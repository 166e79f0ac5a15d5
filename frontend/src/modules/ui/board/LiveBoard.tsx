import { startTransition, useCallback, useMemo, type ComponentProps } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import type { GraphQLTaggedNode, OperationType, RecordProxy, RecordSourceProxy } from 'relay-runtime';
import { useListNotices } from '@/modules/relay/useListNotices';
import { Board } from './Board';
import type { BoardCardRef, BoardColumnData } from './BoardColumn';
import { applyCardNotice, columnRefs, type BoardColumnRef, type BoardKey } from './boardStore';
import type { BoardPage } from './useColumnLoadMore';

/** A column as a board query selects it: its record, the server's count and its first cards. */
export interface BoardQueryColumn<C extends BoardCardRef> {
  readonly __id: string;
  readonly count: number;
  readonly cards: {
    readonly edges: readonly { readonly node: C }[];
    readonly pageInfo: { readonly hasNextPage: boolean; readonly endCursor?: string | null };
  };
}

/** What the area says of a column: its key, label and colour, and maybe its own heading and summary. */
export type BoardColumnHead<K extends BoardKey> = Pick<BoardColumnData<K, BoardCardRef>, 'key' | 'label' | 'color' | 'heading' | 'summary'>;

/** A board query's column as the Board takes it, headed as the area says. */
export function boardColumn<K extends BoardKey, C extends BoardCardRef>(column: BoardQueryColumn<C>, head: BoardColumnHead<K>): BoardColumnData<K, C> {
  return {
    ...head,
    id: column.__id,
    count: column.count,
    cards: column.cards.edges.map((edge) => edge.node),
    hasNextPage: column.cards.pageInfo.hasNextPage,
    endCursor: column.cards.pageInfo.endCursor ?? null,
  };
}

/** A board fragment's `refetch` (from `useRefetchableFragment`), read again with the board's filter. */
export type BoardRefetch<F> = (variables: { filter: F }, options: { fetchPolicy: 'network-only' }) => unknown;

/** The area's query for one column's next cards: a connection under `field`. */
export interface BoardCardsQuery<K extends BoardKey, Op extends OperationType> {
  query: GraphQLTaggedNode;
  field: keyof Op['response'];
  /** The query's variables for a column's page after `after`: the board's filter narrowed to the column. */
  variables: (key: K, after: string | null) => Op['variables'];
}

type Props<K extends BoardKey, C extends BoardCardRef, F, Op extends OperationType> = Omit<ComponentProps<typeof Board<K, C>>, 'onMove' | 'loadPage'> & {
  /** The filter the board was loaded with: its notices' and its columns' next pages'. */
  filter: F;
  refetch: BoardRefetch<F>;
  /** The area's `…Changed` subscription (with `$filter`) and its root field. */
  subscription: GraphQLTaggedNode;
  field: string;
  /** The column a notice's card is in now (the server said it is on the board), or null. */
  cardKey: (change: RecordProxy) => K | null | undefined;
  /** What else a notice carries for the columns (the deal board's counts and totals). */
  applyMore?: (store: RecordSourceProxy, columns: readonly BoardColumnRef<K>[], change: RecordProxy) => void;
  /** The area's move (its mutation, optimistic with rollback): the columns let the card change column at once. */
  move: (cardId: string, to: K, columns: readonly BoardColumnRef<K>[]) => void;
  /** A column's next cards. */
  cards: BoardCardsQuery<K, Op>;
};

/**
 * A Board kept live (issue 32): the area's `…Changed` notices under the board's filter put each
 * card the server says is on the board at the top of its column (any other leaves), the board is
 * read again after a reconnect, a move goes to the area's mutation with the columns, and "Load
 * more" runs the area's cards query. The issue board and the deal board differ only in what they
 * pass.
 */
export function LiveBoard<K extends BoardKey, C extends BoardCardRef, F, Op extends OperationType>({
  filter,
  refetch,
  subscription,
  field,
  cardKey,
  applyMore,
  move,
  cards,
  ...board
}: Props<K, C, F, Op>) {
  const environment = useRelayEnvironment();
  const refs = useMemo(() => columnRefs(board.columns), [board.columns]);
  const resync = useCallback(() => startTransition(() => void refetch({ filter }, { fetchPolicy: 'network-only' })), [refetch, filter]);
  const apply = useCallback(
    (store: RecordSourceProxy, change: RecordProxy) => {
      applyCardNotice(store, refs, change, cardKey(change));
      applyMore?.(store, refs, change);
    },
    [refs, cardKey, applyMore],
  );
  useListNotices({ subscription, field, variables: { filter }, apply, refetch: resync });

  const onMove = useCallback((cardId: string, to: K) => move(cardId, to, refs), [move, refs]);
  const { query, field: cardsField, variables } = cards;
  const loadPage = useCallback(
    (key: K, after: string | null) =>
      fetchQuery<Op>(environment, query, variables(key, after), { fetchPolicy: 'network-only' })
        .toPromise()
        .then((page) => page?.[cardsField] as BoardPage | null | undefined),
    [environment, query, variables, cardsField],
  );
  return <Board {...board} onMove={onMove} loadPage={loadPage} />;
}
