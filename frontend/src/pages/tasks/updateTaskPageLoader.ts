import { detailLoader, type DetailPageData } from '@/modules/routing/pageLoaders';
import { UpdateTaskPageQuery } from './UpdateTaskPageQuery';
import type { UpdateTaskPageQuery as Query } from './__generated__/UpdateTaskPageQuery.graphql';

export type UpdateTaskPageData = DetailPageData<Query>;

/** /tasks/:taskid/update */
export const updateTaskPageLoader = detailLoader<Query>(UpdateTaskPageQuery, 'taskid', 'updateTaskPage');
