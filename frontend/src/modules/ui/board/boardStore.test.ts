import { commitLocalUpdate, Environment, Network, RecordSource, Store, type RecordSourceProxy } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { appendCards, applyCardNotice, columnOfCard, columnRefs, placeCard, removeCard, type BoardColumnRef } from './boardStore';

/** Two columns as a board query leaves them in the store: `open` (i1, i2 of 5) and an empty `done`. */
function board() {
  const environment = new Environment({ network: Network.create(() => Promise.reject(new Error('offline'))), store: new Store(new RecordSource()) });
  const columns: BoardColumnRef<string>[] = [
    { key: 'open', columnId: 'col:open' },
    { key: 'done', columnId: 'col:done' },
  ];
  commitLocalUpdate(environment, (store) => {
    for (const [column, ids, count] of [
      ['col:open', ['i1', 'i2'], 5],
      ['col:done', [], 0],
    ] as const) {
      const record = store.create(column, 'IssueBoardColumn');
      record.setValue(count, 'count');
      const cards = store.create(`${column}:cards`, 'IssueConnection');
      cards.setLinkedRecords(
        ids.map((id) => {
          const node = store.get(id) ?? store.create(id, 'Issue');
          const edge = store.create(`${column}:edge:${id}`, 'IssueEdge');
          edge.setLinkedRecord(node, 'node');
          return edge;
        }),
        'edges',
      );
      const pageInfo = store.create(`${column}:pageInfo`, 'PageInfo');
      pageInfo.setValue(ids.length > 0, 'hasNextPage');
      pageInfo.setValue(ids.length > 0 ? 'cursor:2' : null, 'endCursor');
      cards.setLinkedRecord(pageInfo, 'pageInfo');
      record.setLinkedRecord(cards, 'cards');
    }
    for (const id of ['i3', 'i4', 'i5']) store.create(id, 'Issue');
  });
  const read = () => {
    let result: Record<string, { ids: string[]; count: unknown }> = {};
    commitLocalUpdate(environment, (store: RecordSourceProxy) => {
      result = Object.fromEntries(
        columns.map(({ key, columnId }) => {
          const column = store.get(columnId);
          const ids = (column?.getLinkedRecord('cards')?.getLinkedRecords('edges') ?? []).map((edge) => edge?.getLinkedRecord('node')?.getDataID() ?? '');
          return [key, { ids, count: column?.getValue('count') }];
        }),
      );
    });
    return result;
  };
  const inspect = <T,>(fn: (store: RecordSourceProxy) => T): T => {
    let result: T | undefined;
    commitLocalUpdate(environment, (store) => {
      result = fn(store);
    });
    return result as T;
  };
  const update = (fn: (store: RecordSourceProxy) => void) => commitLocalUpdate(environment, fn);
  return { columns, read, update, inspect };
}

describe('board store', () => {
  it('moves a card to the top of its new column, and the counts follow', () => {
    const { columns, read, update } = board();
    update((store) => placeCard(store, columns, 'i2', 'done'));
    expect(read()).toEqual({ open: { ids: ['i1'], count: 4 }, done: { ids: ['i2'], count: 1 } });
    // Again (the live notice after the mutation): nothing changes.
    update((store) => placeCard(store, columns, 'i2', 'done'));
    expect(read()).toEqual({ open: { ids: ['i1'], count: 4 }, done: { ids: ['i2'], count: 1 } });
  });

  it('adds a card that joins the board and removes one that leaves it', () => {
    const { columns, read, update } = board();
    update((store) => placeCard(store, columns, 'i3', 'open'));
    expect(read().open).toEqual({ ids: ['i3', 'i1', 'i2'], count: 6 });
    update((store) => {
      expect(columnOfCard(store, columns, 'i1')?.key).toBe('open');
      expect(removeCard(store, columns, 'i1')).toBe(true);
      expect(removeCard(store, columns, 'i1')).toBe(false);
      expect(columnOfCard(store, columns, 'i1')).toBeNull();
    });
    expect(read().open).toEqual({ ids: ['i3', 'i2'], count: 5 });
  });

  it('types a new edge as the column’s loaded edges are', () => {
    const { columns, update, inspect } = board();
    update((store) => placeCard(store, columns, 'i3', 'done'));
    expect(inspect((store) => store.get('col:done:cards:live:i3')?.getType())).toBe('IssueEdge');
  });

  it('leaves the board alone for a column it does not have or a card the store lacks', () => {
    const { columns, read, update } = board();
    const before = read();
    update((store) => placeCard(store, columns, 'i1', 'gone'));
    update((store) => placeCard(store, columns, 'nowhere', 'done'));
    expect(read()).toEqual(before);
  });

  it('appends a further page after the loaded cards, once each, and takes its page info', () => {
    const { read, update, inspect } = board();
    update((store) => placeCard(store, [{ key: 'open', columnId: 'col:open' }], 'i3', 'open'));
    // i3 (placed live) and i2 (already shown) come again in the page: they are not doubled.
    update((store) => appendCards(store, 'col:open', ['i2', 'i3', 'i4', 'i5', 'i4', 'missing'], { hasNextPage: false, endCursor: 'cursor:6' }));
    expect(read().open).toEqual({ ids: ['i3', 'i1', 'i2', 'i4', 'i5'], count: 6 });
    expect(inspect((store) => [store.get('col:open:pageInfo')?.getValue('hasNextPage'), store.get('col:open:pageInfo')?.getValue('endCursor')])).toEqual([
      false,
      'cursor:6',
    ]);
  });

  it('works the same with numeric keys (deal stages)', () => {
    const { read, update } = board();
    const stages: BoardColumnRef<number>[] = [
      { key: 1, columnId: 'col:open' },
      { key: 2, columnId: 'col:done' },
    ];
    update((store) => placeCard(store, stages, 'i1', 2));
    expect(read()).toEqual({ open: { ids: ['i2'], count: 4 }, done: { ids: ['i1'], count: 1 } });
  });

  it('applies a live notice: a matching card goes to the top of its column, one that no longer matches leaves', () => {
    const { columns, read, update } = board();
    const notice = (store: RecordSourceProxy, id: string, matches: boolean) => {
      const change = store.create(`notice:${id}:${String(matches)}`, 'IssuesChanged');
      change.setValue(id, 'id');
      change.setValue(matches, 'matches');
      return change;
    };
    update((store) => applyCardNotice(store, columns, notice(store, 'i1', true), 'done'));
    expect(read()).toEqual({ open: { ids: ['i2'], count: 4 }, done: { ids: ['i1'], count: 1 } });
    update((store) => applyCardNotice(store, columns, notice(store, 'i1', false), 'done'));
    expect(read().done).toEqual({ ids: [], count: 0 });
    // A notice that names no column is read as leaving.
    update((store) => applyCardNotice(store, columns, notice(store, 'i2', true), null));
    expect(read().open).toEqual({ ids: [], count: 3 });
  });

  it('reads the columns a board shows as the store refers to them', () => {
    expect(columnRefs([{ key: 'open', id: 'col:open' }])).toEqual([{ key: 'open', columnId: 'col:open' }]);
  });
});
