import { graphql } from 'react-relay';
import { useStoreMutation } from '@/modules/relay/useStoreMutation';
import { defaultListInsert } from '@/modules/ui/list/defaultListInsert';
import { taskSort } from './taskListParams';
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

const insertCreated = defaultListInsert('TaskList_tasks', taskSort, 'TaskEdge');

/**
 * The createTask mutation. The new task goes to the top of the unfiltered list if the store holds
 * it (`defaultListInsert`).
 */
export function useCreateTask() {
  return useStoreMutation<useCreateTaskMutation>(mutation, (store, data) => insertCreated(store, data?.createTask.task.id));
}
