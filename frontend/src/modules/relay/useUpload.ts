import { useCallback, useState } from 'react';
import { commitMutation, useRelayEnvironment } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import { ClientError } from './ClientError';
import type { TransferProgress } from './progress';

/** An upload mutation: one `$input` whose `file` is the uploaded file. */
interface UploadMutation extends MutationParameters {
  readonly variables: { readonly input: { readonly file: unknown } };
}

/**
 * Uploads one file through the multipart request with `mutation` (its `input.file`, beside
 * the rest of `input` the call gives), reporting upload progress (0..1); resolves with what
 * `pick` takes from the answer. Every upload in the
 * product (images in markdown, email attachments) goes this one way, so they report progress
 * and refusals alike.
 */
export function useUpload<M extends UploadMutation, T>(
  mutation: GraphQLTaggedNode,
  pick: (response: M['response']) => T,
) {
  const environment = useRelayEnvironment();
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useCallback(
    (file: File, input: Omit<M['variables']['input'], 'file'> = {} as Omit<M['variables']['input'], 'file'>) =>
      new Promise<T>((resolve, reject) => {
        setProgress(0);
        commitMutation<M>(environment, {
          mutation,
          variables: { input: { ...input, file: null } } as M['variables'],
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
            else resolve(pick(response));
          },
          onError: (error) => {
            setProgress(null);
            reject(error);
          },
        });
      }),
    // `pick` is a projection of the answer: a new one each render changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [environment, mutation],
  );
  return { upload, progress };
}
