import { commitLocalUpdate, Environment, Network, RecordSource, Store, type RecordSourceProxy } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { listKey, placeNode, removeNode, TreeLists } from './treeLists';

function trees(lists: Record<string, string[]>, more: Record<string, boolean> = {}) {
  const environment = new Environment({ network: Network.create(() => Promise.reject(new Error('offline'))), store: new Store(new RecordSource()) });
  const registry = new TreeLists();
  commitLocalUpdate(environment, (store) => {
    for (const [key, ids] of Object.entries(lists)) {
      const connection = store.create(`conn:${key}`, 'ApplicationNodeConnection');
      const pageInfo = store.create(`conn:${key}:pageInfo`, 'PageInfo');
      pageInfo.setValue(more[key] ?? false, 'hasNextPage');
      connection.setLinkedRecord(pageInfo, 'pageInfo');
      connection.setLinkedRecords(
        ids.map((id) => {
          const node = store.get(id) ?? store.create(id, 'ApplicationNode');
          const edge = store.create(`conn:${key}:edge:${id}`, 'ApplicationNodeEdge');
          edge.setLinkedRecord(node, 'node');
          return edge;
        }),
        'edges',
      );
      registry.register(key, `conn:${key}`);
    }
    store.create('new', 'ApplicationNode');
  });
  const read = () => {
    let result: Record<string, string[]> = {};
    commitLocalUpdate(environment, (store: RecordSourceProxy) => {
      result = Object.fromEntries(
        Object.keys(lists).map((key) => [
          key,
          (store.get(`conn:${key}`)?.getLinkedRecords('edges') ?? []).map((edge) => edge?.getLinkedRecord('node')?.getDataID() ?? ''),
        ]),
      );
    });
    return result;
  };
  const place = (id: string, parent: string, position: number) => {
    let changed = false;
    commitLocalUpdate(environment, (store) => {
      changed = placeNode(store, registry, id, parent, position);
    });
    return changed;
  };
  const remove = (id: string) => {
    let changed = false;
    commitLocalUpdate(environment, (store) => {
      changed = removeNode(store, registry, id);
    });
    return changed;
  };
  return { read, place, remove, registry };
}

describe('placing nodes in the shown lists', () => {
  it('reorders within a list at the server position', () => {
    const { read, place } = trees({ 'root:PAGES': ['a', 'b', 'c'] });
    expect(place('a', 'root:PAGES', 2)).toBe(true);
    expect(read()['root:PAGES']).toEqual(['b', 'c', 'a']);
    expect(place('a', 'root:PAGES', 2)).toBe(false);
    place('a', 'root:PAGES', 0);
    expect(read()['root:PAGES']).toEqual(['a', 'b', 'c']);
  });

  it('moves a node from one shown list to another, and inserts a created one', () => {
    const { read, place } = trees({ 'root:PAGES': ['a', 'dir'], dir: ['x', 'y'] });
    place('a', 'dir', 1);
    expect(read()).toEqual({ 'root:PAGES': ['dir'], dir: ['x', 'a', 'y'] });
    place('x', 'root:PAGES', 5);
    expect(read()).toEqual({ 'root:PAGES': ['dir', 'x'], dir: ['a', 'y'] });
    place('new', 'dir', 0);
    expect(read().dir).toEqual(['new', 'a', 'y']);
  });

  it('takes a node out when its new list is not shown, and leaves unloaded places to "Load more"', () => {
    const { read, place } = trees({ 'root:PAGES': ['a', 'b'], dir: ['x'] }, { dir: true });
    place('a', 'collapsed', 0);
    expect(read()['root:PAGES']).toEqual(['b']);
    place('b', 'dir', 7);
    expect(read()).toEqual({ 'root:PAGES': [], dir: ['x'] });
  });

  it('takes a deleted node out of every shown list, and a restored one back into its place (issue 35)', () => {
    const { read, place, remove } = trees({ 'root:PAGES': ['a', 'dir', 'b'], dir: ['x'] });
    expect(remove('dir')).toBe(true);
    expect(read()).toEqual({ 'root:PAGES': ['a', 'b'], dir: ['x'] });
    expect(remove('dir')).toBe(false);
    place('dir', 'root:PAGES', 1);
    expect(read()['root:PAGES']).toEqual(['a', 'dir', 'b']);
  });

  it('keys lists by parent, or by the tree for roots', () => {
    expect(listKey(null, 'PAGES')).toBe('root:PAGES');
    expect(listKey('QXBw', 'REQUIREMENTS')).toBe('QXBw');
    const lists = new TreeLists();
    const unregister = lists.register('root:PAGES', 'c1');
    lists.register('root:PAGES', 'c2');
    unregister();
    expect(lists.get('root:PAGES')).toBe('c2');
  });
});
