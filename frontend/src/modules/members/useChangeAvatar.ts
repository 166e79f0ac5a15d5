import { useCallback, useState } from 'react';
import { commitMutation, graphql, useRelayEnvironment } from 'react-relay';
import type { TransferProgress } from '@/modules/relay/progress';
import type { useChangeAvatarMutation } from './__generated__/useChangeAvatarMutation.graphql';

const mutation = graphql`
  mutation useChangeAvatarMutation($input: ChangeEmployeeAvatarInput!) {
    changeEmployeeAvatar(input: $input) {
      employee {
        id
        avatarUrl
        version
      }
    }
  }
`;

/** Uploads a new avatar (multipart), reporting upload progress (0..1, null when idle). */
export function useChangeAvatar() {
  const environment = useRelayEnvironment();
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useCallback(
    (employeeId: string, file: File) =>
      new Promise<void>((resolve, reject) => {
        setProgress(0);
        commitMutation<useChangeAvatarMutation>(environment, {
          mutation,
          variables: { input: { employeeId, file: null } },
          uploadables: { 'variables.input.file': file },
          cacheConfig: {
            metadata: {
              onProgress: (event: TransferProgress) => {
                if (event.phase === 'upload' && event.total) setProgress(event.loaded / event.total);
              },
            },
          },
          onCompleted: () => {
            setProgress(null);
            resolve();
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
