import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { preload } from '@/modules/relay/preload';
import { IssueDetailPageQuery } from './IssueDetailPageQuery';
import type { IssueDetailPageQuery as Query } from './__generated__/IssueDetailPageQuery.graphql';

export interface IssueDetailPageData {
  id: string;
  queryRef: PreloadedQuery<Query>;
}

/** /issues/:issueId */
export function issueDetailPageLoader({ params }: LoaderFunctionArgs): IssueDetailPageData {
  const id = params.issueId ?? '';
  return { id, queryRef: preload<Query>(IssueDetailPageQuery, { id }, 'issueDetailPage') };
}
