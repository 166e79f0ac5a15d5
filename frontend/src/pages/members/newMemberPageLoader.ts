import { fetchQuery, type PreloadedQuery } from 'react-relay';
import { DefaultLayoutQuery } from '@/modules/layout/DefaultLayoutQuery';
import type { DefaultLayoutQuery as ProfileQuery } from '@/modules/layout/__generated__/DefaultLayoutQuery.graphql';
import { isAdmin } from '@/modules/members/isAdmin';
import { ClientError } from '@/modules/relay/ClientError';
import { environment } from '@/modules/relay/environment';
import { preload } from '@/modules/relay/preload';
import { NewMemberPageQuery } from './NewMemberPageQuery';
import type { NewMemberPageQuery as Query } from './__generated__/NewMemberPageQuery.graphql';

export interface NewMemberPageData {
  queryRef: PreloadedQuery<Query>;
}

/** /members/new: admins only (others get the 403 screen; the server refuses them anyway). */
export async function newMemberPageLoader(): Promise<NewMemberPageData> {
  const profile = await fetchQuery<ProfileQuery>(environment, DefaultLayoutQuery, {}, { fetchPolicy: 'network-only' }).toPromise();
  if (!isAdmin(profile?.profile.roles)) throw new ClientError('102.X000.002', '');
  return { queryRef: preload<Query>(NewMemberPageQuery, {}, 'newMemberPage') };
}
