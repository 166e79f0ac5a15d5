import type { RouteObject } from 'react-router';
import { lazyRoute } from '@/modules/routing/pageRoutes';
import { memberDetailPageLoader } from './memberDetailPageLoader';
import { membersPageLoader } from './membersPageLoader';
import { newMemberPageLoader } from './newMemberPageLoader';

/**
 * The members area's routes: list, new and detail, relative to a locale's layout. The loaders are
 * in the entry chunk, so a page's query starts as soon as the navigation does; each page is a lazy
 * chunk.
 */
export function memberRoutes(): RouteObject[] {
  return [
    lazyRoute('members', membersPageLoader, () => import('./MembersPage'), 'MembersPage'),
    lazyRoute('members/new', newMemberPageLoader, () => import('./NewMemberPage'), 'NewMemberPage'),
    lazyRoute('members/:memberid', memberDetailPageLoader, () => import('./MemberDetailPage'), 'MemberDetailPage'),
  ];
}
