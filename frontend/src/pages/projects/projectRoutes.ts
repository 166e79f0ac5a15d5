import type { RouteObject } from 'react-router';
import { signedInLoader } from '@/modules/auth/signedInLoader';
import { newProjectPageLoader } from './newProjectPageLoader';
import { newProjectQuestionPageLoader } from './newProjectQuestionPageLoader';
import { projectDetailPageLoader } from './projectDetailPageLoader';
import { projectsPageLoader } from './projectsPageLoader';
import { updateProjectPageLoader } from './updateProjectPageLoader';

/**
 * The projects area's routes: list, new, detail, update and the two new-question pages, relative
 * to a locale's layout. The loaders are in the entry chunk, so a page's query starts as soon as
 * the navigation does; each page is a lazy chunk.
 */
export function projectRoutes(): RouteObject[] {
  return [
    {
      path: 'projects',
      loader: signedInLoader(projectsPageLoader),
      lazy: () => import('./ProjectsPage').then((module) => ({ Component: module.ProjectsPage })),
    },
    {
      path: 'projects/new',
      loader: signedInLoader(newProjectPageLoader),
      lazy: () => import('./NewProjectPage').then((module) => ({ Component: module.NewProjectPage })),
    },
    {
      path: 'projects/:projectId',
      loader: signedInLoader(projectDetailPageLoader),
      lazy: () => import('./ProjectDetailPage').then((module) => ({ Component: module.ProjectDetailPage })),
    },
    {
      path: 'projects/:projectId/update',
      loader: signedInLoader(updateProjectPageLoader),
      lazy: () => import('./UpdateProjectPage').then((module) => ({ Component: module.UpdateProjectPage })),
    },
    {
      path: 'projects/:projectId/new-project-question',
      loader: signedInLoader(newProjectQuestionPageLoader),
      lazy: () => import('./NewProjectQuestionPage').then((module) => ({ Component: module.NewProjectScopeQuestionPage })),
    },
    {
      path: 'projects/:projectId/new-organization-question',
      loader: signedInLoader(newProjectQuestionPageLoader),
      lazy: () => import('./NewProjectQuestionPage').then((module) => ({ Component: module.NewOrganizationQuestionPage })),
    },
  ];
}
