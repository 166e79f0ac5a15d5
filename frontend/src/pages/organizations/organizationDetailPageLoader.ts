import { detailLoader, type DetailPageData } from '@/modules/routing/pageLoaders';
import { OrganizationDetailPageQuery } from './OrganizationDetailPageQuery';
import type { OrganizationDetailPageQuery as Query } from './__generated__/OrganizationDetailPageQuery.graphql';

export type OrganizationDetailPageData = DetailPageData<Query>;

/** /organizations/:organizationId */
export const organizationDetailPageLoader = detailLoader<Query>(OrganizationDetailPageQuery, 'organizationId', 'organizationDetailPage');
