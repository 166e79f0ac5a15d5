import { graphql, useMutation } from 'react-relay';
import type { useRoleMutationsCreateMutation } from './__generated__/useRoleMutationsCreateMutation.graphql';
import type { useRoleMutationsDeleteMutation } from './__generated__/useRoleMutationsDeleteMutation.graphql';
import type { useRoleMutationsRenameMutation } from './__generated__/useRoleMutationsRenameMutation.graphql';

const create = graphql`
  mutation useRoleMutationsCreateMutation($input: CreateRoleInput!) {
    createRole(input: $input) {
      role {
        roleId
        name
      }
    }
  }
`;

const rename = graphql`
  mutation useRoleMutationsRenameMutation($input: RenameRoleInput!) {
    renameRole(input: $input) {
      role {
        roleId
        name
      }
    }
  }
`;

const remove = graphql`
  mutation useRoleMutationsDeleteMutation($input: DeleteRoleInput!) {
    deleteRole(input: $input) {
      deletedRoleId
    }
  }
`;

/** createRole, renameRole and deleteRole (admin). */
export function useRoleMutations() {
  const [createRole, creating] = useMutation<useRoleMutationsCreateMutation>(create);
  const [renameRole, renaming] = useMutation<useRoleMutationsRenameMutation>(rename);
  const [deleteRole, deleting] = useMutation<useRoleMutationsDeleteMutation>(remove);
  return { createRole, renameRole, deleteRole, inFlight: creating || renaming || deleting };
}
