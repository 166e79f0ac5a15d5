import { graphql, useMutation } from 'react-relay';
import type { useSaveGeneratedDocumentMutation } from './__generated__/useSaveGeneratedDocumentMutation.graphql';

const mutation = graphql`
  mutation useSaveGeneratedDocumentMutation($input: SaveGeneratedDocumentInput!) {
    saveGeneratedDocument(input: $input) {
      document {
        id
        title
      }
    }
  }
`;

/** saveGeneratedDocument: a draft document from a completed answer of a DOCUMENT room (title, and the edited body). */
export function useSaveGeneratedDocument() {
  return useMutation<useSaveGeneratedDocumentMutation>(mutation);
}
