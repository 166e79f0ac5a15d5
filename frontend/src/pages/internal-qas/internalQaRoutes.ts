import type { RouteObject } from 'react-router';
import { lazyRoute } from '@/modules/routing/pageRoutes';
import { internalQasPageLoader } from './internalQasPageLoader';

/**
 * The internal Q&A page, relative to a locale's layout. The loaders are in the entry chunk, so a
 * page's query starts as soon as the navigation does; each page is a lazy chunk.
 */
export function internalQaRoutes(): RouteObject[] {
  return [
    lazyRoute('internal-qas', internalQasPageLoader, () => import('./InternalQasPage'), 'InternalQasPage'),
  ];
}
