import type { ExportSpec } from '@/modules/export/exportTypes';
import { taskPriorities } from './taskPriorities';
import { taskStatuses } from './taskStatuses';
import { taskTableMessages as messages } from './TaskTable';

/** The task list as its export writes it (issue 35 §4): the list's columns, in its order. */
export const taskExport: ExportSpec = {
  list: 'tasks',
  columns: [
    { path: 'title', header: messages.title },
    { path: 'statusId', header: messages.status, values: taskStatuses },
    { path: 'priorityId', header: messages.priority, values: taskPriorities },
    { path: 'assignee.name', header: messages.assignee },
    { path: 'dueDate', header: messages.dueDate, kind: 'date' },
    { path: 'updatedAt', header: messages.updatedAt, kind: 'datetime' },
  ],
};

/** "My tasks": the same table over the reader's own tasks. */
export const myTaskExport: ExportSpec = { ...taskExport, list: 'myTasks' };
