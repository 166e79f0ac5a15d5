import type { PreloadedQuery } from 'react-relay';
import { preload } from '@/modules/relay/preload';
import { NewWorkflowTemplatePageQuery } from './NewWorkflowTemplatePageQuery';
import type { NewWorkflowTemplatePageQuery as Query } from './__generated__/NewWorkflowTemplatePageQuery.graphql';

export interface NewWorkflowTemplatePageData {
  queryRef: PreloadedQuery<Query>;
}

/** /workflow-templates/new: the roles a step's approver may be, and whether the viewer is Management. */
export function newWorkflowTemplatePageLoader(): NewWorkflowTemplatePageData {
  return { queryRef: preload<Query>(NewWorkflowTemplatePageQuery, {}, 'newWorkflowTemplatePage') };
}
