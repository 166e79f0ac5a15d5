import { graphql } from 'react-relay';
import { useStoreMutation } from '@/modules/relay/useStoreMutation';
import type { useRenameRoleMutation } from './__generated__/useRenameRoleMutation.graphql';

const mutation = graphql`
  mutation useRenameRoleMutation($input: RenameRoleInput!) {
    renameRole(input: $input) {
      role {
        roleId
        name
        version
      }
    }
  }
`;

/**
 * renameRole (admin). `Role` has no global `id`, so the payload's record is not the one the root
 * `roles` list holds: the updater copies the new name and version onto the listed role.
 */
export function useRenameRole() {
  return useStoreMutation<useRenameRoleMutation>(mutation, (store) => {
    const role = store.getRootField('renameRole')?.getLinkedRecord('role');
    if (!role) return;
    const roleId = role.getValue('roleId');
    for (const record of store.getRoot().getLinkedRecords('roles') ?? []) {
      if (!record || record.getValue('roleId') !== roleId) continue;
      record.setValue(role.getValue('name'), 'name');
      record.setValue(role.getValue('version'), 'version');
    }
  });
}
