import { queryLoader, type QueryPageData } from '@/modules/routing/pageLoaders';
import { NewProjectPageQuery } from './NewProjectPageQuery';
import type { NewProjectPageQuery as Query } from './__generated__/NewProjectPageQuery.graphql';

export type NewProjectPageData = QueryPageData<Query>;

/** /projects/new */
export const newProjectPageLoader = queryLoader<Query>(NewProjectPageQuery, 'newProjectPage');
