import type { RouteObject } from 'react-router';
import { lazyRoute } from '@/modules/routing/pageRoutes';
import { myTasksPageLoader } from './myTasksPageLoader';

/**
 * My tasks, relative to a locale's layout. The loaders are in the entry chunk, so a page's query
 * starts as soon as the navigation does; each page is a lazy chunk.
 */
export function myTaskRoutes(): RouteObject[] {
  return [
    lazyRoute('my-tasks', myTasksPageLoader, () => import('./MyTasksPage'), 'MyTasksPage'),
  ];
}
