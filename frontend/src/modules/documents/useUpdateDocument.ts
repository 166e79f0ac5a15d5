import { graphql, useMutation } from 'react-relay';
import type { useUpdateDocumentMutation } from './__generated__/useUpdateDocumentMutation.graphql';

const mutation = graphql`
  mutation useUpdateDocumentMutation($input: UpdateDocumentInput!) {
    updateDocument(input: $input) {
      document {
        id
        ...DocumentRow_document
        ...DocumentForm_document
        ...DocumentDetail_document
      }
    }
  }
`;

/** The updateDocument mutation (sends `expectedVersion`; 204.X000.004 when stale). Every save is a new revision. */
export function useUpdateDocument() {
  return useMutation<useUpdateDocumentMutation>(mutation);
}
