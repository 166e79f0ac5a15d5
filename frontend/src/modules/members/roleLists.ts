import { graphql } from 'react-relay';
import type { RecordProxy, RecordSourceProxy } from 'relay-runtime';

/**
 * The root role lists in the store (`roles`, `deletedRoles`), edited by the role mutations'
 * updaters (issue 32: create, delete and restore share these). `Role` has no global `id`: a role
 * is found by its `roleId`, and a listed record is keyed by its position in the list.
 */
export type RoleList = 'roles' | 'deletedRoles';

/** Every field a role reader selects (the roles section, the pickers, the deleted roles): what a mutation that lists a role brings. */
export const listedRoleFragment = graphql`
  fragment roleLists_role on Role {
    roleId
    name
    roleCategoryId
    memberCount
    version
  }
`;

/** The roles a root list holds (without holes), or null when it was not fetched: the next query brings it whole. */
export function listedRoles(store: RecordSourceProxy, list: RoleList): RecordProxy[] | null {
  const records = store.getRoot().getLinkedRecords(list);
  return records ? records.filter((record): record is RecordProxy => record != null) : null;
}

/** Takes the role out of a root list; returns the record it was listed as (null when it was not). */
export function unlistRole(store: RecordSourceProxy, list: RoleList, roleId: unknown): RecordProxy | null {
  const records = store.getRoot().getLinkedRecords(list);
  if (!records) return null;
  const listed = records.find((record): record is RecordProxy => record != null && record.getValue('roleId') === roleId) ?? null;
  const kept = records.filter((record): record is RecordProxy => record != null && record.getValue('roleId') !== roleId);
  if (kept.length !== records.length) store.getRoot().setLinkedRecords(kept, list);
  return listed;
}

/**
 * Puts the role's record into a root list unless it is listed already (or the list was not
 * fetched): at the end, or where `placeOf` says among the listed ones.
 */
export function listRole(store: RecordSourceProxy, list: RoleList, role: RecordProxy, placeOf: (listed: readonly RecordProxy[]) => number = (listed) => listed.length): void {
  const listed = listedRoles(store, list);
  const roleId = role.getValue('roleId');
  if (!listed || listed.some((record) => record.getValue('roleId') === roleId)) return;
  const at = placeOf(listed);
  store.getRoot().setLinkedRecords([...listed.slice(0, at), role, ...listed.slice(at)], list);
}

/** The fields a role reader selects (the roles section, the pickers, the deleted roles): `roleLists_role`'s. */
export const roleFields = ['roleId', 'name', 'roleCategoryId', 'memberCount', 'version'] as const;

/**
 * Puts a role that left `roles` at the front of `deletedRoles` (newest first), unless that list
 * was not fetched. The deleted entry is a record of its own: a listed one is keyed by its
 * position in a list, which the next read of that list reuses for another role.
 */
export function listAsDeleted(store: RecordSourceProxy, listed: RecordProxy): void {
  if (!listedRoles(store, 'deletedRoles')) return;
  const roleId = listed.getValue('roleId');
  const id = `client:deletedRole:${String(roleId)}`;
  const record = store.get(id) ?? store.create(id, 'Role');
  for (const field of roleFields) record.setValue(listed.getValue(field), field);
  record.setValue(true, 'deleted');
  unlistRole(store, 'deletedRoles', roleId);
  listRole(store, 'deletedRoles', record, () => 0);
}
