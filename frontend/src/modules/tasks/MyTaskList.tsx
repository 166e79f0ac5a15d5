import { graphql, usePaginationFragment } from 'react-relay';
import { pageSize } from './taskListParams';
import { TaskTable } from './TaskTable';
import type { MyTaskList_query$key } from './__generated__/MyTaskList_query.graphql';

interface Props {
  query: MyTaskList_query$key;
  emptyHint?: string;
}

/** Tasks assigned to the signed-in employee, paged by "load more". */
export function MyTaskList({ query, emptyHint }: Props) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment MyTaskList_query on Query
      @refetchable(queryName: "MyTaskListPaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 20 }
        after: { type: "String" }
        filter: { type: "TaskFilter" }
        orderBy: { type: "TaskOrder" }
      ) {
        myTasks(first: $first, after: $after, filter: $filter, orderBy: $orderBy) @connection(key: "MyTaskList_myTasks") {
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
  return (
    <TaskTable
      edges={data.myTasks.edges}
      totalCount={data.myTasks.totalCount}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      onLoadMore={() => loadNext(pageSize)}
      emptyHint={emptyHint}
    />
  );
}
