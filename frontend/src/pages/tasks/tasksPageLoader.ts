import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { preload } from '../../modules/relay/preload';
import { parseTaskListParams, toTaskListVariables } from '../../modules/tasks/taskListParams';
import { TasksPageQuery } from './TasksPageQuery';
import type { TasksPageQuery as Query } from './__generated__/TasksPageQuery.graphql';

export interface TasksPageData {
  queryRef: PreloadedQuery<Query>;
}

/** /tasks: list state comes from the URL. */
export function tasksPageLoader({ request }: LoaderFunctionArgs): TasksPageData {
  const params = parseTaskListParams(new URL(request.url).searchParams);
  return { queryRef: preload<Query>(TasksPageQuery, toTaskListVariables(params), 'tasksPage') };
}
