import type { RouteObject } from 'react-router';
import { lazyRoute } from '@/modules/routing/pageRoutes';
import { newTaskPageLoader } from './newTaskPageLoader';
import { taskDetailPageLoader } from './taskDetailPageLoader';
import { tasksPageLoader } from './tasksPageLoader';
import { updateTaskPageLoader } from './updateTaskPageLoader';

/**
 * The tasks area's routes: list, new, detail and update, relative to a locale's layout. The
 * loaders are in the entry chunk, so a page's query starts as soon as the navigation does; each
 * page is a lazy chunk.
 */
export function taskRoutes(): RouteObject[] {
  return [
    lazyRoute('tasks', tasksPageLoader, () => import('./TasksPage'), 'TasksPage'),
    lazyRoute('tasks/new', newTaskPageLoader, () => import('./NewTaskPage'), 'NewTaskPage'),
    lazyRoute('tasks/:taskid', taskDetailPageLoader, () => import('./TaskDetailPage'), 'TaskDetailPage'),
    lazyRoute('tasks/:taskid/update', updateTaskPageLoader, () => import('./UpdateTaskPage'), 'UpdateTaskPage'),
  ];
}
