import { fetchQuery, type PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { DefaultLayoutQuery } from '@/modules/layout/DefaultLayoutQuery';
import type { DefaultLayoutQuery as ProfileQuery } from '@/modules/layout/__generated__/DefaultLayoutQuery.graphql';
import { environment } from '@/modules/relay/environment';
import { preload } from '@/modules/relay/preload';
import { pageSize } from '@/modules/tasks/taskListParams';
import { readLoadedCount } from '@/modules/ui/list/listParams';
import { HomePageQuery } from './HomePageQuery';
import type { HomePageQuery as Query } from './__generated__/HomePageQuery.graphql';

/** Open or processing: a task leaves the home list live when it is closed or completed. */
export const openTaskFilter = { statusIds: [1, 2] };

export interface HomePageData {
  /** Whether the employee holds a role (tasks need one). */
  staff: boolean;
  queryRef: PreloadedQuery<Query>;
}

/** `/`: the signed-in employee's open tasks (open or processing), soonest due first. */
export async function homePageLoader({ request }: LoaderFunctionArgs): Promise<HomePageData> {
  const profile = await fetchQuery<ProfileQuery>(environment, DefaultLayoutQuery, {}, { fetchPolicy: 'store-or-network' }).toPromise();
  const staff = (profile?.profile.roles.length ?? 0) > 0;
  const variables = {
    first: readLoadedCount(new URL(request.url).searchParams, pageSize),
    filter: openTaskFilter,
    orderBy: { field: 'DUE_DATE', direction: 'ASC' },
    staff,
  } as const;
  return { staff, queryRef: preload<Query>(HomePageQuery, variables, 'homePage') };
}
