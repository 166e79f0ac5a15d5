import { useCallback } from 'react';
import { graphql, useMutation, type UseMutationConfig } from 'react-relay';
import { insertNode } from '@/modules/ui/list/connectionUpdaters';
import type { useCreateAiModelMutation } from './__generated__/useCreateAiModelMutation.graphql';

const mutation = graphql`
  mutation useCreateAiModelMutation($input: CreateAiModelInput!) {
    createAiModel(input: $input) {
      aiModel {
        id
        displayName
        ...AiModelRow_model
        ...AiModelFormModal_model
      }
    }
  }
`;

type Config = UseMutationConfig<useCreateAiModelMutation> & {
  /** The models table's connection: the new model joins it. */
  connectionId: string;
};

/**
 * createAiModel (Admin). The new model is appended to the table's connection by a store updater
 * (not @appendEdge: the transport sends only the variables an operation declares); the table's
 * `aiModelsChanged` updater then skips it as listed.
 */
export function useCreateAiModel() {
  const [commit, inFlight] = useMutation<useCreateAiModelMutation>(mutation);
  const create = useCallback(
    ({ connectionId, ...config }: Config) =>
      commit({
        ...config,
        updater: (store, data) => {
          const id = data?.createAiModel.aiModel.id;
          if (id) insertNode(store, connectionId, id, 'AiModelEdge', 'end');
          config.updater?.(store, data);
        },
      }),
    [commit],
  );
  return [create, inFlight] as const;
}
