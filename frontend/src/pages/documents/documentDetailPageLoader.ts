import { detailLoader, type DetailPageData } from '@/modules/routing/pageLoaders';
import { DocumentDetailPageQuery } from './DocumentDetailPageQuery';
import type { DocumentDetailPageQuery as Query } from './__generated__/DocumentDetailPageQuery.graphql';

export type DocumentDetailPageData = DetailPageData<Query>;

/** /documents/:documentid */
export const documentDetailPageLoader = detailLoader<Query>(DocumentDetailPageQuery, 'documentid', 'documentDetailPage');
