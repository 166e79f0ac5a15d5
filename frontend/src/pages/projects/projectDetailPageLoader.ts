import { detailLoader, type DetailPageData } from '@/modules/routing/pageLoaders';
import { ProjectDetailPageQuery } from './ProjectDetailPageQuery';
import type { ProjectDetailPageQuery as Query } from './__generated__/ProjectDetailPageQuery.graphql';

export type ProjectDetailPageData = DetailPageData<Query>;

/** /projects/:projectId */
export const projectDetailPageLoader = detailLoader<Query>(ProjectDetailPageQuery, 'projectId', 'projectDetailPage');
