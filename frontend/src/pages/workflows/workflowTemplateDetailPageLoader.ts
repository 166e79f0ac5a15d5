import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { preload } from '@/modules/relay/preload';
import { WorkflowTemplateDetailPageQuery } from './WorkflowTemplateDetailPageQuery';
import type { WorkflowTemplateDetailPageQuery as Query } from './__generated__/WorkflowTemplateDetailPageQuery.graphql';

export interface WorkflowTemplateDetailPageData {
  id: string;
  queryRef: PreloadedQuery<Query>;
}

/** /workflow-templates/:templateId */
export function workflowTemplateDetailPageLoader({ params }: LoaderFunctionArgs): WorkflowTemplateDetailPageData {
  const id = params.templateId ?? '';
  return { id, queryRef: preload<Query>(WorkflowTemplateDetailPageQuery, { id }, 'workflowTemplateDetailPage') };
}
