import { graphql, useMutation } from 'react-relay';
import type { useAssignTaskMutation } from './__generated__/useAssignTaskMutation.graphql';

const mutation = graphql`
  mutation useAssignTaskMutation($input: AssignTaskInput!) {
    assignTask(input: $input) {
      task {
        id
        updatedAt
        version
        assignee {
          id
          name
          avatarUrl
        }
      }
    }
  }
`;

/** The assignTask mutation (null unassigns). */
export function useAssignTask() {
  return useMutation<useAssignTaskMutation>(mutation);
}
