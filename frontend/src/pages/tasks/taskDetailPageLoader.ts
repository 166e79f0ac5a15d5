import { detailLoader, type DetailPageData } from '@/modules/routing/pageLoaders';
import { TaskDetailPageQuery } from './TaskDetailPageQuery';
import type { TaskDetailPageQuery as Query } from './__generated__/TaskDetailPageQuery.graphql';

export type TaskDetailPageData = DetailPageData<Query>;

/** /tasks/:taskid */
export const taskDetailPageLoader = detailLoader<Query>(TaskDetailPageQuery, 'taskid', 'taskDetailPage');
