import { graphql, useMutation } from 'react-relay';
import type { useUpdateDocumentCategoryMutation } from './__generated__/useUpdateDocumentCategoryMutation.graphql';

const mutation = graphql`
  mutation useUpdateDocumentCategoryMutation($input: UpdateDocumentCategoryInput!) {
    updateDocumentCategory(input: $input) {
      documentCategory {
        id
        ...DocumentCategoryItem_category
      }
    }
  }
`;

/** updateDocumentCategory (admin): sends `expectedVersion` (204.X000.004 when stale). */
export function useUpdateDocumentCategory() {
  return useMutation<useUpdateDocumentCategoryMutation>(mutation);
}
