import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import type { TreeName } from '@/modules/applications/treeLists';
import { preload } from '@/modules/relay/preload';
import { NewNodePageQuery } from './NewNodePageQuery';
import type { NewNodePageQuery as Query } from './__generated__/NewNodePageQuery.graphql';

export interface NewNodePageData {
  applicationId: string;
  tree: TreeName;
  queryRef: PreloadedQuery<Query>;
}

/** /applications/:applicationId/pages/new and /requirements/new (`?parent=`: a node to add inside). */
export function newNodePageLoader({ params, request }: LoaderFunctionArgs, tree: TreeName): NewNodePageData {
  const applicationId = params.applicationId ?? '';
  const parentId = new URL(request.url).searchParams.get('parent') ?? '';
  return {
    applicationId,
    tree,
    queryRef: preload<Query>(NewNodePageQuery, { applicationId, parentId, hasParent: parentId !== '' }, 'newNodePage'),
  };
}
