import { listLoader, type ListPageData, type ListPageLoader } from '@/modules/routing/pageLoaders';
import { parseWorkflowTemplateListParams, toWorkflowTemplateListVariables, type WorkflowTemplateListFilter } from '@/modules/workflows/workflowTemplateListParams';
import { WorkflowTemplatesPageQuery } from './WorkflowTemplatesPageQuery';
import type { WorkflowTemplatesPageQuery as Query } from './__generated__/WorkflowTemplatesPageQuery.graphql';

export type WorkflowTemplatesPageData = ListPageData<Query, WorkflowTemplateListFilter>;

/** /workflow-templates: list state comes from the URL. */
export const workflowTemplatesPageLoader: ListPageLoader<Query, WorkflowTemplateListFilter> = listLoader(WorkflowTemplatesPageQuery, parseWorkflowTemplateListParams, toWorkflowTemplateListVariables, 'workflowTemplatesPage');
