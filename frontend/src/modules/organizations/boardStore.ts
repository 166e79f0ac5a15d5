import type { RecordProxy, RecordSourceProxy } from 'relay-runtime';

/**
 * Store updaters for the deal board (issue 13). A column's `cards` is a plain connection under
 * the `dealBoard` field (DealColumn has no id, and `cards` no paging arguments), so its edges are
 * edited here rather than through ConnectionHandler. Counts and totals are only ever copied from
 * the server (`boardTotals`), never computed from the cards loaded.
 */

/** A board column as the store holds it: the stage id and the DealColumn record's id (`__id`). */
export interface BoardColumnRef {
  statusId: number;
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

/** Whether any column shows the card (it matched the board's filter when loaded). */
export function boardHasCard(store: RecordSourceProxy, columns: readonly BoardColumnRef[], id: string): boolean {
  return columns.some(({ columnId }) => {
    const cards = cardsOf(store, columnId);
    return !!cards && edgesOf(cards).some((edge) => nodeId(edge) === id);
  });
}

/** Takes the card out of every column. */
export function removeCard(store: RecordSourceProxy, columns: readonly BoardColumnRef[], id: string): void {
  for (const { columnId } of columns) {
    const cards = cardsOf(store, columnId);
    if (!cards) continue;
    const edges = edgesOf(cards);
    const kept = edges.filter((edge) => nodeId(edge) !== id);
    if (kept.length !== edges.length) cards.setLinkedRecords(kept, 'edges');
  }
}

/** Puts the card at the top of its stage's column and out of every other (a move, or a new deal). */
export function placeCard(store: RecordSourceProxy, columns: readonly BoardColumnRef[], id: string, statusId: number): void {
  const node = store.get(id);
  if (!node) return;
  for (const column of columns) {
    const cards = cardsOf(store, column.columnId);
    if (!cards) continue;
    const edges = edgesOf(cards);
    const listed = edges.some((edge) => nodeId(edge) === id);
    if (column.statusId !== statusId) {
      if (listed) cards.setLinkedRecords(edges.filter((edge) => nodeId(edge) !== id), 'edges');
      continue;
    }
    if (listed) continue;
    const edgeId = `${cards.getDataID()}:live:${id}`;
    const edge = store.get(edgeId) ?? store.create(edgeId, 'OrganizationEdge');
    edge.setLinkedRecord(node, 'node');
    edge.setValue(null, 'cursor');
    cards.setLinkedRecords([edge, ...edges], 'edges');
  }
}

/** Appends a further page of cards (skipping any already shown) and takes its page info. */
export function appendCards(
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
    const edge = store.get(edgeId) ?? store.create(edgeId, 'OrganizationEdge');
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

export interface ColumnTotals {
  statusId: number;
  count: number;
  totals: readonly { amount: number; currency: string; minorUnits: number }[];
}

/** Replaces every column's count and totals with the server's (`boardTotals` of a live change). */
export function setColumnTotals(store: RecordSourceProxy, columns: readonly BoardColumnRef[], totals: readonly ColumnTotals[]): void {
  for (const column of columns) {
    const record = store.get(column.columnId);
    const fresh = totals.find((entry) => entry.statusId === column.statusId);
    if (!record || !fresh) continue;
    record.setValue(fresh.count, 'count');
    const money = fresh.totals.map((value, index) => {
      const id = `${column.columnId}:liveTotals:${index}`;
      const entry = store.get(id) ?? store.create(id, 'Money');
      entry.setValue(value.amount, 'amount');
      entry.setValue(value.currency, 'currency');
      entry.setValue(value.minorUnits, 'minorUnits');
      return entry;
    });
    record.setLinkedRecords(money, 'totals');
  }
}
