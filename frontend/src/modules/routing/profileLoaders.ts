import { fetchQuery } from 'react-relay';
import { DefaultLayoutQuery } from '@/modules/layout/DefaultLayoutQuery';
import type { DefaultLayoutQuery as ProfileQuery } from '@/modules/layout/__generated__/DefaultLayoutQuery.graphql';
import { isAdmin } from '@/modules/members/isAdmin';
import { ClientError } from '@/modules/relay/ClientError';
import { environment } from '@/modules/relay/environment';

/** The profile query's fetch policy: the layout's cached answer, or a fresh one where a stale role would matter. */
type ProfilePolicy = 'store-or-network' | 'network-only';

/**
 * The signed-in employee's profile for a page loader that needs "me" or the roles before its
 * query starts (issue 32: one place instead of each loader's own fetch). The layout's loader has
 * usually cached it already.
 */
export async function loadProfile(fetchPolicy: ProfilePolicy = 'store-or-network'): Promise<ProfileQuery['response']['profile'] | undefined> {
  const data = await fetchQuery<ProfileQuery>(environment, DefaultLayoutQuery, {}, { fetchPolicy }).toPromise();
  return data?.profile;
}

/** An admins-only page: others get the 403 screen before the page's query starts (the server refuses them anyway). */
export async function requireAdmin(fetchPolicy: ProfilePolicy = 'store-or-network'): Promise<void> {
  const profile = await loadProfile(fetchPolicy);
  if (!isAdmin(profile?.roles)) throw new ClientError('102.X000.002', '');
}
