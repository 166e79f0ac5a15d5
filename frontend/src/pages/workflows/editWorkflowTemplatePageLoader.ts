import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { preload } from '@/modules/relay/preload';
import { EditWorkflowTemplatePageQuery } from './EditWorkflowTemplatePageQuery';
import type { EditWorkflowTemplatePageQuery as Query } from './__generated__/EditWorkflowTemplatePageQuery.graphql';

export interface EditWorkflowTemplatePageData {
  id: string;
  queryRef: PreloadedQuery<Query>;
}

/** /workflow-templates/:templateId/edit */
export function editWorkflowTemplatePageLoader({ params }: LoaderFunctionArgs): EditWorkflowTemplatePageData {
  const id = params.templateId ?? '';
  return { id, queryRef: preload<Query>(EditWorkflowTemplatePageQuery, { id }, 'editWorkflowTemplatePage') };
}
