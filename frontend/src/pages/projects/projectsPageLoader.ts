import { parseProjectListParams, toProjectListVariables, type ProjectListFilter } from '@/modules/projects/projectListParams';
import { listLoader, type ListPageData, type ListPageLoader } from '@/modules/routing/pageLoaders';
import { ProjectsPageQuery } from './ProjectsPageQuery';
import type { ProjectsPageQuery as Query } from './__generated__/ProjectsPageQuery.graphql';

export type ProjectsPageData = ListPageData<Query, ProjectListFilter>;

/** /projects: list state comes from the URL. */
export const projectsPageLoader: ListPageLoader<Query, ProjectListFilter> = listLoader(ProjectsPageQuery, parseProjectListParams, toProjectListVariables, 'projectsPage');
