import { detailLoader, type DetailPageData } from '@/modules/routing/pageLoaders';
import { IssueDetailPageQuery } from './IssueDetailPageQuery';
import type { IssueDetailPageQuery as Query } from './__generated__/IssueDetailPageQuery.graphql';

export type IssueDetailPageData = DetailPageData<Query>;

/** /issues/:issueId */
export const issueDetailPageLoader = detailLoader<Query>(IssueDetailPageQuery, 'issueId', 'issueDetailPage');
