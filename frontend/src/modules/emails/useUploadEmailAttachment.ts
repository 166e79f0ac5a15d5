import { useCallback, useState } from 'react';
import { commitMutation, graphql, useRelayEnvironment } from 'react-relay';
import { ClientError } from '@/modules/relay/ClientError';
import type { TransferProgress } from '@/modules/relay/progress';
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
  const environment = useRelayEnvironment();
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useCallback(
    (file: File) =>
      new Promise<UploadedEmailAttachment>((resolve, reject) => {
        setProgress(0);
        commitMutation<useUploadEmailAttachmentMutation>(environment, {
          mutation,
          variables: { input: { file: null } },
          uploadables: { 'variables.input.file': file },
          cacheConfig: {
            metadata: {
              onProgress: (event: TransferProgress) => {
                if (event.phase === 'upload' && event.total) setProgress(event.loaded / event.total);
              },
            },
          },
          onCompleted: (response, errors) => {
            setProgress(null);
            if (errors?.length) reject(new ClientError('190.X000.001', errors[0].message));
            else resolve(response.uploadEmailAttachment.attachment);
          },
          onError: (error) => {
            setProgress(null);
            reject(error);
          },
        });
      }),
    [environment],
  );
  return { upload, progress };
}
