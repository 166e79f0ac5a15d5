import { graphql } from 'react-relay';
import { useStoreMutation } from '@/modules/relay/useStoreMutation';
import { insertNode } from '@/modules/ui/list/connectionUpdaters';
import type { useCreatePermissionCategoryMutation } from './__generated__/useCreatePermissionCategoryMutation.graphql';

const mutation = graphql`
  mutation useCreatePermissionCategoryMutation($input: CreatePermissionCategoryInput!) {
    createPermissionCategory(input: $input) {
      permissionCategory {
        id
        ...PermissionCategoryItem_category
      }
    }
  }
`;

/** createPermissionCategory (admin). The new one is put at the top of the manager's connection (no reload); the live notice skips it as listed. */
export function useCreatePermissionCategory(connectionId: string) {
  return useStoreMutation<useCreatePermissionCategoryMutation>(mutation, (store, data) => {
    const id = data?.createPermissionCategory.permissionCategory.id;
    if (id) insertNode(store, connectionId, id, 'PermissionCategoryEdge');
  });
}
