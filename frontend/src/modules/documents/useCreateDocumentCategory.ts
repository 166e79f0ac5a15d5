import { useCallback } from 'react';
import { graphql, useMutation, type UseMutationConfig } from 'react-relay';
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
  const [commit, inFlight] = useMutation<useCreateDocumentCategoryMutation>(mutation);
  const create = useCallback(
    (config: UseMutationConfig<useCreateDocumentCategoryMutation>) =>
      commit({
        ...config,
        updater: (store, data) => {
          const id = data?.createDocumentCategory.documentCategory.id;
          if (id) insertNode(store, connectionId, id, 'DocumentCategoryEdge');
        },
      }),
    [commit, connectionId],
  );
  return [create, inFlight] as const;
}
