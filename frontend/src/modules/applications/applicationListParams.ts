import type { SortSpec } from '@/modules/ui/list/listParams';
import { idListFilter, intListFilter, urlListState, type UrlListFilter, type UrlListParams, type UrlListVariables } from '@/modules/ui/list/urlListState';

export type ApplicationOrderField = 'UPDATED_AT' | 'CREATED_AT' | 'NAME' | 'STATUS';

export const applicationPageSize = 20;

/** Times newest first (the server's default: recently updated), names A→Z, statuses draft first. */
export const applicationSort: SortSpec<ApplicationOrderField> = {
  fields: ['UPDATED_AT', 'CREATED_AT', 'NAME', 'STATUS'],
  defaultField: 'UPDATED_AT',
  natural: { UPDATED_AT: 'DESC', CREATED_AT: 'DESC', NAME: 'ASC', STATUS: 'ASC' },
};

const applicationFilters = {
  projectIds: idListFilter('project'),
  statusIds: intListFilter('status', [1, 2, 3, 4]),
};

export type ApplicationListParams = UrlListParams<ApplicationOrderField, typeof applicationFilters>;
/** `ApplicationFilter` as sent (only what is set). */
export type ApplicationListFilter = UrlListFilter<typeof applicationFilters>;
export type ApplicationListVariables = UrlListVariables<ApplicationOrderField, typeof applicationFilters>;

/** /applications: keyword, project, status and sort in the URL. */
export const { codec: applicationListCodec, parse: parseApplicationListParams, write: toApplicationSearchParams, activeFilters: activeApplicationFilters, variables: toApplicationListVariables } =
  urlListState({ sort: applicationSort, pageSize: applicationPageSize, filters: applicationFilters });
