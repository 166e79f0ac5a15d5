import { graphql } from 'react-relay';
import { useStoreMutation } from '@/modules/relay/useStoreMutation';
import { insertNode } from '@/modules/ui/list/connectionUpdaters';
import type { useCreateDocumentCategoryMutation } from './__generated__/useCreateDocumentCategoryMutation.graphql';

const mutation = graphql`
  mutation useCreateDocumentCategoryMutation($input: CreateDocumentCategoryInput!) {
    createDocumentCategory(input: $input) {
      documentCategory {
        id
        ...DocumentCategoryItem_category
      }
    }
  }
`;

/** createDocumentCategory (admin). The new one is put at the top of the manager's connection (no reload); the live notice skips it as listed. */
export function useCreateDocumentCategory(connectionId: string) {
  return useStoreMutation<useCreateDocumentCategoryMutation>(mutation, (store, data) => {
    const id = data?.createDocumentCategory.documentCategory.id;
    if (id) insertNode(store, connectionId, id, 'DocumentCategoryEdge');
  });
}
