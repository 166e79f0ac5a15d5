import { graphql, useMutation } from 'react-relay';
import type { useUpdateAiModelMutation } from './__generated__/useUpdateAiModelMutation.graphql';

const mutation = graphql`
  mutation useUpdateAiModelMutation($input: UpdateAiModelInput!) {
    updateAiModel(input: $input) {
      aiModel {
        id
        ...AiModelRow_model
        ...AiModelFormModal_model
      }
    }
  }
`;

/** updateAiModel (Admin) with `expectedVersion`: 204.X000.004 when someone saved in between. */
export function useUpdateAiModel() {
  return useMutation<useUpdateAiModelMutation>(mutation);
}
