import { IconChecklist } from '@tabler/icons-react';
import { defineMessages } from 'react-intl';

import { segment, byId, type AreaModule } from '@/modules/areas/types';

import { taskPriorities } from './taskPriorities';
import { taskStatuses } from './taskStatuses';

const messages = defineMessages({
  task: { id: 'demo.statusList.task', defaultMessage: 'Task' },
  priority: { id: 'demo.statusList.priority', defaultMessage: 'Priority (tasks and issues)' },
  searchLabel: { id: 'search.area.tasks', defaultMessage: 'Tasks' },
  kind: { id: 'task.kind', defaultMessage: 'Task' },
  trash: { id: 'task.trash', defaultMessage: 'Deleted tasks' },
});

export const area: AreaModule = {
  name: 'tasks',
  searchLabel: messages.searchLabel,
  icon: IconChecklist,
  pages: { Task: (id) => `/tasks/${segment(id)}` },
  labels: { Task: messages.kind },
  trash: { Task: messages.trash },
  statuses: [
    { key: 'task', title: messages.task, statuses: byId(taskStatuses) },
    { key: 'priority', title: messages.priority, statuses: byId(taskPriorities) },
  ],
};
