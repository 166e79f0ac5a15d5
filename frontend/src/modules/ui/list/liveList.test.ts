import { commitLocalUpdate, Environment, Network, RecordSource, Store, type RecordSourceProxy } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { applyListChange } from './liveList';

/** A list connection holding d1 and d2 of 5, and d3 known to the store (a notice normalized it). */
function list() {
  const environment = new Environment({ network: Network.create(() => Promise.reject(new Error('offline'))), store: new Store(new RecordSource()) });
  commitLocalUpdate(environment, (store) => {
    const connection = store.create('list', 'DocumentConnection');
    connection.setValue(5, 'totalCount');
    connection.setLinkedRecords(
      ['d1', 'd2'].map((id) => {
        const edge = store.create(`edge:${id}`, 'DocumentEdge');
        edge.setLinkedRecord(store.create(id, 'Document'), 'node');
        return edge;
      }),
      'edges',
    );
    store.create('d3', 'Document');
  });
  const notice = (kind: string, id: string, matches: boolean) =>
    commitLocalUpdate(environment, (store: RecordSourceProxy) => {
      const change = store.create(`change:${kind}:${id}:${String(matches)}:${Math.random()}`, 'DocumentChange');
      change.setValue(kind, 'kind');
      change.setValue(id, 'id');
      change.setValue(matches, 'matches');
      applyListChange(store, change, { connectionId: 'list', edgeType: 'DocumentEdge' });
    });
  const read = () => {
    let shown: { ids: string[]; total: unknown } = { ids: [], total: null };
    commitLocalUpdate(environment, (store) => {
      const connection = store.get('list');
      const ids = (connection?.getLinkedRecords('edges') ?? []).map((edge) => edge?.getLinkedRecord('node')?.getDataID() ?? '');
      shown = { ids, total: connection?.getValue('totalCount') };
    });
    return shown;
  };
  return { notice, read };
}

describe('live list', () => {
  it('puts a matching row at the top once, and the count follows', () => {
    const { notice, read } = list();
    notice('CREATED', 'd3', true);
    expect(read()).toEqual({ ids: ['d3', 'd1', 'd2'], total: 6 });
    notice('UPDATED', 'd3', true);
    expect(read()).toEqual({ ids: ['d3', 'd1', 'd2'], total: 6 });
  });

  it('keeps a listed row that still matches where it is', () => {
    const { notice, read } = list();
    notice('UPDATED', 'd2', true);
    expect(read()).toEqual({ ids: ['d1', 'd2'], total: 5 });
  });

  it('drops a row that no longer matches or may no longer be read, and ignores one never listed', () => {
    const { notice, read } = list();
    notice('UPDATED', 'd1', false);
    expect(read()).toEqual({ ids: ['d2'], total: 4 });
    notice('DELETED', 'd2', false);
    expect(read()).toEqual({ ids: [], total: 3 });
    notice('UPDATED', 'd3', false);
    expect(read()).toEqual({ ids: [], total: 3 });
  });

  it('brings back a row that comes to match again', () => {
    const { notice, read } = list();
    notice('UPDATED', 'd1', false);
    notice('UPDATED', 'd1', true);
    expect(read()).toEqual({ ids: ['d1', 'd2'], total: 5 });
  });
});
