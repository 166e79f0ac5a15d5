import type { PreloadedQuery } from 'react-relay';
import { preload } from '@/modules/relay/preload';
import { NewOrganizationPageQuery } from './NewOrganizationPageQuery';
import type { NewOrganizationPageQuery as Query } from './__generated__/NewOrganizationPageQuery.graphql';

export interface NewOrganizationPageData {
  queryRef: PreloadedQuery<Query>;
}

/** /organizations/new */
export function newOrganizationPageLoader(): NewOrganizationPageData {
  return { queryRef: preload<Query>(NewOrganizationPageQuery, {}, 'newOrganizationPage') };
}
