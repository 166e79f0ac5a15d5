import type { ExportSpec } from '@/modules/export/exportTypes';
import { workflowVisibilities } from './workflowEnums';
import { workflowTemplateTableMessages as messages } from './WorkflowTemplateList';

/** The workflow template list as its export writes it (issue 35 §4): the list's columns, in its order, counts as numbers. */
export const workflowTemplateExport: ExportSpec = {
  list: 'workflowTemplates',
  columns: [
    { path: 'name', header: messages.name },
    { path: 'visibility', header: messages.visibility, values: workflowVisibilities.map((entry) => ({ id: entry.value, label: entry.label })) },
    { path: 'stepCount', header: messages.steps, kind: 'number' },
    { path: 'runningInstanceCount', header: messages.running, kind: 'number' },
    { path: 'updatedAt', header: messages.updatedAt, kind: 'datetime' },
  ],
};
