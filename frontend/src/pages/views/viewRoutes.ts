import type { RouteObject } from 'react-router';
import { lazyRoute } from '@/modules/routing/pageRoutes';
import { savedViewPageLoader } from './savedViewPageLoader';

/** Saved views' route (issue 35 §5): `/views/:id` opens the view's list as saved. */
export function viewRoutes(): RouteObject[] {
  return [lazyRoute('views/:id', savedViewPageLoader, () => import('./SavedViewPage'), 'SavedViewPage')];
}
