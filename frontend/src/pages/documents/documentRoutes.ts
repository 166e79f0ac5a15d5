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
    {
      path: 'documents/new',
      lazy: async () => {
        const [page, loader] = await Promise.all([import('./NewDocumentPage'), import('./newDocumentPageLoader')]);
        return { Component: page.NewDocumentPage, loader: signedInLoader(loader.newDocumentPageLoader) };
      },
    },
    {
      path: 'documents/generate',
      lazy: async () => {
        const [page, loader] = await Promise.all([import('./GenerateDocumentPage'), import('./generateDocumentPageLoader')]);
        return { Component: page.GenerateDocumentPage, loader: signedInLoader(loader.generateDocumentPageLoader) };
      },
    },
    {
      path: 'documents/:documentid',
      lazy: async () => {
        const [page, loader] = await Promise.all([import('./DocumentDetailPage'), import('./documentDetailPageLoader')]);
        return { Component: page.DocumentDetailPage, loader: signedInLoader(loader.documentDetailPageLoader) };
      },
    },
    {
      path: 'documents/:documentid/update',
      lazy: async () => {
        const [page, loader] = await Promise.all([import('./UpdateDocumentPage'), import('./updateDocumentPageLoader')]);
        return { Component: page.UpdateDocumentPage, loader: signedInLoader(loader.updateDocumentPageLoader) };
      },
    },
  ];
}
