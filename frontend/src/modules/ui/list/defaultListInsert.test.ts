import { commitLocalUpdate, ConnectionHandler, Environment, Network, RecordSource, ROOT_ID, Store } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { defaultListInsert } from './defaultListInsert';

const sort = { fields: ['NAME', 'UPDATED_AT'], defaultField: 'NAME', natural: { NAME: 'ASC', UPDATED_AT: 'DESC' } } as const;

function environment() {
  return new Environment({ network: Network.create(() => Promise.reject(new Error('offline'))), store: new Store(new RecordSource()) });
}

function ids(env: Environment, connectionId: string) {
  let shown: { ids: string[]; total: unknown } = { ids: [], total: null };
  commitLocalUpdate(env, (store) => {
    const connection = store.get(connectionId);
    shown = { ids: (connection?.getLinkedRecords('edges') ?? []).map((edge) => edge?.getLinkedRecord('node')?.getDataID() ?? ''), total: connection?.getValue('totalCount') };
  });
  return shown;
}

describe('defaultListInsert', () => {
  it('puts the created record at the top of the unfiltered list in its natural order, once', () => {
    const env = environment();
    // The id the list's fragment gives its connection (keys in another order: Relay sorts them).
    const listId = ConnectionHandler.getConnectionID(ROOT_ID, 'ThingList_things', { orderBy: { direction: 'ASC', field: 'NAME' }, filter: {} });
    commitLocalUpdate(env, (store) => {
      const connection = store.create(listId, 'ThingConnection');
      connection.setValue(1, 'totalCount');
      const edge = store.create('edge:t1', 'ThingEdge');
      edge.setLinkedRecord(store.create('t1', 'Thing'), 'node');
      connection.setLinkedRecords([edge], 'edges');
      store.create('t2', 'Thing');
    });
    const insert = defaultListInsert('ThingList_things', sort, 'ThingEdge');
    commitLocalUpdate(env, (store) => insert(store, 't2'));
    commitLocalUpdate(env, (store) => insert(store, 't2'));
    commitLocalUpdate(env, (store) => insert(store, undefined));
    expect(ids(env, listId)).toEqual({ ids: ['t2', 't1'], total: 2 });
  });

  it('does nothing when the store does not hold the list', () => {
    const env = environment();
    commitLocalUpdate(env, (store) => store.create('t2', 'Thing'));
    const insert = defaultListInsert('ThingList_things', sort, 'ThingEdge');
    expect(() => commitLocalUpdate(env, (store) => insert(store, 't2'))).not.toThrow();
  });
});
