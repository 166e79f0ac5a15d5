import { describe, expect, it } from 'vitest';
import { commitLocalUpdate, requestSubscription, type GraphQLResponse } from 'relay-runtime';
import { subscriptionEnvironment } from '@/modules/relay/subscriptionEnvironment.testing';
import { applyRolesChanged } from './useRolesChangedSubscription';
import subscription from './__generated__/useRolesChangedSubscription.graphql';

interface Role {
  roleId: number;
  name: string;
  roleCategoryId: number;
  memberCount: number;
  version: number;
}

const role = (roleId: number, name: string, memberCount = 0): Role => ({ roleId, name, roleCategoryId: 2, memberCount, version: 1 });

/** A store whose root `roles` list holds `listed` (or was never fetched), and a `rolesChanged` subscription the test sends messages on. */
function setup(listed: Role[] | null, deletedRoles: Role[] | null = null) {
  const { environment, send: sendResponse } = subscriptionEnvironment();
  if (listed) {
    commitLocalUpdate(environment, (store) => {
      const records = listed.map((values, index) => {
        const record = store.create(`client:root:roles:${index}`, 'Role');
        for (const [field, value] of Object.entries(values)) record.setValue(value, field);
        // What another reader selected of the role (the roles section's), which a message does not carry.
        record.setValue(false, 'deleted');
        return record;
      });
      store.getRoot().setLinkedRecords(records, 'roles');
      if (deletedRoles) {
        const deleted = deletedRoles.map((values) => {
          const record = store.create(`client:deletedRole:${values.roleId}`, 'Role');
          for (const [field, value] of Object.entries(values)) record.setValue(value, field);
          record.setValue(true, 'deleted');
          return record;
        });
        store.getRoot().setLinkedRecords(deleted, 'deletedRoles');
      }
    });
  }
  requestSubscription(environment, { subscription, variables: {}, updater: applyRolesChanged });
  const send = (roles: Role[]) => sendResponse({ data: { rolesChanged: roles.map((r) => ({ __typename: 'Role', ...r })) } } as GraphQLResponse);
  const source = () => environment.getStore().getSource();
  const list = (field: 'roles' | 'deletedRoles') => {
    const refs = (source().get('client:root')?.[field] as { __refs?: string[] } | undefined)?.__refs;
    return refs?.map((id): Record<string, unknown> => ({ ...(source().get(id) as Record<string, unknown>), id }));
  };
  return { send, roles: () => list('roles'), deletedRoles: () => list('deletedRoles') };
}

describe('rolesChanged in the Relay store', () => {
  it('renames a listed role in its own record, lists a new one and drops one gone', () => {
    const { send, roles } = setup([role(1, 'Admin', 1), role(2, 'Sales'), role(3, 'Support')]);
    send([role(1, 'Admin', 1), role(2, 'Sales team', 4), role(4, 'Legal')]);
    const now = roles() ?? [];
    expect(now.map((r) => [r.roleId, r.name, r.memberCount])).toEqual([
      [1, 'Admin', 1],
      [2, 'Sales team', 4],
      [4, 'Legal', 0],
    ]);
    expect(now[1].id).toBe('client:root:roles:1');
    expect(now[1].deleted).toBe(false);
  });

  it('follows message after message, each the whole list', () => {
    const { send, roles } = setup([role(1, 'Admin')]);
    send([role(1, 'Admin'), role(5, 'Finance')]);
    send([role(5, 'Accounts'), role(1, 'Admin')]);
    expect(roles()?.map((r) => [r.roleId, r.name])).toEqual([
      [5, 'Accounts'],
      [1, 'Admin'],
    ]);
  });

  it('moves a role gone from the list to the front of the deleted roles, and one back out of them', () => {
    const { send, roles, deletedRoles } = setup([role(1, 'Admin'), role(2, 'Sales')], [role(7, 'Auditors')]);
    send([role(1, 'Admin')]);
    expect(deletedRoles()?.map((r) => [r.roleId, r.name, r.deleted])).toEqual([
      [2, 'Sales', true],
      [7, 'Auditors', true],
    ]);
    send([role(1, 'Admin'), role(7, 'Auditors')]);
    expect(roles()?.map((r) => r.name)).toEqual(['Admin', 'Auditors']);
    expect(deletedRoles()?.map((r) => r.name)).toEqual(['Sales']);
  });

  it('leaves a list no screen has fetched to the query that will', () => {
    const { send, roles } = setup(null);
    send([role(1, 'Admin')]);
    expect(roles()).toBeUndefined();
  });
});
