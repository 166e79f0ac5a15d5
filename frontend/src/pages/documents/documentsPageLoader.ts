import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { parseDocumentListParams, toDocumentListVariables, type DocumentListFilter } from '@/modules/documents/documentListParams';
import { readDocumentsView } from '@/modules/documents/DocumentsViewSwitch';
import { preload } from '@/modules/relay/preload';
import { DocumentCategoriesPageQuery, DocumentsPageQuery, PermissionCategoriesPageQuery } from './DocumentsPageQueries';
import type { DocumentCategoriesPageQuery as CategoriesQuery } from './__generated__/DocumentCategoriesPageQuery.graphql';
import type { DocumentsPageQuery as ListQuery } from './__generated__/DocumentsPageQuery.graphql';
import type { PermissionCategoriesPageQuery as PermissionsQuery } from './__generated__/PermissionCategoriesPageQuery.graphql';

export type DocumentsPageData =
  | { view: 'list'; filter: DocumentListFilter; queryRef: PreloadedQuery<ListQuery> }
  | { view: 'categories'; queryRef: PreloadedQuery<CategoriesQuery> }
  | { view: 'permissions'; queryRef: PreloadedQuery<PermissionsQuery> };

/** /documents: the view (`?view=list|categories|permissions`) and the list state come from the URL. */
export function documentsPageLoader({ request }: LoaderFunctionArgs): DocumentsPageData {
  const search = new URL(request.url).searchParams;
  const view = readDocumentsView(search);
  if (view === 'categories') return { view, queryRef: preload<CategoriesQuery>(DocumentCategoriesPageQuery, {}, 'documentCategoriesPage') };
  if (view === 'permissions') return { view, queryRef: preload<PermissionsQuery>(PermissionCategoriesPageQuery, {}, 'permissionCategoriesPage') };
  const variables = toDocumentListVariables(parseDocumentListParams(search));
  return { view, filter: variables.filter, queryRef: preload<ListQuery>(DocumentsPageQuery, variables, 'documentsPage') };
}
