import { listUrlKeys, readKeyword, readLoadedCount, readSort, writeSort, type OrderDirection, type SortSpec } from '@/modules/ui/list/listParams';
import type { ListParamsCodec } from '@/modules/ui/list/useListParams';

export type TagOrderField = 'NAME' | 'CREATED_AT' | 'UPDATED_AT';

export interface TagListParams {
  keyword: string;
  field: TagOrderField;
  direction: OrderDirection;
  count: number;
}

export interface TagListVariables {
  first: number;
  filter: { keyword?: string };
  orderBy: { field: TagOrderField; direction: OrderDirection };
}

export const tagPageSize = 50;

/** Names A→Z (the default), times newest first. */
export const tagSort: SortSpec<TagOrderField> = {
  fields: ['NAME', 'CREATED_AT', 'UPDATED_AT'],
  defaultField: 'NAME',
  natural: { NAME: 'ASC', CREATED_AT: 'DESC', UPDATED_AT: 'DESC' },
};

/** Reads list state from the URL (`q`, `sort`, `dir`, `n`). */
export function parseTagListParams(search: URLSearchParams): TagListParams {
  const sort = readSort(search, tagSort);
  return { keyword: readKeyword(search), field: sort.field, direction: sort.direction, count: readLoadedCount(search, tagPageSize) };
}

export function toTagSearchParams(params: TagListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.keyword) search.set(listUrlKeys.keyword, params.keyword);
  writeSort(search, tagSort, { field: params.field, direction: params.direction });
  return search;
}

export const tagListCodec: ListParamsCodec<TagListParams> = {
  parse: parseTagListParams,
  write: toTagSearchParams,
  cleared: (params) => ({ ...params, keyword: '' }),
};

export function toTagListVariables(params: TagListParams): TagListVariables {
  return {
    first: params.count,
    filter: params.keyword ? { keyword: params.keyword } : {},
    orderBy: { field: params.field, direction: params.direction },
  };
}
