/** The workflow instances' pages and loaders (the flow generator among them): one lazy chunk. */
export { WorkflowInstancesPage } from './WorkflowInstancesPage';
export { workflowInstancesPageLoader } from './workflowInstancesPageLoader';
export { WorkflowInstanceDetailPage } from './WorkflowInstanceDetailPage';
export { workflowInstanceDetailPageLoader } from './workflowInstanceDetailPageLoader';
export { WorkflowFlowGeneratePage } from './WorkflowFlowGeneratePage';
export { workflowFlowGeneratePageLoader } from './workflowFlowGeneratePageLoader';
