import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { preload } from '@/modules/relay/preload';
import { NewProjectQuestionPageQuery } from './NewProjectQuestionPageQuery';
import type { NewProjectQuestionPageQuery as Query } from './__generated__/NewProjectQuestionPageQuery.graphql';

export interface NewProjectQuestionPageData {
  id: string;
  queryRef: PreloadedQuery<Query>;
}

/** /projects/:projectId/new-project-question and /new-organization-question */
export function newProjectQuestionPageLoader({ params }: LoaderFunctionArgs): NewProjectQuestionPageData {
  const id = params.projectId ?? '';
  return { id, queryRef: preload<Query>(NewProjectQuestionPageQuery, { id }, 'newProjectQuestionPage') };
}
