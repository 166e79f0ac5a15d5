import { graphql, useMutation } from 'react-relay';
import type { useUnassignPermissionCategoryRoleMutation } from './__generated__/useUnassignPermissionCategoryRoleMutation.graphql';

const mutation = graphql`
  mutation useUnassignPermissionCategoryRoleMutation($input: UnassignPermissionCategoryRoleInput!) {
    unassignPermissionCategoryRole(input: $input) {
      permissionCategory {
        id
        ...PermissionCategoryItem_category
      }
    }
  }
`;

/** unassignPermissionCategoryRole (admin). */
export function useUnassignPermissionCategoryRole() {
  return useMutation<useUnassignPermissionCategoryRoleMutation>(mutation);
}
