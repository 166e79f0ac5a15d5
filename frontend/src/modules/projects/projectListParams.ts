import { listUrlKeys, readIntList, readKeyword, readLoadedCount, readSort, writeSort, type OrderDirection, type SortSpec } from '@/modules/ui/list/listParams';
import type { ListParamsCodec } from '@/modules/ui/list/useListParams';

export type ProjectOrderField = 'NAME' | 'CREATED_AT' | 'UPDATED_AT';

export interface ProjectListParams {
  keyword: string;
  statusIds: number[];
  field: ProjectOrderField;
  direction: OrderDirection;
  /** Rows to load (kept in the URL by "Load more"). */
  count: number;
}

export interface ProjectListFilter {
  keyword?: string;
  statusIds?: number[];
}

export interface ProjectListVariables {
  first: number;
  filter: ProjectListFilter;
  orderBy: { field: ProjectOrderField; direction: OrderDirection };
}

export const projectPageSize = 20;

/** Names A→Z (the server's default order), times newest first. */
export const projectSort: SortSpec<ProjectOrderField> = {
  fields: ['NAME', 'CREATED_AT', 'UPDATED_AT'],
  defaultField: 'NAME',
  natural: { NAME: 'ASC', CREATED_AT: 'DESC', UPDATED_AT: 'DESC' },
};

/** Reads list state from the URL (`q`, `status`, `sort`, `dir`, `n`). */
export function parseProjectListParams(search: URLSearchParams): ProjectListParams {
  const sort = readSort(search, projectSort);
  return {
    keyword: readKeyword(search),
    statusIds: readIntList(search, 'status', [1, 2, 3, 4]),
    field: sort.field,
    direction: sort.direction,
    count: readLoadedCount(search, projectPageSize),
  };
}

export function toProjectSearchParams(params: ProjectListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.keyword) search.set(listUrlKeys.keyword, params.keyword);
  if (params.statusIds.length) search.set('status', params.statusIds.join(','));
  writeSort(search, projectSort, { field: params.field, direction: params.direction });
  return search;
}

export const projectListCodec: ListParamsCodec<ProjectListParams> = {
  parse: parseProjectListParams,
  write: toProjectSearchParams,
  cleared: (params) => ({ ...params, keyword: '', statusIds: [] }),
};

export function activeProjectFilters(params: ProjectListParams): number {
  return params.statusIds.length ? 1 : 0;
}

export function toProjectListVariables(params: ProjectListParams): ProjectListVariables {
  const filter: ProjectListFilter = {};
  if (params.keyword) filter.keyword = params.keyword;
  if (params.statusIds.length) filter.statusIds = params.statusIds;
  return { first: params.count, filter, orderBy: { field: params.field, direction: params.direction } };
}
