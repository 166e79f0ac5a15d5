import { queryLoader, type QueryPageData } from '@/modules/routing/pageLoaders';
import { NewTaskPageQuery } from './NewTaskPageQuery';
import type { NewTaskPageQuery as Query } from './__generated__/NewTaskPageQuery.graphql';

export type NewTaskPageData = QueryPageData<Query>;

/** /tasks/new */
export const newTaskPageLoader = queryLoader<Query>(NewTaskPageQuery, 'newTaskPage');
