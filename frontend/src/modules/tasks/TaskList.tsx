import { startTransition, useCallback, useMemo } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { useLoadMore } from '@/modules/ui/list/useLoadMore';
import { pageSize, type TaskListFilter } from './taskListParams';
import { TaskTable } from './TaskTable';
import { useTasksChangedSubscription } from './useTasksChangedSubscription';
import type { TaskList_query$key } from './__generated__/TaskList_query.graphql';

interface Props {
  query: TaskList_query$key;
  /** The filter the list was loaded with (for live inserts). */
  filter: TaskListFilter;
  emptyHint?: string;
}

/** All tasks, paged by "load more", kept live through the store. */
export function TaskList({ query, filter, emptyHint }: Props) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(
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
  const loaded = data.tasks.edges.length;
  const onLoadMore = useLoadMore(loadNext, loaded, pageSize);
  const resync = useCallback(
    () => startTransition(() => void refetch({ first: Math.min(100, Math.max(pageSize, loaded)) }, { fetchPolicy: 'network-only' })),
    [refetch, loaded],
  );
  const live = useMemo(() => ({ connectionId: data.tasks.__id, filter, refetch: resync }), [data.tasks.__id, filter, resync]);
  useTasksChangedSubscription(live);
  return (
    <TaskTable
      edges={data.tasks.edges}
      totalCount={data.tasks.totalCount}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      onLoadMore={onLoadMore}
      emptyHint={emptyHint}
    />
  );
}
