import type { PreloadedQuery } from 'react-relay';
import { preload } from '@/modules/relay/preload';
import { NewDocumentPageQuery } from './NewDocumentPageQuery';
import type { NewDocumentPageQuery as Query } from './__generated__/NewDocumentPageQuery.graphql';

export interface NewDocumentPageData {
  queryRef: PreloadedQuery<Query>;
}

/** /documents/new */
export function newDocumentPageLoader(): NewDocumentPageData {
  return { queryRef: preload<Query>(NewDocumentPageQuery, {}, 'newDocumentPage') };
}
