import type { RouteObject } from 'react-router';
import { signedInLoader } from '@/modules/auth/signedInLoader';
import { internalQasPageLoader } from './internalQasPageLoader';

/**
 * The internal Q&A page, relative to a locale's layout. The loaders are in the entry chunk, so a
 * page's query starts as soon as the navigation does; each page is a lazy chunk.
 */
export function internalQaRoutes(): RouteObject[] {
  return [
    {
      path: 'internal-qas',
      loader: signedInLoader(internalQasPageLoader),
      lazy: () => import('./InternalQasPage').then((module) => ({ Component: module.InternalQasPage })),
    },
  ];
}
