import type { RouteObject } from 'react-router';
import { chunkRoute, pageAndLoader } from '@/modules/routing/pageRoutes';

/**
 * The internal Q&A page, relative to a locale's layout. Its loader (and its query) comes with the
 * page in a lazy chunk rather than in the entry chunk, which is at its budget (saved views, issue
 * 35 §5, needed the room).
 */
export function internalQaRoutes(): RouteObject[] {
  return [
    chunkRoute(
      'internal-qas',
      pageAndLoader(
        () => import('./InternalQasPage'),
        () => import('./internalQasPageLoader'),
      ),
      'InternalQasPage',
      'internalQasPageLoader',
    ),
  ];
}
