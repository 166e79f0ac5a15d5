import { detailLoader, type DetailPageData } from '@/modules/routing/pageLoaders';
import { WorkflowInstanceDetailPageQuery } from './WorkflowInstanceDetailPageQuery';
import type { WorkflowInstanceDetailPageQuery as Query } from './__generated__/WorkflowInstanceDetailPageQuery.graphql';

export type WorkflowInstanceDetailPageData = DetailPageData<Query>;

/** /workflow-instances/:instanceId */
export const workflowInstanceDetailPageLoader = detailLoader<Query>(WorkflowInstanceDetailPageQuery, 'instanceId', 'workflowInstanceDetailPage');
