import type { RouteObject } from 'react-router';
import { chunkRoute, pageAndLoader } from '@/modules/routing/pageRoutes';

/**
 * The CSV import's route (issue 35 §3), relative to a locale's layout: `/import/Organization`,
 * `Task`, `Issue` or `Employee`. The page (the wizard) and its loader come in their own lazy
 * chunks, fetched together, so neither weighs on the initial bundle (it is at its budget).
 */
export function importRoutes(): RouteObject[] {
  return [chunkRoute('import/:type', pageAndLoader(() => import('./ImportPage'), () => import('./importPageLoader')), 'ImportPage', 'importPageLoader')];
}
