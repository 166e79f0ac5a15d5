import { ConnectionHandler, ROOT_ID } from 'relay-runtime';
import { workflowInstanceSort } from './workflowInstanceListParams';
import { workflowTemplateSort } from './workflowTemplateListParams';

/** The unfiltered template list (recently updated first) as the store keys it, whether or not it is on screen. */
export const defaultWorkflowTemplateListId = ConnectionHandler.getConnectionID(ROOT_ID, 'WorkflowTemplateList_workflowTemplates', {
  filter: {},
  orderBy: { field: workflowTemplateSort.defaultField, direction: workflowTemplateSort.natural[workflowTemplateSort.defaultField] },
});

/** The unfiltered instance list (newest first) as the store keys it. */
export const defaultWorkflowInstanceListId = ConnectionHandler.getConnectionID(ROOT_ID, 'WorkflowInstanceList_workflowInstances', {
  filter: {},
  orderBy: { field: workflowInstanceSort.defaultField, direction: workflowInstanceSort.natural[workflowInstanceSort.defaultField] },
});
