import type { LoaderFunctionArgs } from 'react-router';
import { preload } from '@/modules/relay/preload';
import type { ListPageData } from '@/modules/routing/pageLoaders';
import { loadProfile } from '@/modules/routing/profileLoaders';
import { parseTaskListParams, toTaskListVariables, type TaskListFilter } from '@/modules/tasks/taskListParams';
import { TasksPageQuery } from './TasksPageQuery';
import type { TasksPageQuery as Query } from './__generated__/TasksPageQuery.graphql';

/** The filter is the one the list was loaded with (live inserts check new tasks against it). */
export type TasksPageData = ListPageData<Query, TaskListFilter>;

/** /tasks: list state comes from the URL; `assignee=me` needs the profile's employee id. */
export async function tasksPageLoader({ request }: LoaderFunctionArgs): Promise<TasksPageData> {
  const params = parseTaskListParams(new URL(request.url).searchParams);
  const me = params.assignee === 'me' ? ((await loadProfile())?.employeeId ?? null) : null;
  const variables = toTaskListVariables(params, me);
  return { queryRef: preload<Query>(TasksPageQuery, variables, 'tasksPage'), filter: variables.filter };
}
