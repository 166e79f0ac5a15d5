import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useUpload } from '@/modules/relay/useUpload';
import type { useAddDocumentAttachmentMutation } from './__generated__/useAddDocumentAttachmentMutation.graphql';

const mutation = graphql`
  mutation useAddDocumentAttachmentMutation($input: AddDocumentAttachmentInput!) {
    addDocumentAttachment(input: $input) {
      document {
        id
        ...DocumentDetail_document
      }
    }
  }
`;

/** AddDocumentAttachmentInput: at most 20 MiB (the server also checks the type and content). */
export const maxAttachmentBytes = 20 * 1024 * 1024;

/** Attaches a file through the multipart request, reporting upload progress (0..1). */
export function useAddDocumentAttachment() {
  const { upload, progress } = useUpload<useAddDocumentAttachmentMutation, void>(mutation, () => undefined);
  const attach = useCallback((documentId: string, file: File) => upload(file, { id: documentId }), [upload]);
  return { upload: attach, progress };
}
