import { detailLoader, type DetailPageData } from '@/modules/routing/pageLoaders';
import { EditWorkflowTemplatePageQuery } from './EditWorkflowTemplatePageQuery';
import type { EditWorkflowTemplatePageQuery as Query } from './__generated__/EditWorkflowTemplatePageQuery.graphql';

export type EditWorkflowTemplatePageData = DetailPageData<Query>;

/** /workflow-templates/:templateId/edit */
export const editWorkflowTemplatePageLoader = detailLoader<Query>(EditWorkflowTemplatePageQuery, 'templateId', 'editWorkflowTemplatePage');
