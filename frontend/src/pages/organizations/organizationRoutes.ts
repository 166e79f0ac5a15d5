import type { RouteObject } from 'react-router';
import { lazyRoute } from '@/modules/routing/pageRoutes';
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
    lazyRoute('organizations', organizationsPageLoader, () => import('./OrganizationsPage'), 'OrganizationsPage'),
    lazyRoute('organizations/new', newOrganizationPageLoader, () => import('./NewOrganizationPage'), 'NewOrganizationPage'),
    lazyRoute('organizations/:organizationId', organizationDetailPageLoader, () => import('./OrganizationDetailPage'), 'OrganizationDetailPage'),
    lazyRoute('organizations/:organizationId/update', updateOrganizationPageLoader, () => import('./UpdateOrganizationPage'), 'UpdateOrganizationPage'),
    lazyRoute('organizations/:organizationId/add-member', addMemberPageLoader, () => import('./AddMemberPage'), 'AddMemberPage'),
  ];
}
