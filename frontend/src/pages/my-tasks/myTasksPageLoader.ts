import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { preload } from '@/modules/relay/preload';
import { parseTaskListParams, toTaskListVariables, type TaskListFilter } from '@/modules/tasks/taskListParams';
import { MyTasksPageQuery } from './MyTasksPageQuery';
import type { MyTasksPageQuery as Query } from './__generated__/MyTasksPageQuery.graphql';

export interface MyTasksPageData {
  queryRef: PreloadedQuery<Query>;
  filter: TaskListFilter;
}

/** /my-tasks (the assignee is always the signed-in employee, so that filter is ignored). */
export function myTasksPageLoader({ request }: LoaderFunctionArgs): MyTasksPageData {
  const params = parseTaskListParams(new URL(request.url).searchParams);
  const variables = toTaskListVariables({ ...params, assignee: null });
  return { queryRef: preload<Query>(MyTasksPageQuery, variables, 'myTasksPage'), filter: variables.filter };
}
