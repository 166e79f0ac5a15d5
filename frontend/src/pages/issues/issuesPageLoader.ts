import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { parseIssueListParams, readIssuesView, toIssueBoardFilter, toIssueListVariables, type IssueFilter } from '@/modules/issues/issueListParams';
import { preload } from '@/modules/relay/preload';
import { IssueCategoriesPageQuery, IssuesBoardQuery, IssuesListQuery, IssueStatusesPageQuery } from './IssuesPageQueries';
import type { IssueCategoriesPageQuery as CategoriesQuery } from './__generated__/IssueCategoriesPageQuery.graphql';
import type { IssuesBoardQuery as BoardQuery } from './__generated__/IssuesBoardQuery.graphql';
import type { IssuesListQuery as ListQuery } from './__generated__/IssuesListQuery.graphql';
import type { IssueStatusesPageQuery as StatusesQuery } from './__generated__/IssueStatusesPageQuery.graphql';

export type IssuesPageData =
  | { view: 'list'; filter: IssueFilter; queryRef: PreloadedQuery<ListQuery> }
  | { view: 'board'; filter: IssueFilter; queryRef: PreloadedQuery<BoardQuery> }
  | { view: 'statuses'; queryRef: PreloadedQuery<StatusesQuery> }
  | { view: 'categories'; queryRef: PreloadedQuery<CategoriesQuery> };

/** /issues: the view (`?view=list|board|statuses|categories`) and its state come from the URL. */
export function issuesPageLoader({ request }: LoaderFunctionArgs): IssuesPageData {
  const search = new URL(request.url).searchParams;
  const view = readIssuesView(search);
  if (view === 'statuses') return { view, queryRef: preload<StatusesQuery>(IssueStatusesPageQuery, {}, 'issueStatusesPage') };
  if (view === 'categories') return { view, queryRef: preload<CategoriesQuery>(IssueCategoriesPageQuery, {}, 'issueCategoriesPage') };
  if (view === 'board') {
    const filter = toIssueBoardFilter(search);
    return { view, filter, queryRef: preload<BoardQuery>(IssuesBoardQuery, { filter }, 'issuesBoard') };
  }
  const variables = toIssueListVariables(parseIssueListParams(search));
  return { view, filter: variables.filter, queryRef: preload<ListQuery>(IssuesListQuery, variables, 'issuesList') };
}
