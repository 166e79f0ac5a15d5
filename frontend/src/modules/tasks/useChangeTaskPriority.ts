import { graphql, useMutation } from 'react-relay';
import type { useChangeTaskPriorityMutation } from './__generated__/useChangeTaskPriorityMutation.graphql';

const mutation = graphql`
  mutation useChangeTaskPriorityMutation($input: ChangeTaskPriorityInput!) {
    changeTaskPriority(input: $input) {
      task {
        id
        priorityId
        updatedAt
        version
      }
    }
  }
`;

/** The changeTaskPriority mutation. */
export function useChangeTaskPriority() {
  return useMutation<useChangeTaskPriorityMutation>(mutation);
}
