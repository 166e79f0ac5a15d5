import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { preload } from '@/modules/relay/preload';
import { UpdateTaskPageQuery } from './UpdateTaskPageQuery';
import type { UpdateTaskPageQuery as Query } from './__generated__/UpdateTaskPageQuery.graphql';

export interface UpdateTaskPageData {
  queryRef: PreloadedQuery<Query>;
}

/** /tasks/:taskid/update */
export function updateTaskPageLoader({ params }: LoaderFunctionArgs): UpdateTaskPageData {
  return { queryRef: preload<Query>(UpdateTaskPageQuery, { id: params.taskid ?? '' }, 'updateTaskPage') };
}
