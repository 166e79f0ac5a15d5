import { graphql, useMutation } from 'react-relay';
import type { useSetAiModelEnabledMutation } from './__generated__/useSetAiModelEnabledMutation.graphql';

const mutation = graphql`
  mutation useSetAiModelEnabledMutation($input: SetAiModelEnabledInput!) {
    setAiModelEnabled(input: $input) {
      aiModel {
        id
        enabled
        version
        updatedAt
      }
    }
  }
`;

/** setAiModelEnabled (Admin): the table's switch. */
export function useSetAiModelEnabled() {
  return useMutation<useSetAiModelEnabledMutation>(mutation);
}
