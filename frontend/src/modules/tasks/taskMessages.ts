import { defineMessages } from 'react-intl';

/**
 * The words several of the tasks area's screens show, defined once (issue 32), as
 * `commonMessages` does for every area.
 */
export const taskMessages = defineMessages({
  assignee: { id: 'task.field.assignee', defaultMessage: 'Assignee' },
  description: { id: 'task.field.description', defaultMessage: 'Description' },
  dueDate: { id: 'task.field.dueDate', defaultMessage: 'Due date' },
  listTitle: { id: 'page.tasks.title', defaultMessage: 'Tasks' },
  noDueDate: { id: 'task.noDueDate', defaultMessage: 'No due date' },
  notFound: { id: 'page.taskDetail.notFound', defaultMessage: 'Task not found' },
  priority: { id: 'task.field.priority', defaultMessage: 'Priority' },
  unassigned: { id: 'task.unassigned', defaultMessage: 'Unassigned' },
});
