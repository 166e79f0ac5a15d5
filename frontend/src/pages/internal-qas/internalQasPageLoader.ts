import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { parseQuestionListParams, toQuestionListVariables, type QuestionListFilter } from '@/modules/questions/questionListParams';
import { preload } from '@/modules/relay/preload';
import { InternalQasPageQuery } from './InternalQasPageQuery';
import type { InternalQasPageQuery as Query } from './__generated__/InternalQasPageQuery.graphql';

export interface InternalQasPageData {
  queryRef: PreloadedQuery<Query>;
  filter: QuestionListFilter;
}

/** /internal-qas: the board shows INTERNAL questions only; search, status and sort come from the URL. */
export function internalQasPageLoader({ request }: LoaderFunctionArgs): InternalQasPageData {
  const variables = toQuestionListVariables(parseQuestionListParams(new URL(request.url).searchParams), { scopes: ['INTERNAL'] });
  return { queryRef: preload<Query>(InternalQasPageQuery, variables, 'internalQasPage'), filter: variables.filter };
}
