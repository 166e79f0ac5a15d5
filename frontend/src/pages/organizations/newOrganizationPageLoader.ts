import { queryLoader, type QueryPageData } from '@/modules/routing/pageLoaders';
import { NewOrganizationPageQuery } from './NewOrganizationPageQuery';
import type { NewOrganizationPageQuery as Query } from './__generated__/NewOrganizationPageQuery.graphql';

export type NewOrganizationPageData = QueryPageData<Query>;

/** /organizations/new */
export const newOrganizationPageLoader = queryLoader<Query>(NewOrganizationPageQuery, 'newOrganizationPage');
