import type { RouteObject } from 'react-router';
import { signedInLoader } from '@/modules/auth/signedInLoader';
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
    {
      path: 'members',
      loader: signedInLoader(membersPageLoader),
      lazy: () => import('./MembersPage').then((module) => ({ Component: module.MembersPage })),
    },
    {
      path: 'members/new',
      loader: signedInLoader(newMemberPageLoader),
      lazy: () => import('./NewMemberPage').then((module) => ({ Component: module.NewMemberPage })),
    },
    {
      path: 'members/:memberid',
      loader: signedInLoader(memberDetailPageLoader),
      lazy: () => import('./MemberDetailPage').then((module) => ({ Component: module.MemberDetailPage })),
    },
  ];
}
