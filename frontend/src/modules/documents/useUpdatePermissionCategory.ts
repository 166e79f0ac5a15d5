import { graphql, useMutation } from 'react-relay';
import type { useUpdatePermissionCategoryMutation } from './__generated__/useUpdatePermissionCategoryMutation.graphql';

const mutation = graphql`
  mutation useUpdatePermissionCategoryMutation($input: UpdatePermissionCategoryInput!) {
    updatePermissionCategory(input: $input) {
      permissionCategory {
        id
        ...PermissionCategoryItem_category
      }
    }
  }
`;

/** updatePermissionCategory (admin): sends `expectedVersion` (204.X000.004 when stale). */
export function useUpdatePermissionCategory() {
  return useMutation<useUpdatePermissionCategoryMutation>(mutation);
}
