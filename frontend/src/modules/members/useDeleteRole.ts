import { useCallback } from 'react';
import { graphql, useMutation, type UseMutationConfig } from 'react-relay';
import type { RecordProxy } from 'relay-runtime';
import type { useDeleteRoleMutation } from './__generated__/useDeleteRoleMutation.graphql';

const mutation = graphql`
  mutation useDeleteRoleMutation($input: DeleteRoleInput!) {
    deleteRole(input: $input) {
      deletedRoleId
    }
  }
`;

/**
 * deleteRole (admin). The updater removes the role (by `roleId`: `Role` has no global `id`) from
 * the root `roles` list, so the roles section and the role pickers drop it without a reload.
 */
export function useDeleteRole() {
  const [commit, inFlight] = useMutation<useDeleteRoleMutation>(mutation);
  const remove = useCallback(
    (config: UseMutationConfig<useDeleteRoleMutation>) =>
      commit({
        ...config,
        updater: (store, data) => {
          const roleId = data?.deleteRole.deletedRoleId;
          const root = store.getRoot();
          const roles = root.getLinkedRecords('roles');
          if (roleId == null || !roles) return;
          const kept = roles.filter((record): record is RecordProxy => record != null && record.getValue('roleId') !== roleId);
          if (kept.length !== roles.length) root.setLinkedRecords(kept, 'roles');
        },
      }),
    [commit],
  );
  return [remove, inFlight] as const;
}
