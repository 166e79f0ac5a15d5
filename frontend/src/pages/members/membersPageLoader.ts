import { parseMemberListParams, toMemberListVariables, type MemberListVariables } from '@/modules/members/memberListParams';
import { listLoader, type ListPageData, type ListPageLoader } from '@/modules/routing/pageLoaders';
import { MembersPageQuery } from './MembersPageQuery';
import type { MembersPageQuery as Query } from './__generated__/MembersPageQuery.graphql';

/** The list's filter: the live list subscribes with it (issue 32). */
export type MembersPageData = ListPageData<Query, MemberListVariables['filter']>;

/** /members: list state comes from the URL. */
export const membersPageLoader: ListPageLoader<Query, MemberListVariables['filter']> = listLoader(MembersPageQuery, parseMemberListParams, toMemberListVariables, 'membersPage');
