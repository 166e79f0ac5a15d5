import { graphql, useMutation } from 'react-relay';
import type { useChangeApplicationStatusMutation } from './__generated__/useChangeApplicationStatusMutation.graphql';

const mutation = graphql`
  mutation useChangeApplicationStatusMutation($input: ChangeApplicationStatusInput!) {
    changeApplicationStatus(input: $input) {
      application {
        id
        statusId
        updatedAt
        version
      }
    }
  }
`;

/** changeApplicationStatus (draft 1, active 2, pending 3, archived 4). */
export function useChangeApplicationStatus() {
  return useMutation<useChangeApplicationStatusMutation>(mutation);
}
