import { graphql, useMutation } from 'react-relay';
import type { useRemoveDocumentAttachmentMutation } from './__generated__/useRemoveDocumentAttachmentMutation.graphql';

const mutation = graphql`
  mutation useRemoveDocumentAttachmentMutation($input: RemoveDocumentAttachmentInput!) {
    removeDocumentAttachment(input: $input) {
      document {
        id
        ...DocumentDetail_document
      }
    }
  }
`;

/** removeDocumentAttachment (editors). */
export function useRemoveDocumentAttachment() {
  return useMutation<useRemoveDocumentAttachmentMutation>(mutation);
}
