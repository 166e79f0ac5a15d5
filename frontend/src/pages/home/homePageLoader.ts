import type { PreloadedQuery } from 'react-relay';
import { preload } from '../../modules/relay/preload';
import { pageSize } from '../../modules/tasks/taskListParams';
import { HomePageQuery } from './HomePageQuery';
import type { HomePageQuery as Query } from './__generated__/HomePageQuery.graphql';

export interface HomePageData {
  queryRef: PreloadedQuery<Query>;
}

/** `/`: the signed-in employee's open tasks (open or processing), soonest due first. */
export function homePageLoader(): HomePageData {
  const variables = {
    first: pageSize,
    filter: { statusIds: [1, 2] },
    orderBy: { field: 'DUE_DATE', direction: 'ASC' },
  } as const;
  return { queryRef: preload<Query>(HomePageQuery, variables, 'homePage') };
}
