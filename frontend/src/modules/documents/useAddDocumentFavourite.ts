import { graphql, useMutation } from 'react-relay';
import type { useAddDocumentFavouriteMutation } from './__generated__/useAddDocumentFavouriteMutation.graphql';

const mutation = graphql`
  mutation useAddDocumentFavouriteMutation($input: AddDocumentFavouriteInput!) {
    addDocumentFavourite(input: $input) {
      document {
        id
        isFavourite
      }
    }
  }
`;

/** addDocumentFavourite (the caller's own list). */
export function useAddDocumentFavourite() {
  return useMutation<useAddDocumentFavouriteMutation>(mutation);
}
