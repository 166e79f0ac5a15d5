import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { preload } from '@/modules/relay/preload';
import { WorkflowInstanceDetailPageQuery } from './WorkflowInstanceDetailPageQuery';
import type { WorkflowInstanceDetailPageQuery as Query } from './__generated__/WorkflowInstanceDetailPageQuery.graphql';

export interface WorkflowInstanceDetailPageData {
  id: string;
  queryRef: PreloadedQuery<Query>;
}

/** /workflow-instances/:instanceId */
export function workflowInstanceDetailPageLoader({ params }: LoaderFunctionArgs): WorkflowInstanceDetailPageData {
  const id = params.instanceId ?? '';
  return { id, queryRef: preload<Query>(WorkflowInstanceDetailPageQuery, { id }, 'workflowInstanceDetailPage') };
}
