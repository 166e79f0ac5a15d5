import { useMemo } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { TaskListFilter } from './taskListParams';
import { TaskTable } from './TaskTable';
import { tasksChanged } from './TaskList';
import type { MyTaskList_query$key } from './__generated__/MyTaskList_query.graphql';

interface Props {
  query: MyTaskList_query$key;
  /** The filter the list was loaded with ("assigned to me" is added for the live notices). */
  filter: TaskListFilter;
  emptyHint?: string;
}

/**
 * Tasks assigned to the signed-in employee, paged by "load more", kept live through the store;
 * changed in bulk as the task list is (issue 35 §2: the same fields; a task handed to someone
 * else leaves the list by its own notice).
 */
export function MyTaskList({ query, filter, emptyHint }: Props) {
  const page = usePaginationFragment(
    graphql`
      fragment MyTaskList_query on Query
      @refetchable(queryName: "MyTaskListPaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 20 }
        after: { type: "String" }
        filter: { type: "TaskFilter" }
        orderBy: { type: "TaskOrder" }
      ) {
        profile {
          employeeId
        }
        myTasks(first: $first, after: $after, filter: $filter, orderBy: $orderBy) @connection(key: "MyTaskList_myTasks") {
          __id
          totalCount
          totalCountCapped
          edges {
            node {
              id
              version
              ...TaskRow_task
            }
          }
        }
      }
    `,
    query,
  );
  const me = page.data.profile.employeeId;
  // `myTasks` is `tasks` assigned to the reader: the live notices are asked of that filter, and
  // "all matching" in bulk (issue 35 §2) selects by it, so a batch never reaches others' tasks.
  const mine = useMemo(() => ({ ...filter, assigneeIds: [me], unassigned: undefined }), [filter, me]);
  return (
    <TaskTable
      page={page}
      connection={page.data.myTasks}
      live={{ subscription: tasksChanged, field: 'tasksChanged', variables: { filter: mine }, edgeType: 'TaskEdge' }}
      emptyHint={emptyHint}
      bulk={{ filter: mine }}
    />
  );
}
