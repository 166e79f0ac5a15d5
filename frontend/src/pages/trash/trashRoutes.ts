import type { RouteObject } from 'react-router';
import { lazyRoute } from '@/modules/routing/pageRoutes';
import { trashPageLoader } from './trashPageLoader';

/**
 * The trash's route, relative to a locale's layout: every area's deleted items in one list (issue
 * 35). The loader is in the entry chunk, so the query starts as soon as the navigation does; the
 * page is a lazy chunk.
 */
export function trashRoutes(): RouteObject[] {
  return [lazyRoute('trash', trashPageLoader, () => import('./TrashPage'), 'TrashPage')];
}
