import { Environment, Network, Observable, RecordSource, Store, type RecordSourceProxy } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { leaveEveryList, leaveTrashLists } from './trashStore';

/** A store with lists as Relay's connection handler keeps them: a connection, its edges, each edge's node. */
function setup() {
  const environment = new Environment({ network: Network.create(() => Observable.from({ data: {} })), store: new Store(new RecordSource()) });
  environment.commitUpdate((store) => {
    const list = (id: string, type: string, nodes: { id: string; type: string; entityId?: string }[]) => {
      const connection = store.create(id, type);
      connection.setValue(nodes.length, 'totalCount');
      connection.setLinkedRecords(
        nodes.map((node, index) => {
          const record = store.get(node.id) ?? store.create(node.id, node.type);
          if (node.entityId) record.setValue(node.entityId, 'entityId');
          const edge = store.create(`${id}:edge:${index}`, `${type.replace('Connection', 'Edge')}`);
          edge.setLinkedRecord(record, 'node');
          return edge;
        }),
        'edges',
      );
    };
    list('client:projects', 'ProjectConnection', [
      { id: 'P1', type: 'Project' },
      { id: 'P2', type: 'Project' },
    ]);
    list('client:search', 'ProjectConnection', [{ id: 'P1', type: 'Project' }]);
    list('client:trash', 'TrashItemConnection', [
      { id: 'T3', type: 'TrashItem', entityId: 'P3' },
      { id: 'T4', type: 'TrashItem', entityId: 'P4' },
    ]);
  });
  const listed = (connection: string) => {
    const source = environment.getStore().getSource();
    const refs = (source.get(connection)?.edges as { __refs: string[] }).__refs;
    return refs.map((edge) => (source.get(edge)?.node as { __ref: string }).__ref);
  };
  const total = (connection: string) => environment.getStore().getSource().get(connection)?.totalCount;
  const update = (work: (store: RecordSourceProxy) => void) => environment.commitUpdate(work);
  return { environment, listed, total, update };
}

describe('the trash’s store updaters', () => {
  it('take a deleted entity out of every list in the store, counts too, and keep its record', () => {
    const { environment, listed, total, update } = setup();
    update((store) => leaveEveryList(store, environment, 'P1'));
    expect(listed('client:projects')).toEqual(['P2']);
    expect(listed('client:search')).toEqual([]);
    expect([total('client:projects'), total('client:search')]).toEqual([1, 0]);
    expect(environment.getStore().getSource().get('P1')).toBeTruthy();
    expect(listed('client:trash')).toEqual(['T3', 'T4']);
  });

  it('take a restored entity’s entry out of the trash lists by the entity’s id', () => {
    const { environment, listed, total, update } = setup();
    update((store) => leaveTrashLists(store, environment, 'P4'));
    expect(listed('client:trash')).toEqual(['T3']);
    expect(total('client:trash')).toBe(1);
    expect(listed('client:projects')).toEqual(['P1', 'P2']);
  });
});
