import { graphql } from 'react-relay';
import { useStoreMutation } from '@/modules/relay/useStoreMutation';
import { listRole } from './roleLists';
import type { useCreateRoleMutation } from './__generated__/useCreateRoleMutation.graphql';

const mutation = graphql`
  mutation useCreateRoleMutation($input: CreateRoleInput!) {
    createRole(input: $input) {
      role {
        ...roleLists_role
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
    if (role) listRole(store, 'roles', role);
  });
}
