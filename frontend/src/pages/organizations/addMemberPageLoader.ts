import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { preload } from '@/modules/relay/preload';
import { AddMemberPageQuery } from './AddMemberPageQuery';
import type { AddMemberPageQuery as Query } from './__generated__/AddMemberPageQuery.graphql';

export interface AddMemberPageData {
  queryRef: PreloadedQuery<Query>;
}

/** /organizations/:organizationId/add-member */
export function addMemberPageLoader({ params }: LoaderFunctionArgs): AddMemberPageData {
  return { queryRef: preload<Query>(AddMemberPageQuery, { id: params.organizationId ?? '' }, 'addMemberPage') };
}
