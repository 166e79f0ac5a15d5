import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { preload } from '@/modules/relay/preload';
import { TaskDetailPageQuery } from './TaskDetailPageQuery';
import type { TaskDetailPageQuery as Query } from './__generated__/TaskDetailPageQuery.graphql';

export interface TaskDetailPageData {
  id: string;
  queryRef: PreloadedQuery<Query>;
}

/** /tasks/:taskid */
export function taskDetailPageLoader({ params }: LoaderFunctionArgs): TaskDetailPageData {
  const id = params.taskid ?? '';
  return { id, queryRef: preload<Query>(TaskDetailPageQuery, { id }, 'taskDetailPage') };
}
