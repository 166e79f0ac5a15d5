import { parseApplicationListParams, toApplicationListVariables, type ApplicationListFilter } from '@/modules/applications/applicationListParams';
import { listLoader, type ListPageData, type ListPageLoader } from '@/modules/routing/pageLoaders';
import { ApplicationsPageQuery } from './ApplicationsPageQuery';
import type { ApplicationsPageQuery as Query } from './__generated__/ApplicationsPageQuery.graphql';

export type ApplicationsPageData = ListPageData<Query, ApplicationListFilter>;

/** /applications: list state comes from the URL. */
export const applicationsPageLoader: ListPageLoader<Query, ApplicationListFilter> = listLoader(ApplicationsPageQuery, parseApplicationListParams, toApplicationListVariables, 'applicationsPage');
