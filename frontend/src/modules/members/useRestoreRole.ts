import { graphql } from 'react-relay';
import { useStoreMutation } from '@/modules/relay/useStoreMutation';
import type { RecordProxy } from 'relay-runtime';
import type { useRestoreRoleMutation } from './__generated__/useRestoreRoleMutation.graphql';

const mutation = graphql`
  mutation useRestoreRoleMutation($input: RestoreRoleInput!) {
    restoreRole(input: $input) {
      role {
        roleId
        name
        roleCategoryId
        memberCount
        version
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
    if (!role) return;
    const roleId = role.getValue('roleId');
    if (typeof roleId !== 'number') return;
    const root = store.getRoot();
    const deleted = root.getLinkedRecords('deletedRoles');
    if (deleted) {
      const kept = deleted.filter((record): record is RecordProxy => record != null && record.getValue('roleId') !== roleId);
      if (kept.length !== deleted.length) root.setLinkedRecords(kept, 'deletedRoles');
    }
    const roles = root.getLinkedRecords('roles');
    // Not fetched yet: the next query brings the whole list.
    if (!roles) return;
    const listed = roles.filter((record): record is RecordProxy => record != null);
    if (listed.some((record) => record.getValue('roleId') === roleId)) return;
    const at = listed.findIndex((record) => Number(record.getValue('roleId')) > roleId);
    const next = at === -1 ? [...listed, role] : [...listed.slice(0, at), role, ...listed.slice(at)];
    root.setLinkedRecords(next, 'roles');
  });
}
