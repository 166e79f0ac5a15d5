import type { RouteObject } from 'react-router';
import { lazyRoute } from '@/modules/routing/pageRoutes';
import { demoPageLoader } from './demoPageLoader';

/**
 * The gallery of building blocks (issue 21), relative to a locale's layout. The loaders are in the
 * entry chunk, so a page's query starts as soon as the navigation does; each page is a lazy chunk.
 */
export function demoRoutes(): RouteObject[] {
  return [
    lazyRoute('demo', demoPageLoader, () => import('./DemoPage'), 'DemoPage'),
  ];
}
