import type { SortSpec } from '@/modules/ui/list/listParams';
import { intListFilter, urlListState, type UrlListFilter, type UrlListParams, type UrlListVariables } from '@/modules/ui/list/urlListState';

export type ProjectOrderField = 'NAME' | 'CREATED_AT' | 'UPDATED_AT';

export const projectPageSize = 20;

/** Names A→Z (the server's default order), times newest first. */
export const projectSort: SortSpec<ProjectOrderField> = {
  fields: ['NAME', 'CREATED_AT', 'UPDATED_AT'],
  defaultField: 'NAME',
  natural: { NAME: 'ASC', CREATED_AT: 'DESC', UPDATED_AT: 'DESC' },
};

const projectFilters = {
  statusIds: intListFilter('status', [1, 2, 3, 4]),
};

export type ProjectListParams = UrlListParams<ProjectOrderField, typeof projectFilters>;
/** `ProjectFilter` as sent (only what is set). */
export type ProjectListFilter = UrlListFilter<typeof projectFilters>;
export type ProjectListVariables = UrlListVariables<ProjectOrderField, typeof projectFilters>;

/** /projects: keyword, status and sort in the URL. */
export const { codec: projectListCodec, parse: parseProjectListParams, write: toProjectSearchParams, activeFilters: activeProjectFilters, variables: toProjectListVariables } =
  urlListState({ sort: projectSort, pageSize: projectPageSize, filters: projectFilters });
