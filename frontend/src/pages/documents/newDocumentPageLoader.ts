import { queryLoader, type QueryPageData } from '@/modules/routing/pageLoaders';
import { NewDocumentPageQuery } from './NewDocumentPageQuery';
import type { NewDocumentPageQuery as Query } from './__generated__/NewDocumentPageQuery.graphql';

export type NewDocumentPageData = QueryPageData<Query>;

/** /documents/new */
export const newDocumentPageLoader = queryLoader<Query>(NewDocumentPageQuery, 'newDocumentPage');
