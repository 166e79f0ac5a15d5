import { detailLoader, type DetailPageData } from '@/modules/routing/pageLoaders';
import { UpdateOrganizationPageQuery } from './UpdateOrganizationPageQuery';
import type { UpdateOrganizationPageQuery as Query } from './__generated__/UpdateOrganizationPageQuery.graphql';

export type UpdateOrganizationPageData = DetailPageData<Query>;

/** /organizations/:organizationId/update */
export const updateOrganizationPageLoader = detailLoader<Query>(UpdateOrganizationPageQuery, 'organizationId', 'updateOrganizationPage');
