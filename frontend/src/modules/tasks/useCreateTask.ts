import { graphql } from 'react-relay';
import { useStoreMutation } from '@/modules/relay/useStoreMutation';
import { ConnectionHandler, ROOT_ID } from 'relay-runtime';
import { insertNode } from '@/modules/ui/list/connectionUpdaters';
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

/** The unfiltered task list (newest first) as the store keys it, whether or not it is on screen. */
const defaultTaskListId = ConnectionHandler.getConnectionID(ROOT_ID, 'TaskList_tasks', {
  filter: {},
  orderBy: { field: taskSort.defaultField, direction: taskSort.natural[taskSort.defaultField] },
});

/**
 * The createTask mutation. The new task is prepended to the unfiltered list's connection if the
 * store holds it, so going back to /tasks shows it at once (no reload needed; the list's own
 * `tasksChanged` updater skips it as already listed).
 */
export function useCreateTask() {
  return useStoreMutation<useCreateTaskMutation>(mutation, (store, data) => {
    const id = data?.createTask.task.id;
    if (id) insertNode(store, defaultTaskListId, id, 'TaskEdge');
  });
}
