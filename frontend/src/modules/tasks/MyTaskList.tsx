import { startTransition, useCallback, useMemo } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { useLoadMore } from '@/modules/ui/list/useLoadMore';
import { pageSize, type TaskListFilter } from './taskListParams';
import { TaskTable } from './TaskTable';
import { useTasksChangedSubscription } from './useTasksChangedSubscription';
import type { MyTaskList_query$key } from './__generated__/MyTaskList_query.graphql';

interface Props {
  query: MyTaskList_query$key;
  /** The filter the list was loaded with (for live inserts; "assigned to me" is added here). */
  filter: TaskListFilter;
  emptyHint?: string;
}

/** Tasks assigned to the signed-in employee, paged by "load more", kept live through the store. */
export function MyTaskList({ query, filter, emptyHint }: Props) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(
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
          edges {
            node {
              id
              ...TaskRow_task
            }
          }
        }
      }
    `,
    query,
  );
  const loaded = data.myTasks.edges.length;
  const onLoadMore = useLoadMore(loadNext, loaded, pageSize);
  const resync = useCallback(
    () => startTransition(() => void refetch({ first: Math.min(100, Math.max(pageSize, loaded)) }, { fetchPolicy: 'network-only' })),
    [refetch, loaded],
  );
  const me = data.profile.employeeId;
  const live = useMemo(
    () => ({ connectionId: data.myTasks.__id, filter: { ...filter, assigneeIds: [me], unassigned: undefined }, refetch: resync }),
    [data.myTasks.__id, filter, me, resync],
  );
  useTasksChangedSubscription(live);
  return (
    <TaskTable
      edges={data.myTasks.edges}
      totalCount={data.myTasks.totalCount}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      onLoadMore={onLoadMore}
      emptyHint={emptyHint}
    />
  );
}
