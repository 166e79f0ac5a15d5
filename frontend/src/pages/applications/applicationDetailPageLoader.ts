import { detailLoader, type DetailPageData } from '@/modules/routing/pageLoaders';
import { ApplicationDetailPageQuery } from './ApplicationDetailPageQuery';
import type { ApplicationDetailPageQuery as Query } from './__generated__/ApplicationDetailPageQuery.graphql';

export type ApplicationDetailPageData = DetailPageData<Query>;

/** /applications/:applicationId: the application and the roots of both trees, in one request. */
export const applicationDetailPageLoader = detailLoader<Query>(ApplicationDetailPageQuery, 'applicationId', 'applicationDetailPage');
