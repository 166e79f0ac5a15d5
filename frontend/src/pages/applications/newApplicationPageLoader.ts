import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { preload } from '@/modules/relay/preload';
import { NewApplicationPageQuery } from './NewApplicationPageQuery';
import type { NewApplicationPageQuery as Query } from './__generated__/NewApplicationPageQuery.graphql';

export interface NewApplicationPageData {
  queryRef: PreloadedQuery<Query>;
  /** `?project=`: the project chosen beforehand. */
  projectId: string;
}

/** /applications/new */
export function newApplicationPageLoader({ request }: LoaderFunctionArgs): NewApplicationPageData {
  return {
    queryRef: preload<Query>(NewApplicationPageQuery, {}, 'newApplicationPage'),
    projectId: new URL(request.url).searchParams.get('project') ?? '',
  };
}
