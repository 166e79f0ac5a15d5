/** The workflow templates list (locale-less). */
export const workflowTemplatesPath = '/workflow-templates';

/** The workflow instances list (locale-less): the area's home. */
export const workflowInstancesPath = '/workflow-instances';

/** A template's details page. */
export function workflowTemplatePath(id: string): string {
  return `${workflowTemplatesPath}/${encodeURIComponent(id)}`;
}

/** A template's edit form. */
export function workflowTemplateEditPath(id: string): string {
  return `${workflowTemplatePath(id)}/edit`;
}

/** An instance's page (its flow). */
export function workflowInstancePath(id: string): string {
  return `${workflowInstancesPath}/${encodeURIComponent(id)}`;
}

/** An instance's "Generate steps with AI" page. */
export function workflowFlowGeneratePath(id: string): string {
  return `${workflowInstancePath(id)}/flow-generate`;
}
