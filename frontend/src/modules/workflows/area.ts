import { defineMessages } from 'react-intl';
import { segment, byOrder, type AreaModule } from '@/modules/areas/types';

import { workflowProgresses, workflowVisibilities } from './workflowEnums';

const messages = defineMessages({
  visibility: { id: 'demo.statusList.visibility', defaultMessage: 'Workflow template visibility' },
  progress: { id: 'demo.statusList.progress', defaultMessage: 'Workflow instance progress' },
});

export const area: AreaModule = {
  name: 'workflows',
  pages: {
    WorkflowTemplate: (id) => `/workflow-templates/${segment(id)}`,
    WorkflowInstance: (id) => `/workflow-instances/${segment(id)}`,
  },
  statuses: [
    { key: 'visibility', title: messages.visibility, statuses: byOrder(workflowVisibilities) },
    { key: 'progress', title: messages.progress, statuses: byOrder(workflowProgresses) },
  ],
};
