import { graphql, useMutation } from 'react-relay';
import type { useRemoveDocumentFavouriteMutation } from './__generated__/useRemoveDocumentFavouriteMutation.graphql';

const mutation = graphql`
  mutation useRemoveDocumentFavouriteMutation($input: RemoveDocumentFavouriteInput!) {
    removeDocumentFavourite(input: $input) {
      document {
        id
        isFavourite
      }
    }
  }
`;

/** removeDocumentFavourite (the caller's own list). */
export function useRemoveDocumentFavourite() {
  return useMutation<useRemoveDocumentFavouriteMutation>(mutation);
}
