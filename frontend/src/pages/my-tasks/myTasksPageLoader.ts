import { listLoader, type ListPageData, type ListPageLoader } from '@/modules/routing/pageLoaders';
import { parseTaskListParams, toTaskListVariables, type TaskListFilter } from '@/modules/tasks/taskListParams';
import { MyTasksPageQuery } from './MyTasksPageQuery';
import type { MyTasksPageQuery as Query } from './__generated__/MyTasksPageQuery.graphql';

export type MyTasksPageData = ListPageData<Query, TaskListFilter>;

/** /my-tasks (the assignee is always the signed-in employee, so that filter is ignored). */
export const myTasksPageLoader: ListPageLoader<Query, TaskListFilter> = listLoader(
  MyTasksPageQuery,
  parseTaskListParams,
  (params) => toTaskListVariables({ ...params, assignee: null }),
  'myTasksPage',
);
