import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { preload } from '@/modules/relay/preload';
import { UpdateIssuePageQuery } from './UpdateIssuePageQuery';
import type { UpdateIssuePageQuery as Query } from './__generated__/UpdateIssuePageQuery.graphql';

export interface UpdateIssuePageData {
  queryRef: PreloadedQuery<Query>;
}

/** /issues/:issueId/update */
export function updateIssuePageLoader({ params }: LoaderFunctionArgs): UpdateIssuePageData {
  return { queryRef: preload<Query>(UpdateIssuePageQuery, { id: params.issueId ?? '' }, 'updateIssuePage') };
}
