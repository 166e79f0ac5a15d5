import { queryLoader, type QueryPageData } from '@/modules/routing/pageLoaders';
import { NewAgentPageQuery } from './NewAgentPageQuery';
import type { NewAgentPageQuery as Query } from './__generated__/NewAgentPageQuery.graphql';

export type NewAgentPageData = QueryPageData<Query>;

/** /agents/new: roles, tags and the usable models. */
export const newAgentPageLoader = queryLoader<Query>(NewAgentPageQuery, 'newAgentPage');
