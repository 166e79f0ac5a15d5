import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { preload } from '../../modules/relay/preload';
import { parseTaskListParams, toTaskListVariables } from '../../modules/tasks/taskListParams';
import { MyTasksPageQuery } from './MyTasksPageQuery';
import type { MyTasksPageQuery as Query } from './__generated__/MyTasksPageQuery.graphql';

export interface MyTasksPageData {
  queryRef: PreloadedQuery<Query>;
}

/** /my-tasks */
export function myTasksPageLoader({ request }: LoaderFunctionArgs): MyTasksPageData {
  const params = parseTaskListParams(new URL(request.url).searchParams);
  const variables = toTaskListVariables({ ...params, assigneeId: null });
  return { queryRef: preload<Query>(MyTasksPageQuery, variables, 'myTasksPage') };
}
