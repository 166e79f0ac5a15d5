import type { SortSpec } from '@/modules/ui/list/listParams';
import { intListFilter, urlListState, type UrlListParams, type UrlListVariables } from '@/modules/ui/list/urlListState';

export type QuestionOrderField = 'CREATED_AT' | 'UPDATED_AT' | 'TITLE';
export type QuestionScope = 'PROJECT' | 'ORGANIZATION' | 'INTERNAL';

export interface QuestionListFilter {
  keyword?: string;
  statusIds?: number[];
  scopes?: QuestionScope[];
  projectId?: string;
}

export const questionPageSize = 20;

/** Newest first (the server's default), titles A→Z. */
export const questionSort: SortSpec<QuestionOrderField> = {
  fields: ['CREATED_AT', 'UPDATED_AT', 'TITLE'],
  defaultField: 'CREATED_AT',
  natural: { CREATED_AT: 'DESC', UPDATED_AT: 'DESC', TITLE: 'ASC' },
};

const questionFilters = {
  statusIds: intListFilter('status', [1, 2, 3]),
};

export type QuestionListParams = UrlListParams<QuestionOrderField, typeof questionFilters>;

export interface QuestionListVariables extends Omit<UrlListVariables<QuestionOrderField, typeof questionFilters>, 'filter'> {
  filter: QuestionListFilter;
}

/** List state in the URL (`q`, `status`, `sort`, `dir`, `n`). */
const questionList = urlListState({ sort: questionSort, pageSize: questionPageSize, filters: questionFilters });
export const { codec: questionListCodec, parse: parseQuestionListParams, write: toQuestionSearchParams } = questionList;

/** GraphQL variables; `fixed` is what a screen always applies (the board: INTERNAL only). */
export function toQuestionListVariables(params: QuestionListParams, fixed: Partial<QuestionListFilter> = {}): QuestionListVariables {
  const variables = questionList.variables(params);
  return { ...variables, filter: { ...variables.filter, ...fixed } };
}
