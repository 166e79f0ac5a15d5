import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import {
  boardFilter,
  parseOrganizationListParams,
  readReportParams,
  readView,
  reportVariables,
  toOrganizationListVariables,
  type OrganizationFilter,
  type ReportParams,
} from '@/modules/organizations/organizationListParams';
import { preload } from '@/modules/relay/preload';
import { OrganizationsBoardQuery, OrganizationsListQuery, OrganizationsReportQuery } from './OrganizationsPageQueries';
import type { OrganizationsBoardQuery as BoardQuery } from './__generated__/OrganizationsBoardQuery.graphql';
import type { OrganizationsListQuery as ListQuery } from './__generated__/OrganizationsListQuery.graphql';
import type { OrganizationsReportQuery as ReportQuery } from './__generated__/OrganizationsReportQuery.graphql';

export type OrganizationsPageData =
  | { view: 'board'; filter: OrganizationFilter; queryRef: PreloadedQuery<BoardQuery> }
  | { view: 'list'; filter: OrganizationFilter; queryRef: PreloadedQuery<ListQuery> }
  | { view: 'report'; params: ReportParams; queryRef: PreloadedQuery<ReportQuery> };

/** /organizations: the view (`?view=board|list|report`) and its state come from the URL. */
export function organizationsPageLoader({ request }: LoaderFunctionArgs): OrganizationsPageData {
  const search = new URL(request.url).searchParams;
  const view = readView(search);
  if (view === 'list') {
    const variables = toOrganizationListVariables(parseOrganizationListParams(search));
    return { view, filter: variables.filter, queryRef: preload<ListQuery>(OrganizationsListQuery, variables, 'organizationsList') };
  }
  if (view === 'report') {
    const params = readReportParams(search);
    return { view, params, queryRef: preload<ReportQuery>(OrganizationsReportQuery, reportVariables(params), 'organizationsReport') };
  }
  const filter = boardFilter(search);
  return { view, filter, queryRef: preload<BoardQuery>(OrganizationsBoardQuery, { filter }, 'organizationsBoard') };
}
