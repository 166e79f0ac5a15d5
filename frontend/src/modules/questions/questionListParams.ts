import { listUrlKeys, readIntList, readKeyword, readLoadedCount, readSort, writeSort, type OrderDirection, type SortSpec } from '@/modules/ui/list/listParams';
import type { ListParamsCodec } from '@/modules/ui/list/useListParams';

export type QuestionOrderField = 'CREATED_AT' | 'UPDATED_AT' | 'TITLE';
export type QuestionScope = 'PROJECT' | 'ORGANIZATION' | 'INTERNAL';

export interface QuestionListParams {
  keyword: string;
  statusIds: number[];
  field: QuestionOrderField;
  direction: OrderDirection;
  count: number;
}

export interface QuestionListFilter {
  keyword?: string;
  statusIds?: number[];
  scopes?: QuestionScope[];
  projectId?: string;
}

export interface QuestionListVariables {
  first: number;
  filter: QuestionListFilter;
  orderBy: { field: QuestionOrderField; direction: OrderDirection };
}

export const questionPageSize = 20;

/** Newest first (the server's default), titles A→Z. */
export const questionSort: SortSpec<QuestionOrderField> = {
  fields: ['CREATED_AT', 'UPDATED_AT', 'TITLE'],
  defaultField: 'CREATED_AT',
  natural: { CREATED_AT: 'DESC', UPDATED_AT: 'DESC', TITLE: 'ASC' },
};

/** Reads list state from the URL (`q`, `status`, `sort`, `dir`, `n`). */
export function parseQuestionListParams(search: URLSearchParams): QuestionListParams {
  const sort = readSort(search, questionSort);
  return {
    keyword: readKeyword(search),
    statusIds: readIntList(search, 'status', [1, 2, 3]),
    field: sort.field,
    direction: sort.direction,
    count: readLoadedCount(search, questionPageSize),
  };
}

export function toQuestionSearchParams(params: QuestionListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.keyword) search.set(listUrlKeys.keyword, params.keyword);
  if (params.statusIds.length) search.set('status', params.statusIds.join(','));
  writeSort(search, questionSort, { field: params.field, direction: params.direction });
  return search;
}

export const questionListCodec: ListParamsCodec<QuestionListParams> = {
  parse: parseQuestionListParams,
  write: toQuestionSearchParams,
  cleared: (params) => ({ ...params, keyword: '', statusIds: [] }),
};

/** GraphQL variables; `fixed` is what a screen always applies (the board: INTERNAL only). */
export function toQuestionListVariables(params: QuestionListParams, fixed: Partial<QuestionListFilter> = {}): QuestionListVariables {
  const filter: QuestionListFilter = {};
  if (params.keyword) filter.keyword = params.keyword;
  if (params.statusIds.length) filter.statusIds = params.statusIds;
  return { first: params.count, filter: { ...filter, ...fixed }, orderBy: { field: params.field, direction: params.direction } };
}
