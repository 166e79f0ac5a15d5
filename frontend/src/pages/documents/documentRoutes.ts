import type { RouteObject } from 'react-router';
import { signedInLoader } from '@/modules/auth/signedInLoader';

/**
 * The documents area's routes (issue 14), relative to a locale's layout. Each route's loader is
 * lazy along with its page, so neither the queries nor the pages weigh on the initial bundle.
 */
export function documentRoutes(): RouteObject[] {
  return [
    {
      path: 'documents',
      lazy: async () => {
        const [page, loader] = await Promise.all([import('./DocumentsPage'), import('./documentsPageLoader')]);
        return { Component: page.DocumentsPage, loader: signedInLoader(loader.documentsPageLoader) };
      },
    },
  ];
}
