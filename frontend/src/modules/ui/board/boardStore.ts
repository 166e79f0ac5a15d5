import type { RecordProxy, RecordSourceProxy } from 'relay-runtime';

/**
 * Store updaters for a board (the issue board, the deal board). A column's `cards` is a plain
 * connection under the board field (a board column has no id, and `cards` no paging arguments),
 * so its edges are edited here rather than through ConnectionHandler. A column's `count` follows
 * the cards that enter or leave it, so a move shows at once; a board whose notices carry the
 * server's counts writes those over it (the deal board's `boardTotals`). A card that left a
 * column's unloaded tail is not subtracted from it (see `placeCard`).
 */

/** What tells one column from another: a status's id. */
export type BoardKey = string | number;

/** A board column as the store holds it: its key and the column record's id (`__id`). */
export interface BoardColumnRef<K extends BoardKey = BoardKey> {
  key: K;
  columnId: string;
}

/** The page a column's "Load more" appends. */
export interface BoardPageInfo {
  hasNextPage: boolean;
  endCursor: string | null;
}

function cardsOf(store: RecordSourceProxy, columnId: string): RecordProxy | null {
  return store.get(columnId)?.getLinkedRecord('cards') ?? null;
}

function edgesOf(cards: RecordProxy): RecordProxy[] {
  return (cards.getLinkedRecords('edges') ?? []).filter((edge): edge is RecordProxy => edge != null);
}

function nodeId(edge: RecordProxy): string | undefined {
  return edge.getLinkedRecord('node')?.getDataID();
}

/** A new edge of the column's connection, typed as its loaded edges are (`IssueConnection` → `IssueEdge`). */
function edgeFor(store: RecordSourceProxy, cards: RecordProxy, edgeId: string, node: RecordProxy): RecordProxy {
  const edge = store.get(edgeId) ?? store.create(edgeId, cards.getType().replace(/Connection$/, 'Edge'));
  edge.setLinkedRecord(node, 'node');
  return edge;
}

function addToCount(store: RecordSourceProxy, columnId: string, delta: number): void {
  const column = store.get(columnId);
  const count = column?.getValue('count');
  if (column && typeof count === 'number') column.setValue(Math.max(0, count + delta), 'count');
}

/** The column that shows the card, if any. */
export function columnOfCard<K extends BoardKey>(store: RecordSourceProxy, columns: readonly BoardColumnRef<K>[], id: string): BoardColumnRef<K> | null {
  return (
    columns.find(({ columnId }) => {
      const cards = cardsOf(store, columnId);
      return !!cards && edgesOf(cards).some((edge) => nodeId(edge) === id);
    }) ?? null
  );
}

/** Takes the card off the board (its column counts one fewer). Returns whether it was shown. */
export function removeCard(store: RecordSourceProxy, columns: readonly BoardColumnRef[], id: string): boolean {
  const from = columnOfCard(store, columns, id);
  if (!from) return false;
  const cards = cardsOf(store, from.columnId);
  if (cards) cards.setLinkedRecords(edgesOf(cards).filter((edge) => nodeId(edge) !== id), 'edges');
  addToCount(store, from.columnId, -1);
  return true;
}

/**
 * Puts the card at the top of the column `key`: a move (out of its old column, whose count
 * drops, into the new one, whose count grows) or a card that joins the board. A card already in
 * that column stays where it is.
 */
export function placeCard<K extends BoardKey>(store: RecordSourceProxy, columns: readonly BoardColumnRef<K>[], id: string, key: K): void {
  const node = store.get(id);
  const target = columns.find((column) => column.key === key);
  if (!node || !target) return;
  const from = columnOfCard(store, columns, id);
  if (from?.columnId === target.columnId) return;
  if (from) removeCard(store, columns, id);
  const cards = cardsOf(store, target.columnId);
  if (!cards) return;
  const edge = edgeFor(store, cards, `${cards.getDataID()}:live:${id}`, node);
  edge.setValue(null, 'cursor');
  cards.setLinkedRecords([edge, ...edgesOf(cards)], 'edges');
  addToCount(store, target.columnId, 1);
}

/** Appends a further page of cards to a column (skipping any already shown) and takes its page info. */
export function appendCards(store: RecordSourceProxy, columnId: string, ids: readonly string[], pageInfo: BoardPageInfo): void {
  const cards = cardsOf(store, columnId);
  if (!cards) return;
  const edges = edgesOf(cards);
  const shown = new Set(edges.map(nodeId));
  const added: RecordProxy[] = [];
  for (const id of ids) {
    const node = store.get(id);
    if (!node || shown.has(id)) continue;
    shown.add(id);
    added.push(edgeFor(store, cards, `${cards.getDataID()}:more:${id}`, node));
  }
  cards.setLinkedRecords([...edges, ...added], 'edges');
  const info = cards.getLinkedRecord('pageInfo');
  if (info) {
    info.setValue(pageInfo.hasNextPage, 'hasNextPage');
    info.setValue(pageInfo.endCursor, 'endCursor');
  }
}

/** The store's references of the columns a board shows (for its moves and live notices). */
export function columnRefs<K extends BoardKey>(columns: readonly { key: K; id: string }[]): BoardColumnRef<K>[] {
  return columns.map((column) => ({ key: column.key, columnId: column.id }));
}

/**
 * A board's live notice (issue 32: the server decides with the list's own SQL): a card it says is
 * on the board (`matches`) goes to the top of its column, given by `key`; any other leaves.
 */
export function applyCardNotice<K extends BoardKey>(store: RecordSourceProxy, columns: readonly BoardColumnRef<K>[], change: RecordProxy, key: K | null | undefined): void {
  const id = change.getValue('id');
  if (typeof id !== 'string') return;
  if (change.getValue('matches') === true && key !== null && key !== undefined) placeCard(store, columns, id, key);
  else removeCard(store, columns, id);
}
