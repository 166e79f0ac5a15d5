import { detailLoader, type DetailPageData } from '@/modules/routing/pageLoaders';
import { UpdateIssuePageQuery } from './UpdateIssuePageQuery';
import type { UpdateIssuePageQuery as Query } from './__generated__/UpdateIssuePageQuery.graphql';

export type UpdateIssuePageData = DetailPageData<Query>;

/** /issues/:issueId/update */
export const updateIssuePageLoader = detailLoader<Query>(UpdateIssuePageQuery, 'issueId', 'updateIssuePage');
