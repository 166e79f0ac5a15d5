import { graphql, useMutation } from 'react-relay';
import type { useChangeTaskStatusMutation } from './__generated__/useChangeTaskStatusMutation.graphql';

const mutation = graphql`
  mutation useChangeTaskStatusMutation($input: ChangeTaskStatusInput!) {
    changeTaskStatus(input: $input) {
      task {
        id
        statusId
        updatedAt
        version
      }
    }
  }
`;

/** The changeTaskStatus mutation. */
export function useChangeTaskStatus() {
  return useMutation<useChangeTaskStatusMutation>(mutation);
}
