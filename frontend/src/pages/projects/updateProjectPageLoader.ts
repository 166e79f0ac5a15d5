import { detailLoader, type DetailPageData } from '@/modules/routing/pageLoaders';
import { UpdateProjectPageQuery } from './UpdateProjectPageQuery';
import type { UpdateProjectPageQuery as Query } from './__generated__/UpdateProjectPageQuery.graphql';

export type UpdateProjectPageData = DetailPageData<Query>;

/** /projects/:projectId/update */
export const updateProjectPageLoader = detailLoader<Query>(UpdateProjectPageQuery, 'projectId', 'updateProjectPage');
