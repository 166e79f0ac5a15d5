import { graphql } from 'react-relay';
import { useStoreMutation } from '@/modules/relay/useStoreMutation';
import type { RecordProxy } from 'relay-runtime';
import type { useCreateRoleMutation } from './__generated__/useCreateRoleMutation.graphql';

const mutation = graphql`
  mutation useCreateRoleMutation($input: CreateRoleInput!) {
    createRole(input: $input) {
      role {
        roleId
        name
        roleCategoryId
        memberCount
        version
      }
    }
  }
`;

/**
 * createRole (admin). `Role` has no global `id`, so the root `roles` list holds client records
 * keyed by position; the updater appends the record this payload created (it carries every field
 * a `roles` reader selects), so the roles section and the role pickers show it without a reload.
 */
export function useCreateRole() {
  return useStoreMutation<useCreateRoleMutation>(mutation, (store) => {
    const role = store.getRootField('createRole')?.getLinkedRecord('role');
    const root = store.getRoot();
    const roles = root.getLinkedRecords('roles');
    // Not fetched yet: the next query brings the whole list.
    if (!role || !roles) return;
    const roleId = role.getValue('roleId');
    const listed = roles.filter((record): record is RecordProxy => record != null);
    if (listed.some((record) => record.getValue('roleId') === roleId)) return;
    root.setLinkedRecords([...listed, role], 'roles');
  });
}
