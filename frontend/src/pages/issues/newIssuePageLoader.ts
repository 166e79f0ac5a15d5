import { queryLoader, type QueryPageData } from '@/modules/routing/pageLoaders';
import { NewIssuePageQuery } from './NewIssuePageQuery';
import type { NewIssuePageQuery as Query } from './__generated__/NewIssuePageQuery.graphql';

export type NewIssuePageData = QueryPageData<Query>;

/** /issues/new */
export const newIssuePageLoader = queryLoader<Query>(NewIssuePageQuery, 'newIssuePage');
