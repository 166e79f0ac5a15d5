import { graphql, useMutation } from 'react-relay';
import type { useCreateTaskMutation } from './__generated__/useCreateTaskMutation.graphql';

const mutation = graphql`
  mutation useCreateTaskMutation($input: CreateTaskInput!) {
    createTask(input: $input) {
      task {
        id
        ...TaskDetail_task
        ...TaskRow_task
      }
    }
  }
`;

/** The createTask mutation. */
export function useCreateTask() {
  return useMutation<useCreateTaskMutation>(mutation);
}
