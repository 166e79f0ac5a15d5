import { queryLoader, type QueryPageData } from '@/modules/routing/pageLoaders';
import { NewWorkflowTemplatePageQuery } from './NewWorkflowTemplatePageQuery';
import type { NewWorkflowTemplatePageQuery as Query } from './__generated__/NewWorkflowTemplatePageQuery.graphql';

export type NewWorkflowTemplatePageData = QueryPageData<Query>;

/** /workflow-templates/new: the roles a step's approver may be, and whether the viewer is Management. */
export const newWorkflowTemplatePageLoader = queryLoader<Query>(NewWorkflowTemplatePageQuery, 'newWorkflowTemplatePage');
