import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { preload } from '@/modules/relay/preload';
import { OrganizationDetailPageQuery } from './OrganizationDetailPageQuery';
import type { OrganizationDetailPageQuery as Query } from './__generated__/OrganizationDetailPageQuery.graphql';

export interface OrganizationDetailPageData {
  id: string;
  queryRef: PreloadedQuery<Query>;
}

/** /organizations/:organizationId */
export function organizationDetailPageLoader({ params }: LoaderFunctionArgs): OrganizationDetailPageData {
  const id = params.organizationId ?? '';
  return { id, queryRef: preload<Query>(OrganizationDetailPageQuery, { id }, 'organizationDetailPage') };
}
