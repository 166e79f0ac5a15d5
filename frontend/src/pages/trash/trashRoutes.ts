import type { RouteObject } from 'react-router';
import { chunkRoute, pageAndLoader } from '@/modules/routing/pageRoutes';

/**
 * The trash's route, relative to a locale's layout: every area's deleted items in one list (issue
 * 35). Its loader (and its query) comes with the page in a lazy chunk rather than in the entry
 * chunk, which is at its budget.
 */
export function trashRoutes(): RouteObject[] {
  return [
    chunkRoute(
      'trash',
      pageAndLoader(
        () => import('./TrashPage'),
        () => import('./trashPageLoader'),
      ),
      'TrashPage',
      'trashPageLoader',
    ),
  ];
}
