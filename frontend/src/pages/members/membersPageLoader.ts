import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { parseMemberListParams, toMemberListVariables, type MemberListVariables } from '@/modules/members/memberListParams';
import { preload } from '@/modules/relay/preload';
import { MembersPageQuery } from './MembersPageQuery';
import type { MembersPageQuery as Query } from './__generated__/MembersPageQuery.graphql';

export interface MembersPageData {
  queryRef: PreloadedQuery<Query>;
  /** The list's filter: the live list subscribes with it (issue 32). */
  filter: MemberListVariables['filter'];
}

/** /members: list state comes from the URL. */
export function membersPageLoader({ request }: LoaderFunctionArgs): MembersPageData {
  const params = parseMemberListParams(new URL(request.url).searchParams);
  const variables = toMemberListVariables(params);
  return { queryRef: preload<Query>(MembersPageQuery, variables, 'membersPage'), filter: variables.filter };
}
