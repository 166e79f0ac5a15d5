import { useMemo } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { useLiveList, useRefetchShown } from '@/modules/relay/useLiveList';
import { useLoadMore } from '@/modules/ui/list/useLoadMore';
import { pageSize, type TaskListFilter } from './taskListParams';
import { TaskTable } from './TaskTable';
import { tasksChanged } from './TaskList';
import type { MyTaskList_query$key } from './__generated__/MyTaskList_query.graphql';

interface Props {
  query: MyTaskList_query$key;
  /** The filter the list was loaded with ("assigned to me" is added for the live notices). */
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
  const refetchShown = useRefetchShown(refetch, pageSize, loaded);
  const me = data.profile.employeeId;
  // `myTasks` is `tasks` assigned to the reader: the live notices are asked of that filter.
  const mine = useMemo(() => ({ ...filter, assigneeIds: [me], unassigned: undefined }), [filter, me]);
  useLiveList({ subscription: tasksChanged, field: 'tasksChanged', variables: { filter: mine }, connectionId: data.myTasks.__id, edgeType: 'TaskEdge', refetch: refetchShown });
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
