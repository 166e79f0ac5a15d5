import type { RecordProxy, RecordSourceProxy } from 'relay-runtime';

/**
 * Store updaters for the issue board. A column's `cards` is a plain connection under the
 * `issueBoard` field (IssueBoardColumn has no id), so its edges are edited here rather than
 * through ConnectionHandler. A column's `count` follows the cards that enter or leave it; a
 * notice carries no counts, so an issue that left a column's unloaded tail is not subtracted
 * from it (see `placeIssue`).
 */

/** A board column as the store holds it: the status id and the IssueBoardColumn record's id (`__id`). */
export interface IssueColumnRef {
  statusId: string;
  columnId: string;
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

function addToCount(store: RecordSourceProxy, columnId: string, delta: number): void {
  const column = store.get(columnId);
  const count = column?.getValue('count');
  if (column && typeof count === 'number') column.setValue(Math.max(0, count + delta), 'count');
}

/** The column that shows the card, if any. */
export function columnOfIssue(store: RecordSourceProxy, columns: readonly IssueColumnRef[], id: string): IssueColumnRef | null {
  return (
    columns.find(({ columnId }) => {
      const cards = cardsOf(store, columnId);
      return !!cards && edgesOf(cards).some((edge) => nodeId(edge) === id);
    }) ?? null
  );
}

/** Takes the card off the board (its column counts one fewer). Returns whether it was shown. */
export function removeIssue(store: RecordSourceProxy, columns: readonly IssueColumnRef[], id: string): boolean {
  const from = columnOfIssue(store, columns, id);
  if (!from) return false;
  const cards = cardsOf(store, from.columnId);
  if (cards) cards.setLinkedRecords(edgesOf(cards).filter((edge) => nodeId(edge) !== id), 'edges');
  addToCount(store, from.columnId, -1);
  return true;
}

/**
 * Puts the card at the top of its status's column: a move (out of its old column, whose count
 * drops, into the new one, whose count grows) or an issue that joins the board. A card already
 * in that column stays where it is.
 */
export function placeIssue(store: RecordSourceProxy, columns: readonly IssueColumnRef[], id: string, statusId: string): void {
  const node = store.get(id);
  const target = columns.find((column) => column.statusId === statusId);
  if (!node || !target) return;
  const from = columnOfIssue(store, columns, id);
  if (from?.columnId === target.columnId) return;
  if (from) removeIssue(store, columns, id);
  const cards = cardsOf(store, target.columnId);
  if (!cards) return;
  const edgeId = `${cards.getDataID()}:live:${id}`;
  const edge = store.get(edgeId) ?? store.create(edgeId, 'IssueEdge');
  edge.setLinkedRecord(node, 'node');
  edge.setValue(null, 'cursor');
  cards.setLinkedRecords([edge, ...edgesOf(cards)], 'edges');
  addToCount(store, target.columnId, 1);
}

/** Appends a further page of cards to a column (skipping any already shown) and takes its page info. */
export function appendIssues(
  store: RecordSourceProxy,
  columnId: string,
  ids: readonly string[],
  pageInfo: { hasNextPage: boolean; endCursor: string | null },
): void {
  const cards = cardsOf(store, columnId);
  if (!cards) return;
  const edges = edgesOf(cards);
  const shown = new Set(edges.map(nodeId));
  const added: RecordProxy[] = [];
  for (const id of ids) {
    const node = store.get(id);
    if (!node || shown.has(id)) continue;
    const edgeId = `${cards.getDataID()}:more:${id}`;
    const edge = store.get(edgeId) ?? store.create(edgeId, 'IssueEdge');
    edge.setLinkedRecord(node, 'node');
    added.push(edge);
  }
  cards.setLinkedRecords([...edges, ...added], 'edges');
  const info = cards.getLinkedRecord('pageInfo');
  if (info) {
    info.setValue(pageInfo.hasNextPage, 'hasNextPage');
    info.setValue(pageInfo.endCursor, 'endCursor');
  }
}
