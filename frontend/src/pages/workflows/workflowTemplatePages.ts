/** The workflow templates' pages and loaders: one lazy chunk. */
export { WorkflowTemplatesPage } from './WorkflowTemplatesPage';
export { workflowTemplatesPageLoader } from './workflowTemplatesPageLoader';
export { NewWorkflowTemplatePage } from './NewWorkflowTemplatePage';
export { newWorkflowTemplatePageLoader } from './newWorkflowTemplatePageLoader';
export { WorkflowTemplateDetailPage } from './WorkflowTemplateDetailPage';
export { workflowTemplateDetailPageLoader } from './workflowTemplateDetailPageLoader';
export { EditWorkflowTemplatePage } from './EditWorkflowTemplatePage';
export { editWorkflowTemplatePageLoader } from './editWorkflowTemplatePageLoader';
