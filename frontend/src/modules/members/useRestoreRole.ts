import { graphql } from 'react-relay';
import { useStoreMutation } from '@/modules/relay/useStoreMutation';
import { listRole, unlistRole } from './roleLists';
import type { useRestoreRoleMutation } from './__generated__/useRestoreRoleMutation.graphql';

const mutation = graphql`
  mutation useRestoreRoleMutation($input: RestoreRoleInput!) {
    restoreRole(input: $input) {
      role {
        ...roleLists_role
        deleted
      }
    }
  }
`;

/**
 * restoreRole (admin; 'Name already exists' when another role took the name since). The updater
 * takes the role out of the root `deletedRoles` list and puts the payload's record (it carries
 * every field a `roles` reader selects) into `roles` in the server's order (by `roleId`), so the
 * roles section, the role pickers and "Deleted roles" follow without a reload.
 */
export function useRestoreRole() {
  return useStoreMutation<useRestoreRoleMutation>(mutation, (store) => {
    const role = store.getRootField('restoreRole')?.getLinkedRecord('role');
    const roleId = role?.getValue('roleId');
    if (!role || typeof roleId !== 'number') return;
    unlistRole(store, 'deletedRoles', roleId);
    listRole(store, 'roles', role, (listed) => {
      const at = listed.findIndex((record) => Number(record.getValue('roleId')) > roleId);
      return at === -1 ? listed.length : at;
    });
  });
}
