import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { parseApplicationListParams, toApplicationListVariables, type ApplicationListFilter } from '@/modules/applications/applicationListParams';
import { preload } from '@/modules/relay/preload';
import { ApplicationsPageQuery } from './ApplicationsPageQuery';
import type { ApplicationsPageQuery as Query } from './__generated__/ApplicationsPageQuery.graphql';

export interface ApplicationsPageData {
  queryRef: PreloadedQuery<Query>;
  filter: ApplicationListFilter;
}

/** /applications: list state comes from the URL. */
export function applicationsPageLoader({ request }: LoaderFunctionArgs): ApplicationsPageData {
  const variables = toApplicationListVariables(parseApplicationListParams(new URL(request.url).searchParams));
  return { queryRef: preload<Query>(ApplicationsPageQuery, variables, 'applicationsPage'), filter: variables.filter };
}
