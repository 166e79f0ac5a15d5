import type { PreloadedQuery } from 'react-relay';
import { preload } from '@/modules/relay/preload';
import { NewIssuePageQuery } from './NewIssuePageQuery';
import type { NewIssuePageQuery as Query } from './__generated__/NewIssuePageQuery.graphql';

export interface NewIssuePageData {
  queryRef: PreloadedQuery<Query>;
}

/** /issues/new */
export function newIssuePageLoader(): NewIssuePageData {
  return { queryRef: preload<Query>(NewIssuePageQuery, {}, 'newIssuePage') };
}
