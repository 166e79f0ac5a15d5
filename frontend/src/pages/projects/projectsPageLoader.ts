import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { parseProjectListParams, toProjectListVariables, type ProjectListFilter } from '@/modules/projects/projectListParams';
import { preload } from '@/modules/relay/preload';
import { ProjectsPageQuery } from './ProjectsPageQuery';
import type { ProjectsPageQuery as Query } from './__generated__/ProjectsPageQuery.graphql';

export interface ProjectsPageData {
  queryRef: PreloadedQuery<Query>;
  filter: ProjectListFilter;
}

/** /projects: list state comes from the URL. */
export function projectsPageLoader({ request }: LoaderFunctionArgs): ProjectsPageData {
  const variables = toProjectListVariables(parseProjectListParams(new URL(request.url).searchParams));
  return { queryRef: preload<Query>(ProjectsPageQuery, variables, 'projectsPage'), filter: variables.filter };
}
