import { fetchQuery, type PreloadedQuery } from 'react-relay';
import { DefaultLayoutQuery } from '@/modules/layout/DefaultLayoutQuery';
import type { DefaultLayoutQuery as ProfileQuery } from '@/modules/layout/__generated__/DefaultLayoutQuery.graphql';
import { isAdmin } from '@/modules/members/isAdmin';
import { ClientError } from '@/modules/relay/ClientError';
import { environment } from '@/modules/relay/environment';
import { preload } from '@/modules/relay/preload';
import { AiModelsPageQuery } from './AiModelsPageQuery';
import type { AiModelsPageQuery as Query } from './__generated__/AiModelsPageQuery.graphql';

export interface AiModelsPageData {
  queryRef: PreloadedQuery<Query>;
}

/** /ai-models: admins only (others get the 403 screen; the server refuses their changes anyway). */
export async function aiModelsPageLoader(): Promise<AiModelsPageData> {
  const profile = await fetchQuery<ProfileQuery>(environment, DefaultLayoutQuery, {}, { fetchPolicy: 'store-or-network' }).toPromise();
  if (!isAdmin(profile?.profile.roles)) throw new ClientError('102.X000.002', '');
  return { queryRef: preload<Query>(AiModelsPageQuery, {}, 'aiModelsPage') };
}
