import { graphql, usePaginationFragment } from 'react-relay';
import type { TaskListFilter } from './taskListParams';
import { TaskTable } from './TaskTable';
import type { TaskList_query$key } from './__generated__/TaskList_query.graphql';

/**
 * The task lists' live notices (issue 32): given the list's filter, the server tells of each
 * changed task whether it is in the list now, by the list's own SQL (a keyword found only in
 * the description included), so no matcher is kept here.
 */
export const tasksChanged = graphql`
  subscription TaskListSubscription($filter: TaskFilter) {
    tasksChanged(filter: $filter) {
      kind
      id
      matches
      task {
        id
        ...TaskRow_task
        ...TaskDetail_task
      }
    }
  }
`;

interface Props {
  query: TaskList_query$key;
  /** The filter the list was loaded with: the server tells which changed tasks are in it. */
  filter: TaskListFilter;
  emptyHint?: string;
}

/** All tasks, paged by "load more", kept live through the store. */
export function TaskList({ query, filter, emptyHint }: Props) {
  const page = usePaginationFragment(
    graphql`
      fragment TaskList_query on Query
      @refetchable(queryName: "TaskListPaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 20 }
        after: { type: "String" }
        filter: { type: "TaskFilter" }
        orderBy: { type: "TaskOrder" }
      ) {
        tasks(first: $first, after: $after, filter: $filter, orderBy: $orderBy) @connection(key: "TaskList_tasks") {
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
  return (
    <TaskTable
      page={page}
      connection={page.data.tasks}
      live={{ subscription: tasksChanged, field: 'tasksChanged', variables: { filter }, edgeType: 'TaskEdge' }}
      emptyHint={emptyHint}
      bulk={{ filter }}
    />
  );
}
