import { detailLoader, type DetailPageData } from '@/modules/routing/pageLoaders';
import { NewProjectQuestionPageQuery } from './NewProjectQuestionPageQuery';
import type { NewProjectQuestionPageQuery as Query } from './__generated__/NewProjectQuestionPageQuery.graphql';

export type NewProjectQuestionPageData = DetailPageData<Query>;

/** /projects/:projectId/new-project-question and /new-organization-question */
export const newProjectQuestionPageLoader = detailLoader<Query>(NewProjectQuestionPageQuery, 'projectId', 'newProjectQuestionPage');
