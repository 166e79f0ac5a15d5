import type { RouteObject } from 'react-router';
import { chunkRoute, pageAndLoader } from '@/modules/routing/pageRoutes';

/**
 * My tasks, relative to a locale's layout. Its loader (and its query) comes with the page in a
 * lazy chunk rather than in the entry chunk, which is at its budget.
 */
export function myTaskRoutes(): RouteObject[] {
  return [
    chunkRoute(
      'my-tasks',
      pageAndLoader(
        () => import('./MyTasksPage'),
        () => import('./myTasksPageLoader'),
      ),
      'MyTasksPage',
      'myTasksPageLoader',
    ),
  ];
}
