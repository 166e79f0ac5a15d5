import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { preload } from '@/modules/relay/preload';
import { MemberDetailPageQuery } from './MemberDetailPageQuery';
import type { MemberDetailPageQuery as Query } from './__generated__/MemberDetailPageQuery.graphql';

export interface MemberDetailPageData {
  id: string;
  queryRef: PreloadedQuery<Query>;
}

/** /members/:memberid */
export function memberDetailPageLoader({ params }: LoaderFunctionArgs): MemberDetailPageData {
  const id = params.memberid ?? '';
  return { id, queryRef: preload<Query>(MemberDetailPageQuery, { id }, 'memberDetailPage') };
}
