import { graphql, useMutation } from 'react-relay';
import type { useAssignPermissionCategoryRoleMutation } from './__generated__/useAssignPermissionCategoryRoleMutation.graphql';

const mutation = graphql`
  mutation useAssignPermissionCategoryRoleMutation($input: AssignPermissionCategoryRoleInput!) {
    assignPermissionCategoryRole(input: $input) {
      permissionCategory {
        id
        ...PermissionCategoryItem_category
      }
    }
  }
`;

/** assignPermissionCategoryRole (admin): a role reads or edits every document of the category, from the next request on. */
export function useAssignPermissionCategoryRole() {
  return useMutation<useAssignPermissionCategoryRoleMutation>(mutation);
}
