import type { RouteObject } from 'react-router';
import { chunkRoute, pageAndLoader } from '@/modules/routing/pageRoutes';

/**
 * The documents area's routes (issue 14), relative to a locale's layout. Each route's loader is
 * lazy along with its page, so neither the queries nor the pages weigh on the initial bundle.
 */
export function documentRoutes(): RouteObject[] {
  return [
    chunkRoute('documents', pageAndLoader(() => import('./DocumentsPage'), () => import('./documentsPageLoader')), 'DocumentsPage', 'documentsPageLoader'),
    chunkRoute('documents/new', pageAndLoader(() => import('./NewDocumentPage'), () => import('./newDocumentPageLoader')), 'NewDocumentPage', 'newDocumentPageLoader'),
    chunkRoute('documents/generate', pageAndLoader(() => import('./GenerateDocumentPage'), () => import('./generateDocumentPageLoader')), 'GenerateDocumentPage', 'generateDocumentPageLoader'),
    chunkRoute('documents/:documentid', pageAndLoader(() => import('./DocumentDetailPage'), () => import('./documentDetailPageLoader')), 'DocumentDetailPage', 'documentDetailPageLoader'),
    chunkRoute('documents/:documentid/update', pageAndLoader(() => import('./UpdateDocumentPage'), () => import('./updateDocumentPageLoader')), 'UpdateDocumentPage', 'updateDocumentPageLoader'),
  ];
}
