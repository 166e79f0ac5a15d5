import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { preload } from '@/modules/relay/preload';
import { UpdateProjectPageQuery } from './UpdateProjectPageQuery';
import type { UpdateProjectPageQuery as Query } from './__generated__/UpdateProjectPageQuery.graphql';

export interface UpdateProjectPageData {
  queryRef: PreloadedQuery<Query>;
}

/** /projects/:projectId/update */
export function updateProjectPageLoader({ params }: LoaderFunctionArgs): UpdateProjectPageData {
  return { queryRef: preload<Query>(UpdateProjectPageQuery, { id: params.projectId ?? '' }, 'updateProjectPage') };
}
