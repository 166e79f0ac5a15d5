import { useCallback, useState } from 'react';
import { commitMutation, graphql, useRelayEnvironment } from 'react-relay';
import type { TransferProgress } from '@/modules/relay/progress';
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
  const environment = useRelayEnvironment();
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useCallback(
    (documentId: string, file: File) =>
      new Promise<void>((resolve, reject) => {
        setProgress(0);
        commitMutation<useAddDocumentAttachmentMutation>(environment, {
          mutation,
          variables: { input: { id: documentId, file: null } },
          uploadables: { 'variables.input.file': file },
          cacheConfig: {
            metadata: {
              onProgress: (event: TransferProgress) => {
                if (event.phase === 'upload' && event.total) setProgress(event.loaded / event.total);
              },
            },
          },
          onCompleted: (_response, errors) => {
            setProgress(null);
            if (errors?.length) reject(new Error(errors[0].message));
            else resolve();
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
