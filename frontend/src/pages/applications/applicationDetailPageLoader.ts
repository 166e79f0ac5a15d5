import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { preload } from '@/modules/relay/preload';
import { ApplicationDetailPageQuery } from './ApplicationDetailPageQuery';
import type { ApplicationDetailPageQuery as Query } from './__generated__/ApplicationDetailPageQuery.graphql';

export interface ApplicationDetailPageData {
  id: string;
  queryRef: PreloadedQuery<Query>;
}

/** /applications/:applicationId: the application and the roots of both trees, in one request. */
export function applicationDetailPageLoader({ params }: LoaderFunctionArgs): ApplicationDetailPageData {
  const id = params.applicationId ?? '';
  return { id, queryRef: preload<Query>(ApplicationDetailPageQuery, { id }, 'applicationDetailPage') };
}
