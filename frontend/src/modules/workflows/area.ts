import { defineMessages } from 'react-intl';
import { segment, byOrder, type AreaModule } from '@/modules/areas/types';
import { bulkDelete } from '@/modules/bulk/bulkFields';

import { workflowProgresses, workflowVisibilities } from './workflowEnums';

const messages = defineMessages({
  visibility: { id: 'demo.statusList.visibility', defaultMessage: 'Workflow template visibility' },
  progress: { id: 'demo.statusList.progress', defaultMessage: 'Workflow instance progress' },
  templateKind: { id: 'workflow.template.kind', defaultMessage: 'Workflow template' },
  templateTrash: { id: 'workflow.template.trash', defaultMessage: 'Deleted workflow templates' },
});

export const area: AreaModule = {
  name: 'workflows',
  pages: {
    WorkflowTemplate: (id) => `/workflow-templates/${segment(id)}`,
    WorkflowInstance: (id) => `/workflow-instances/${segment(id)}`,
  },
  labels: { WorkflowTemplate: messages.templateKind },
  // Management deletes templates (issue 35); instances run on their own copy of the steps, so no count is in the way.
  trash: { WorkflowTemplate: messages.templateTrash },
  bulk: { WorkflowTemplate: { delete: bulkDelete } },
  statuses: [
    { key: 'visibility', title: messages.visibility, statuses: byOrder(workflowVisibilities) },
    { key: 'progress', title: messages.progress, statuses: byOrder(workflowProgresses) },
  ],
};
