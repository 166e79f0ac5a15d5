import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { localMidnightIso } from '@/modules/home/homeDates';
import { preload } from '@/modules/relay/preload';
import { loadProfile } from '@/modules/routing/profileLoaders';
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
  const profile = await loadProfile();
  const staff = (profile?.roles.length ?? 0) > 0;
  const variables = { me: profile?.employeeId ?? '', staff, since: localMidnightIso() };
  return { staff, queryRef: preload<Query>(HomePageQuery, variables, 'homePage') };
}
