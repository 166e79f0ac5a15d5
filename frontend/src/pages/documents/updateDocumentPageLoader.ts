import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { preload } from '@/modules/relay/preload';
import { UpdateDocumentPageQuery } from './UpdateDocumentPageQuery';
import type { UpdateDocumentPageQuery as Query } from './__generated__/UpdateDocumentPageQuery.graphql';

export interface UpdateDocumentPageData {
  queryRef: PreloadedQuery<Query>;
}

/** /documents/:documentid/update */
export function updateDocumentPageLoader({ params }: LoaderFunctionArgs): UpdateDocumentPageData {
  return { queryRef: preload<Query>(UpdateDocumentPageQuery, { id: params.documentid ?? '' }, 'updateDocumentPage') };
}
