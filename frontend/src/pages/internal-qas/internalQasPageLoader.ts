import { parseQuestionListParams, toQuestionListVariables, type QuestionListFilter } from '@/modules/questions/questionListParams';
import { listLoader, type ListPageData, type ListPageLoader } from '@/modules/routing/pageLoaders';
import { InternalQasPageQuery } from './InternalQasPageQuery';
import type { InternalQasPageQuery as Query } from './__generated__/InternalQasPageQuery.graphql';

export type InternalQasPageData = ListPageData<Query, QuestionListFilter>;

/** /internal-qas: the board shows INTERNAL questions only; search, status and sort come from the URL. */
export const internalQasPageLoader: ListPageLoader<Query, QuestionListFilter> = listLoader(
  InternalQasPageQuery,
  parseQuestionListParams,
  (params) => toQuestionListVariables(params, { scopes: ['INTERNAL'] }),
  'internalQasPage',
);
