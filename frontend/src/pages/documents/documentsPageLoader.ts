import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { parseDocumentListParams, toDocumentListVariables, type DocumentListFilter } from '@/modules/documents/documentListParams';
import { preload } from '@/modules/relay/preload';
import { DocumentsPageQuery } from './DocumentsPageQueries';
import type { DocumentsPageQuery as ListQuery } from './__generated__/DocumentsPageQuery.graphql';

export type DocumentsPageData = { view: 'list'; filter: DocumentListFilter; queryRef: PreloadedQuery<ListQuery> };

/** /documents: the list state comes from the URL. */
export function documentsPageLoader({ request }: LoaderFunctionArgs): DocumentsPageData {
  const search = new URL(request.url).searchParams;
  const variables = toDocumentListVariables(parseDocumentListParams(search));
  return { view: 'list', filter: variables.filter, queryRef: preload<ListQuery>(DocumentsPageQuery, variables, 'documentsPage') };
}
