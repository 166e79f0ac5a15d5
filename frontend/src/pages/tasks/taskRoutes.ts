import type { RouteObject } from 'react-router';
import { signedInLoader } from '@/modules/auth/signedInLoader';
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
    {
      path: 'tasks',
      loader: signedInLoader(tasksPageLoader),
      lazy: () => import('./TasksPage').then((module) => ({ Component: module.TasksPage })),
    },
    {
      path: 'tasks/new',
      loader: signedInLoader(newTaskPageLoader),
      lazy: () => import('./NewTaskPage').then((module) => ({ Component: module.NewTaskPage })),
    },
    {
      path: 'tasks/:taskid',
      loader: signedInLoader(taskDetailPageLoader),
      lazy: () => import('./TaskDetailPage').then((module) => ({ Component: module.TaskDetailPage })),
    },
    {
      path: 'tasks/:taskid/update',
      loader: signedInLoader(updateTaskPageLoader),
      lazy: () => import('./UpdateTaskPage').then((module) => ({ Component: module.UpdateTaskPage })),
    },
  ];
}
