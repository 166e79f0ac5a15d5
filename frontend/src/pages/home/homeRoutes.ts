import type { RouteObject } from 'react-router';
import { lazyRoute } from '@/modules/routing/pageRoutes';
import { homePageLoader } from './homePageLoader';

/**
 * The home page (the locale's index route), relative to a locale's layout. The loaders are in the
 * entry chunk, so a page's query starts as soon as the navigation does; each page is a lazy chunk.
 */
export function homeRoutes(): RouteObject[] {
  return [
    lazyRoute({ index: true }, homePageLoader, () => import('./HomePage'), 'HomePage'),
  ];
}
