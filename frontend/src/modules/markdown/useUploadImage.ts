import { useCallback, useState } from 'react';
import { commitMutation, graphql, useRelayEnvironment } from 'react-relay';
import type { TransferProgress } from '@/modules/relay/progress';
import type { useUploadImageMutation } from './__generated__/useUploadImageMutation.graphql';

const mutation = graphql`
  mutation useUploadImageMutation($input: UploadImageInput!) {
    uploadImage(input: $input) {
      url
      contentType
      size
    }
  }
`;

export const allowedImageTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
export const maxImageBytes = 5 * 1024 * 1024;

/** Uploads an image through the multipart request, reporting upload progress (0..1). */
export function useUploadImage() {
  const environment = useRelayEnvironment();
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useCallback(
    (file: File) =>
      new Promise<string>((resolve, reject) => {
        setProgress(0);
        commitMutation<useUploadImageMutation>(environment, {
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
            if (errors?.length) reject(new Error(errors[0].message));
            else resolve(response.uploadImage.url);
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
