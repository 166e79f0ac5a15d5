import { fetchQuery, type PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { localMidnightIso } from '@/modules/home/homeDates';
import { DefaultLayoutQuery } from '@/modules/layout/DefaultLayoutQuery';
import type { DefaultLayoutQuery as ProfileQuery } from '@/modules/layout/__generated__/DefaultLayoutQuery.graphql';
import { environment } from '@/modules/relay/environment';
import { preload } from '@/modules/relay/preload';
import { HomePageQuery } from './HomePageQuery';
import type { HomePageQuery as Query } from './__generated__/HomePageQuery.graphql';

export interface HomePageData {
  /** Whether the employee holds a role: every block but the recent activity needs one. */
  staff: boolean;
  queryRef: PreloadedQuery<Query>;
}

/**
 * `/`: the start of an employee's day. The profile (cached by the layout) says who "me" is and
 * whether the role-only blocks may be asked for; "today" starts at local midnight.
 */
export async function homePageLoader(_args: LoaderFunctionArgs): Promise<HomePageData> {
  const profile = await fetchQuery<ProfileQuery>(environment, DefaultLayoutQuery, {}, { fetchPolicy: 'store-or-network' }).toPromise();
  const staff = (profile?.profile.roles.length ?? 0) > 0;
  const variables = { me: profile?.profile.employeeId ?? '', staff, since: localMidnightIso() };
  return { staff, queryRef: preload<Query>(HomePageQuery, variables, 'homePage') };
}
