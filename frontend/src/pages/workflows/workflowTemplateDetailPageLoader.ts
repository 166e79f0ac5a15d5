import { detailLoader, type DetailPageData } from '@/modules/routing/pageLoaders';
import { WorkflowTemplateDetailPageQuery } from './WorkflowTemplateDetailPageQuery';
import type { WorkflowTemplateDetailPageQuery as Query } from './__generated__/WorkflowTemplateDetailPageQuery.graphql';

export type WorkflowTemplateDetailPageData = DetailPageData<Query>;

/** /workflow-templates/:templateId */
export const workflowTemplateDetailPageLoader = detailLoader<Query>(WorkflowTemplateDetailPageQuery, 'templateId', 'workflowTemplateDetailPage');
