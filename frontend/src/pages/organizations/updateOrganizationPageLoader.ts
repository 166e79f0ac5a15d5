import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { preload } from '@/modules/relay/preload';
import { UpdateOrganizationPageQuery } from './UpdateOrganizationPageQuery';
import type { UpdateOrganizationPageQuery as Query } from './__generated__/UpdateOrganizationPageQuery.graphql';

export interface UpdateOrganizationPageData {
  queryRef: PreloadedQuery<Query>;
}

/** /organizations/:organizationId/update */
export function updateOrganizationPageLoader({ params }: LoaderFunctionArgs): UpdateOrganizationPageData {
  return { queryRef: preload<Query>(UpdateOrganizationPageQuery, { id: params.organizationId ?? '' }, 'updateOrganizationPage') };
}
