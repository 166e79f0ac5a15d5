import { listUrlKeys, readIntList, readKeyword, readLoadedCount, readSort, writeSort, type ListSort, type OrderDirection, type SortSpec } from '@/modules/ui/list/listParams';
import type { ListParamsCodec } from '@/modules/ui/list/useListParams';

export type ApplicationOrderField = 'UPDATED_AT' | 'CREATED_AT' | 'NAME' | 'STATUS';

export interface ApplicationListParams {
  keyword: string;
  projectIds: string[];
  statusIds: number[];
  field: ApplicationOrderField;
  direction: OrderDirection;
  /** Rows to load (kept in the URL by "Load more"). */
  count: number;
}

/** `ApplicationFilter` as sent (only what is set). */
export interface ApplicationListFilter {
  keyword?: string;
  projectIds?: string[];
  statusIds?: number[];
}

export interface ApplicationListVariables {
  first: number;
  filter: ApplicationListFilter;
  orderBy: ListSort<ApplicationOrderField>;
}

export const applicationPageSize = 20;

/** Times newest first (the server's default: recently updated), names A→Z, statuses draft first. */
export const applicationSort: SortSpec<ApplicationOrderField> = {
  fields: ['UPDATED_AT', 'CREATED_AT', 'NAME', 'STATUS'],
  defaultField: 'UPDATED_AT',
  natural: { UPDATED_AT: 'DESC', CREATED_AT: 'DESC', NAME: 'ASC', STATUS: 'ASC' },
};

const urlKeys = { project: 'project', status: 'status' } as const;

/** A comma-separated list of global ids (they hold no comma), deduplicated, in URL order. */
function readIdList(search: URLSearchParams, name: string): string[] {
  const values = (search.get(name) ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
  return [...new Set(values)];
}

/** Reads list state from the URL (`q`, `project`, `status`, `sort`, `dir`, `n`). */
export function parseApplicationListParams(search: URLSearchParams): ApplicationListParams {
  const sort = readSort(search, applicationSort);
  return {
    keyword: readKeyword(search),
    projectIds: readIdList(search, urlKeys.project),
    statusIds: readIntList(search, urlKeys.status, [1, 2, 3, 4]),
    field: sort.field,
    direction: sort.direction,
    count: readLoadedCount(search, applicationPageSize),
  };
}

export function toApplicationSearchParams(params: ApplicationListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.keyword) search.set(listUrlKeys.keyword, params.keyword);
  if (params.projectIds.length) search.set(urlKeys.project, params.projectIds.join(','));
  if (params.statusIds.length) search.set(urlKeys.status, params.statusIds.join(','));
  writeSort(search, applicationSort, { field: params.field, direction: params.direction });
  return search;
}

export const applicationListCodec: ListParamsCodec<ApplicationListParams> = {
  parse: parseApplicationListParams,
  write: toApplicationSearchParams,
  cleared: (params) => ({ ...params, keyword: '', projectIds: [], statusIds: [] }),
};

/** How many filters (the keyword aside) are set. */
export function activeApplicationFilters(params: ApplicationListParams): number {
  return [params.projectIds, params.statusIds].filter((list) => list.length > 0).length;
}

export function toApplicationListVariables(params: ApplicationListParams): ApplicationListVariables {
  const filter: ApplicationListFilter = {};
  if (params.keyword) filter.keyword = params.keyword;
  if (params.projectIds.length) filter.projectIds = params.projectIds;
  if (params.statusIds.length) filter.statusIds = params.statusIds;
  return { first: params.count, filter, orderBy: { field: params.field, direction: params.direction } };
}
