import type { RouteObject } from 'react-router';
import { signedInLoader } from '@/modules/auth/signedInLoader';

/**
 * The area's pages come in two lazy chunks, templates and instances (each page still starts its
 * own query in its loader): one chunk per page would put more chunk names into the initial bundle.
 */
const templatePages = () => import('./workflowTemplatePages');
const instancePages = () => import('./workflowInstancePages');

/** The workflows area's routes (issue 20), relative to a locale's layout: templates and instances with the flow generator. */
export function workflowRoutes(): RouteObject[] {
  return [
    {
      path: 'workflow-templates',
      lazy: async () => {
        const pages = await templatePages();
        return { Component: pages.WorkflowTemplatesPage, loader: signedInLoader(pages.workflowTemplatesPageLoader) };
      },
    },
    {
      path: 'workflow-templates/new',
      lazy: async () => {
        const pages = await templatePages();
        return { Component: pages.NewWorkflowTemplatePage, loader: signedInLoader(pages.newWorkflowTemplatePageLoader) };
      },
    },
    {
      path: 'workflow-templates/:templateId',
      lazy: async () => {
        const pages = await templatePages();
        return { Component: pages.WorkflowTemplateDetailPage, loader: signedInLoader(pages.workflowTemplateDetailPageLoader) };
      },
    },
    {
      path: 'workflow-templates/:templateId/edit',
      lazy: async () => {
        const pages = await templatePages();
        return { Component: pages.EditWorkflowTemplatePage, loader: signedInLoader(pages.editWorkflowTemplatePageLoader) };
      },
    },
    {
      path: 'workflow-instances',
      lazy: async () => {
        const pages = await instancePages();
        return { Component: pages.WorkflowInstancesPage, loader: signedInLoader(pages.workflowInstancesPageLoader) };
      },
    },
    {
      path: 'workflow-instances/:instanceId',
      lazy: async () => {
        const pages = await instancePages();
        return { Component: pages.WorkflowInstanceDetailPage, loader: signedInLoader(pages.workflowInstanceDetailPageLoader) };
      },
    },
    {
      path: 'workflow-instances/:instanceId/flow-generate',
      lazy: async () => {
        const pages = await instancePages();
        return { Component: pages.WorkflowFlowGeneratePage, loader: signedInLoader(pages.workflowFlowGeneratePageLoader) };
      },
    },
  ];
}
