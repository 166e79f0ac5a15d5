import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { preload } from '@/modules/relay/preload';
import { ProjectDetailPageQuery } from './ProjectDetailPageQuery';
import type { ProjectDetailPageQuery as Query } from './__generated__/ProjectDetailPageQuery.graphql';

export interface ProjectDetailPageData {
  id: string;
  queryRef: PreloadedQuery<Query>;
}

/** /projects/:projectId */
export function projectDetailPageLoader({ params }: LoaderFunctionArgs): ProjectDetailPageData {
  const id = params.projectId ?? '';
  return { id, queryRef: preload<Query>(ProjectDetailPageQuery, { id }, 'projectDetailPage') };
}
