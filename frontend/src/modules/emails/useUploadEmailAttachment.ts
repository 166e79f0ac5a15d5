import { graphql } from 'react-relay';
import { useUpload } from '@/modules/relay/useUpload';
import type { useUploadEmailAttachmentMutation, useUploadEmailAttachmentMutation$data } from './__generated__/useUploadEmailAttachmentMutation.graphql';

const mutation = graphql`
  mutation useUploadEmailAttachmentMutation($input: UploadEmailAttachmentInput!) {
    uploadEmailAttachment(input: $input) {
      attachment {
        id
        name
        contentType
        size
      }
    }
  }
`;

/** UploadEmailAttachmentInput: at most 10 MiB (the server also checks the type and content). */
export const maxEmailAttachmentBytes = 10 * 1024 * 1024;

export type UploadedEmailAttachment = useUploadEmailAttachmentMutation$data['uploadEmailAttachment']['attachment'];

/**
 * Uploads one file for a job through the multipart request (`uploadEmailAttachment`), reporting
 * upload progress (0..1); resolves with the stored attachment, whose id the job then names.
 */
export function useUploadEmailAttachment() {
  return useUpload<useUploadEmailAttachmentMutation, UploadedEmailAttachment>(
    mutation,
    (response) => response.uploadEmailAttachment.attachment,
  );
}
