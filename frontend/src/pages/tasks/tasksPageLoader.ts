import { fetchQuery, type PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { DefaultLayoutQuery } from '@/modules/layout/DefaultLayoutQuery';
import type { DefaultLayoutQuery as ProfileQuery } from '@/modules/layout/__generated__/DefaultLayoutQuery.graphql';
import { environment } from '@/modules/relay/environment';
import { preload } from '@/modules/relay/preload';
import { parseTaskListParams, toTaskListVariables, type TaskListFilter } from '@/modules/tasks/taskListParams';
import { TasksPageQuery } from './TasksPageQuery';
import type { TasksPageQuery as Query } from './__generated__/TasksPageQuery.graphql';

export interface TasksPageData {
  queryRef: PreloadedQuery<Query>;
  /** The filter the list was loaded with (live inserts check new tasks against it). */
  filter: TaskListFilter;
}

/** /tasks: list state comes from the URL; `assignee=me` needs the profile's employee id. */
export async function tasksPageLoader({ request }: LoaderFunctionArgs): Promise<TasksPageData> {
  const params = parseTaskListParams(new URL(request.url).searchParams);
  let me: string | null = null;
  if (params.assignee === 'me') {
    const profile = await fetchQuery<ProfileQuery>(environment, DefaultLayoutQuery, {}, { fetchPolicy: 'store-or-network' }).toPromise();
    me = profile?.profile.employeeId ?? null;
  }
  const variables = toTaskListVariables(params, me);
  return { queryRef: preload<Query>(TasksPageQuery, variables, 'tasksPage'), filter: variables.filter };
}
