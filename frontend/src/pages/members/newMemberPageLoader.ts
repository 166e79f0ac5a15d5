import type { PreloadedQuery } from 'react-relay';
import { preload } from '@/modules/relay/preload';
import { requireAdmin } from '@/modules/routing/profileLoaders';
import { NewMemberPageQuery } from './NewMemberPageQuery';
import type { NewMemberPageQuery as Query } from './__generated__/NewMemberPageQuery.graphql';

export interface NewMemberPageData {
  queryRef: PreloadedQuery<Query>;
}

/** /members/new: admins only (others get the 403 screen; the server refuses them anyway). */
export async function newMemberPageLoader(): Promise<NewMemberPageData> {
  await requireAdmin('network-only');
  return { queryRef: preload<Query>(NewMemberPageQuery, {}, 'newMemberPage') };
}
