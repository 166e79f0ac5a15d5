import { commitLocalUpdate, Environment, Network, RecordSource, Store, type RecordSourceProxy } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { listedRoles, listRole, unlistRole } from './roleLists';

/** A store whose root lists hold roles by id (`roles` given, `deletedRoles` empty), as a `roles` read leaves them. */
function storeWith(roles: number[] | null) {
  const environment = new Environment({ network: Network.create(() => Promise.reject(new Error('offline'))), store: new Store(new RecordSource()) });
  commitLocalUpdate(environment, (store) => {
    const root = store.getRoot();
    if (roles) root.setLinkedRecords(roles.map((roleId, index) => store.create(`client:root:roles:${index}`, 'Role').setValue(roleId, 'roleId')), 'roles');
    root.setLinkedRecords([], 'deletedRoles');
  });
  const edit = (update: (store: RecordSourceProxy) => void) => commitLocalUpdate(environment, update);
  const ids = (list: 'roles' | 'deletedRoles') => {
    let out: unknown[] | null = null;
    edit((store) => {
      out = listedRoles(store, list)?.map((record) => record.getValue('roleId')) ?? null;
    });
    return out;
  };
  return { edit, ids };
}

describe('role lists', () => {
  it('lists a role at the end or where told, once', () => {
    const { edit, ids } = storeWith([1, 3]);
    edit((store) => listRole(store, 'roles', store.create('new:5', 'Role').setValue(5, 'roleId')));
    edit((store) => listRole(store, 'roles', store.create('new:2', 'Role').setValue(2, 'roleId'), () => 1));
    edit((store) => listRole(store, 'roles', store.create('new:5b', 'Role').setValue(5, 'roleId')));
    expect(ids('roles')).toEqual([1, 2, 3, 5]);
  });

  it('leaves a list that was not fetched alone, for the next query to bring whole', () => {
    const { edit, ids } = storeWith(null);
    edit((store) => listRole(store, 'roles', store.create('new:5', 'Role').setValue(5, 'roleId')));
    expect(ids('roles')).toBeNull();
  });

  it('unlists a role and hands back the record it was listed as', () => {
    const { edit, ids } = storeWith([1, 3, 4]);
    let found: unknown = 'unset';
    edit((store) => {
      found = unlistRole(store, 'roles', 3)?.getValue('roleId');
    });
    expect(found).toBe(3);
    expect(ids('roles')).toEqual([1, 4]);
    edit((store) => {
      found = unlistRole(store, 'roles', 9);
    });
    expect(found).toBeNull();
    expect(ids('roles')).toEqual([1, 4]);
  });
});
