import { defineMessages } from 'react-intl';
import type { ExportSpec } from '@/modules/export/exportTypes';
import { workflowProgresses } from './workflowEnums';
import { workflowInstanceTableMessages as messages } from './WorkflowInstanceList';

const more = defineMessages({
  template: { id: 'workflow.instance.field.template', defaultMessage: 'Template' },
  stepCount: { id: 'workflow.template.field.steps', defaultMessage: 'Steps' },
});

/**
 * The workflow list as its export writes it (issue 35 §4): the list's columns, in its order; the
 * template the name's cell shows under it, and "2 of 5 done" as two numbers a sheet can sum.
 */
export const workflowInstanceExport: ExportSpec = {
  list: 'workflowInstances',
  columns: [
    { path: 'name', header: messages.name },
    { path: 'templateName', header: more.template },
    { path: 'owner.name', header: messages.owner },
    { path: 'progress', header: messages.progress, values: workflowProgresses.map((entry) => ({ id: entry.value, label: entry.label })) },
    { path: 'currentStep.name', header: messages.current },
    { path: 'doneStepCount', header: messages.done, kind: 'number' },
    { path: 'stepCount', header: more.stepCount, kind: 'number' },
    { path: 'startedAt', header: messages.startedAt, kind: 'datetime' },
  ],
};
