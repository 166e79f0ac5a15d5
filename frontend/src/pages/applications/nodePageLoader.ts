import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import type { TreeName } from '@/modules/applications/treeLists';
import { preload } from '@/modules/relay/preload';
import { NodePageQuery } from './NodePageQuery';
import type { NodePageQuery as Query } from './__generated__/NodePageQuery.graphql';

export interface NodePageData {
  applicationId: string;
  nodeId: string;
  tree: TreeName;
  queryRef: PreloadedQuery<Query>;
}

/** /applications/:applicationId/pages/:nodeId and /requirements/:nodeId */
export function nodePageLoader({ params }: LoaderFunctionArgs, tree: TreeName): NodePageData {
  const nodeId = params.nodeId ?? '';
  return { applicationId: params.applicationId ?? '', nodeId, tree, queryRef: preload<Query>(NodePageQuery, { id: nodeId }, 'nodePage') };
}
