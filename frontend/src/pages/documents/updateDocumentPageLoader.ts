import { detailLoader, type DetailPageData } from '@/modules/routing/pageLoaders';
import { UpdateDocumentPageQuery } from './UpdateDocumentPageQuery';
import type { UpdateDocumentPageQuery as Query } from './__generated__/UpdateDocumentPageQuery.graphql';

export type UpdateDocumentPageData = DetailPageData<Query>;

/** /documents/:documentid/update */
export const updateDocumentPageLoader = detailLoader<Query>(UpdateDocumentPageQuery, 'documentid', 'updateDocumentPage');
