import { detailLoader, type DetailPageData } from '@/modules/routing/pageLoaders';
import { MemberDetailPageQuery } from './MemberDetailPageQuery';
import type { MemberDetailPageQuery as Query } from './__generated__/MemberDetailPageQuery.graphql';

export type MemberDetailPageData = DetailPageData<Query>;

/** /members/:memberid */
export const memberDetailPageLoader = detailLoader<Query>(MemberDetailPageQuery, 'memberid', 'memberDetailPage');
