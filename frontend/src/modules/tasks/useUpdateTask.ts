import { graphql, useMutation } from 'react-relay';
import type { useUpdateTaskMutation } from './__generated__/useUpdateTaskMutation.graphql';

const mutation = graphql`
  mutation useUpdateTaskMutation($input: UpdateTaskInput!) {
    updateTask(input: $input) {
      task {
        id
        ...TaskDetail_task
        ...TaskRow_task
        ...TaskForm_task
      }
    }
  }
`;

/** The updateTask mutation. */
export function useUpdateTask() {
  return useMutation<useUpdateTaskMutation>(mutation);
}
