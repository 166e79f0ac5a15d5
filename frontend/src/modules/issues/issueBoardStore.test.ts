import { commitLocalUpdate, Environment, Network, RecordSource, Store, type RecordSourceProxy } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { columnOfIssue, placeIssue, removeIssue, type IssueColumnRef } from './issueBoardStore';

function board() {
  const environment = new Environment({ network: Network.create(() => Promise.reject(new Error('offline'))), store: new Store(new RecordSource()) });
  const columns: IssueColumnRef[] = [
    { statusId: 'open', columnId: 'col:open' },
    { statusId: 'done', columnId: 'col:done' },
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
      record.setLinkedRecord(cards, 'cards');
    }
    store.create('i3', 'Issue');
  });
  const read = () => {
    let result: Record<string, { ids: string[]; count: unknown }> = {};
    commitLocalUpdate(environment, (store: RecordSourceProxy) => {
      result = Object.fromEntries(
        columns.map(({ statusId, columnId }) => {
          const column = store.get(columnId);
          const ids = (column?.getLinkedRecord('cards')?.getLinkedRecords('edges') ?? []).map((edge) => edge?.getLinkedRecord('node')?.getDataID() ?? '');
          return [statusId, { ids, count: column?.getValue('count') }];
        }),
      );
    });
    return result;
  };
  const update = (fn: (store: RecordSourceProxy) => void) => commitLocalUpdate(environment, fn);
  return { columns, read, update };
}

describe('issue board store', () => {
  it('moves a card to the top of its new column, and the counts follow', () => {
    const { columns, read, update } = board();
    update((store) => placeIssue(store, columns, 'i2', 'done'));
    expect(read()).toEqual({ open: { ids: ['i1'], count: 4 }, done: { ids: ['i2'], count: 1 } });
    // Again (the live notice after the mutation): nothing changes.
    update((store) => placeIssue(store, columns, 'i2', 'done'));
    expect(read()).toEqual({ open: { ids: ['i1'], count: 4 }, done: { ids: ['i2'], count: 1 } });
  });

  it('adds an issue that joins the board and removes one that leaves it', () => {
    const { columns, read, update } = board();
    update((store) => placeIssue(store, columns, 'i3', 'open'));
    expect(read().open).toEqual({ ids: ['i3', 'i1', 'i2'], count: 6 });
    update((store) => {
      expect(columnOfIssue(store, columns, 'i1')?.statusId).toBe('open');
      expect(removeIssue(store, columns, 'i1')).toBe(true);
      expect(removeIssue(store, columns, 'i1')).toBe(false);
    });
    expect(read().open).toEqual({ ids: ['i3', 'i2'], count: 5 });
  });
});
