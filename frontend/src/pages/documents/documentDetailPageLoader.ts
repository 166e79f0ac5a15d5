import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { preload } from '@/modules/relay/preload';
import { DocumentDetailPageQuery } from './DocumentDetailPageQuery';
import type { DocumentDetailPageQuery as Query } from './__generated__/DocumentDetailPageQuery.graphql';

export interface DocumentDetailPageData {
  id: string;
  queryRef: PreloadedQuery<Query>;
}

/** /documents/:documentid */
export function documentDetailPageLoader({ params }: LoaderFunctionArgs): DocumentDetailPageData {
  const id = params.documentid ?? '';
  return { id, queryRef: preload<Query>(DocumentDetailPageQuery, { id }, 'documentDetailPage') };
}
