import { graphql, useMutation } from 'react-relay';
import type { useChangeDocumentStatusMutation } from './__generated__/useChangeDocumentStatusMutation.graphql';

const mutation = graphql`
  mutation useChangeDocumentStatusMutation($input: ChangeDocumentStatusInput!) {
    changeDocumentStatus(input: $input) {
      document {
        id
        ...DocumentDetail_document
      }
    }
  }
`;

/** changeDocumentStatus (editors): publish, archive, unarchive or back to draft. */
export function useChangeDocumentStatus() {
  return useMutation<useChangeDocumentStatusMutation>(mutation);
}
