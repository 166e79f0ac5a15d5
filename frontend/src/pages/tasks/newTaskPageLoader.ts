import type { PreloadedQuery } from 'react-relay';
import { preload } from '@/modules/relay/preload';
import { NewTaskPageQuery } from './NewTaskPageQuery';
import type { NewTaskPageQuery as Query } from './__generated__/NewTaskPageQuery.graphql';

export interface NewTaskPageData {
  queryRef: PreloadedQuery<Query>;
}

/** /tasks/new */
export function newTaskPageLoader(): NewTaskPageData {
  return { queryRef: preload<Query>(NewTaskPageQuery, {}, 'newTaskPage') };
}
