import { graphql, useMutation } from 'react-relay';
import type { useChangeDocumentPermissionCategoryMutation } from './__generated__/useChangeDocumentPermissionCategoryMutation.graphql';

const mutation = graphql`
  mutation useChangeDocumentPermissionCategoryMutation($input: ChangeDocumentPermissionCategoryInput!) {
    changeDocumentPermissionCategory(input: $input) {
      document {
        id
        ...DocumentDetail_document
      }
    }
  }
`;

/** changeDocumentPermissionCategory (the author or an admin). */
export function useChangeDocumentPermissionCategory() {
  return useMutation<useChangeDocumentPermissionCategoryMutation>(mutation);
}
