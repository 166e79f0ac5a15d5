import type { RouteObject } from 'react-router';
import { signedInLoader } from '@/modules/auth/signedInLoader';
import { addMemberPageLoader } from './addMemberPageLoader';
import { newOrganizationPageLoader } from './newOrganizationPageLoader';
import { organizationDetailPageLoader } from './organizationDetailPageLoader';
import { organizationsPageLoader } from './organizationsPageLoader';
import { updateOrganizationPageLoader } from './updateOrganizationPageLoader';

/**
 * The organizations area's routes: list, new, detail, update and add member, relative to a
 * locale's layout. The loaders are in the entry chunk, so a page's query starts as soon as the
 * navigation does; each page is a lazy chunk.
 */
export function organizationRoutes(): RouteObject[] {
  return [
    {
      path: 'organizations',
      loader: signedInLoader(organizationsPageLoader),
      lazy: () => import('./OrganizationsPage').then((module) => ({ Component: module.OrganizationsPage })),
    },
    {
      path: 'organizations/new',
      loader: signedInLoader(newOrganizationPageLoader),
      lazy: () => import('./NewOrganizationPage').then((module) => ({ Component: module.NewOrganizationPage })),
    },
    {
      path: 'organizations/:organizationId',
      loader: signedInLoader(organizationDetailPageLoader),
      lazy: () => import('./OrganizationDetailPage').then((module) => ({ Component: module.OrganizationDetailPage })),
    },
    {
      path: 'organizations/:organizationId/update',
      loader: signedInLoader(updateOrganizationPageLoader),
      lazy: () => import('./UpdateOrganizationPage').then((module) => ({ Component: module.UpdateOrganizationPage })),
    },
    {
      path: 'organizations/:organizationId/add-member',
      loader: signedInLoader(addMemberPageLoader),
      lazy: () => import('./AddMemberPage').then((module) => ({ Component: module.AddMemberPage })),
    },
  ];
}
