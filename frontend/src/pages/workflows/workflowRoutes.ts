import type { RouteObject } from 'react-router';
import { chunkRoute } from '@/modules/routing/pageRoutes';

/**
 * The area's pages come in two lazy chunks, templates and instances (each page still starts its
 * own query in its loader): one chunk per page would put more chunk names into the initial bundle.
 */
const templatePages = () => import('./workflowTemplatePages');
const instancePages = () => import('./workflowInstancePages');

/** The workflows area's routes (issue 20), relative to a locale's layout: templates and instances with the flow generator. */
export function workflowRoutes(): RouteObject[] {
  return [
    chunkRoute('workflow-templates', templatePages, 'WorkflowTemplatesPage', 'workflowTemplatesPageLoader'),
    chunkRoute('workflow-templates/new', templatePages, 'NewWorkflowTemplatePage', 'newWorkflowTemplatePageLoader'),
    chunkRoute('workflow-templates/:templateId', templatePages, 'WorkflowTemplateDetailPage', 'workflowTemplateDetailPageLoader'),
    chunkRoute('workflow-templates/:templateId/edit', templatePages, 'EditWorkflowTemplatePage', 'editWorkflowTemplatePageLoader'),
    chunkRoute('workflow-instances', instancePages, 'WorkflowInstancesPage', 'workflowInstancesPageLoader'),
    chunkRoute('workflow-instances/:instanceId', instancePages, 'WorkflowInstanceDetailPage', 'workflowInstanceDetailPageLoader'),
    chunkRoute('workflow-instances/:instanceId/flow-generate', instancePages, 'WorkflowFlowGeneratePage', 'workflowFlowGeneratePageLoader'),
  ];
}
