import { graphql, usePaginationFragment } from 'react-relay';
import { pageSize } from './taskListParams';
import { TaskTable } from './TaskTable';
import type { TaskList_query$key } from './__generated__/TaskList_query.graphql';

interface Props {
  query: TaskList_query$key;
  emptyHint?: string;
}

/** All tasks, paged by "load more". */
export function TaskList({ query, emptyHint }: Props) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
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
      edges={data.tasks.edges}
      totalCount={data.tasks.totalCount}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      onLoadMore={() => loadNext(pageSize)}
      emptyHint={emptyHint}
    />
  );
}
