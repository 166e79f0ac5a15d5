import type { RouteObject } from 'react-router';
import { chunkRoute, lazyRoute, pageAndLoader } from '@/modules/routing/pageRoutes';
import { newProjectPageLoader } from './newProjectPageLoader';
import { newProjectQuestionPageLoader } from './newProjectQuestionPageLoader';
import { projectsPageLoader } from './projectsPageLoader';
import { updateProjectPageLoader } from './updateProjectPageLoader';

/**
 * The projects area's routes: list, new, detail, update and the two new-question pages, relative
 * to a locale's layout. The loaders are in the entry chunk, so a page's query starts as soon as
 * the navigation does; each page is a lazy chunk.
 */
export function projectRoutes(): RouteObject[] {
  return [
    lazyRoute('projects', projectsPageLoader, () => import('./ProjectsPage'), 'ProjectsPage'),
    lazyRoute('projects/new', newProjectPageLoader, () => import('./NewProjectPage'), 'NewProjectPage'),
    // Its loader and query come with the page (the entry chunk is at its budget).
    chunkRoute('projects/:projectId', pageAndLoader(() => import('./ProjectDetailPage'), () => import('./projectDetailPageLoader')), 'ProjectDetailPage', 'projectDetailPageLoader'),
    lazyRoute('projects/:projectId/update', updateProjectPageLoader, () => import('./UpdateProjectPage'), 'UpdateProjectPage'),
    lazyRoute('projects/:projectId/new-project-question', newProjectQuestionPageLoader, () => import('./NewProjectQuestionPage'), 'NewProjectScopeQuestionPage'),
    lazyRoute('projects/:projectId/new-organization-question', newProjectQuestionPageLoader, () => import('./NewProjectQuestionPage'), 'NewOrganizationQuestionPage'),
  ];
}
