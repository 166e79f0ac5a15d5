import { segment, type AreaModule } from '@/modules/areas/types';

export const area: AreaModule = {
  name: 'workflows',
  pages: {
    WorkflowTemplate: (id) => `/workflow-templates/${segment(id)}`,
    WorkflowInstance: (id) => `/workflow-instances/${segment(id)}`,
  },
};
