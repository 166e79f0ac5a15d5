import { graphql } from 'react-relay';
import { useStoreMutation } from '@/modules/relay/useStoreMutation';
import { listedRoles, listRole, unlistRole } from './roleLists';
import type { useDeleteRoleMutation } from './__generated__/useDeleteRoleMutation.graphql';

const mutation = graphql`
  mutation useDeleteRoleMutation($input: DeleteRoleInput!) {
    deleteRole(input: $input) {
      deletedRoleId
    }
  }
`;

/** The fields a role reader selects (the roles section, the pickers, the deleted roles). */
const roleFields = ['roleId', 'name', 'roleCategoryId', 'memberCount', 'version'] as const;

/**
 * deleteRole (admin; refused with 201.M001.003 while anything depends on the role). The updater
 * moves the role (by `roleId`: `Role` has no global `id`) from the root `roles` list to the front
 * of `deletedRoles` (newest first), so the roles section, the role pickers and "Deleted roles"
 * follow without a reload. The deleted entry is a record of its own: the listed one is keyed by
 * its position in `roles`, which the next read of `roles` reuses for another role.
 */
export function useDeleteRole() {
  return useStoreMutation<useDeleteRoleMutation>(mutation, (store, data) => {
    const roleId = data?.deleteRole.deletedRoleId;
    if (roleId == null) return;
    const listed = unlistRole(store, 'roles', roleId);
    const deleted = listedRoles(store, 'deletedRoles');
    // Not fetched yet (or the role was not listed here): the next query brings them.
    if (!deleted || !listed) return;
    const id = `client:deletedRole:${roleId}`;
    const record = store.get(id) ?? store.create(id, 'Role');
    for (const field of roleFields) record.setValue(listed.getValue(field), field);
    record.setValue(true, 'deleted');
    unlistRole(store, 'deletedRoles', roleId);
    listRole(store, 'deletedRoles', record, () => 0);
  });
}
