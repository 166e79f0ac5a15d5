import { graphql, useMutation } from 'react-relay';
import type { useUpdateEmployeeRolesMutation } from './__generated__/useUpdateEmployeeRolesMutation.graphql';

const mutation = graphql`
  mutation useUpdateEmployeeRolesMutation($input: UpdateEmployeeRolesInput!) {
    updateEmployeeRoles(input: $input) {
      employee {
        id
        version
        roles {
          roleId
          name
        }
      }
    }
  }
`;

/** The updateEmployeeRoles mutation (admin): replaces the roles. */
export function useUpdateEmployeeRoles() {
  return useMutation<useUpdateEmployeeRolesMutation>(mutation);
}
