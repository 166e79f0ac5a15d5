import { IconChecklist } from '@tabler/icons-react';
import { lazy } from 'react';
import { defineMessages } from 'react-intl';

import { segment, byId, type AreaModule } from '@/modules/areas/types';
import { bulkDelete, bulkNobody } from '@/modules/bulk/bulkFields';

import { taskPriorities } from './taskPriorities';
import { taskStatuses } from './taskStatuses';

const messages = defineMessages({
  task: { id: 'demo.statusList.task', defaultMessage: 'Task' },
  priority: { id: 'demo.statusList.priority', defaultMessage: 'Priority (tasks and issues)' },
  searchLabel: { id: 'search.area.tasks', defaultMessage: 'Tasks' },
  kind: { id: 'task.kind', defaultMessage: 'Task' },
  trash: { id: 'task.trash', defaultMessage: 'Deleted tasks' },
  status: { id: 'task.field.status', defaultMessage: 'Status' },
  priorityField: { id: 'task.field.priority', defaultMessage: 'Priority' },
  assignee: { id: 'task.field.assignee', defaultMessage: 'Assignee' },
});

// The picker loads with the action bar, not with this file (in the first chunk).
const EmployeePicker = lazy(() => import('@/modules/members/EmployeeBulkPicker'));

export const area: AreaModule = {
  name: 'tasks',
  searchLabel: messages.searchLabel,
  icon: IconChecklist,
  pages: { Task: (id) => `/tasks/${segment(id)}` },
  labels: { Task: messages.kind },
  trash: { Task: messages.trash },
  bulk: {
    Task: {
      status: { value: 'choice', label: messages.status, choices: byId(taskStatuses) },
      priority: { value: 'choice', label: messages.priorityField, choices: byId(taskPriorities) },
      assignee: { value: 'pick', label: messages.assignee, picker: EmployeePicker, none: bulkNobody },
      delete: bulkDelete,
    },
  },
  statuses: [
    { key: 'task', title: messages.task, statuses: byId(taskStatuses) },
    { key: 'priority', title: messages.priority, statuses: byId(taskPriorities) },
  ],
};
