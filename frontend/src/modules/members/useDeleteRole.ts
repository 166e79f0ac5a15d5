import { graphql } from 'react-relay';
import { useStoreMutation } from '@/modules/relay/useStoreMutation';
import { listAsDeleted, unlistRole } from './roleLists';
import type { useDeleteRoleMutation } from './__generated__/useDeleteRoleMutation.graphql';

const mutation = graphql`
  mutation useDeleteRoleMutation($input: DeleteRoleInput!) {
    deleteRole(input: $input) {
      deletedRoleId
    }
  }
`;

/**
 * deleteRole (admin; refused with 201.M001.003 while anything depends on the role). The updater
 * moves the role (by `roleId`: `Role` has no global `id`) from the root `roles` list to the front
 * of `deletedRoles` (newest first), so the roles section, the role pickers and "Deleted roles"
 * follow without a reload (`listAsDeleted`).
 */
export function useDeleteRole() {
  return useStoreMutation<useDeleteRoleMutation>(mutation, (store, data) => {
    const roleId = data?.deleteRole.deletedRoleId;
    if (roleId == null) return;
    const listed = unlistRole(store, 'roles', roleId);
    // Not listed (the roles' live message took it out first, and listed it as deleted), or the
    // lists were not fetched: nothing more to do here.
    if (listed) listAsDeleted(store, listed);
  });
}
