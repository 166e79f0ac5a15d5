import type { PreloadedQuery } from 'react-relay';
import { preload } from '@/modules/relay/preload';
import { NewAgentPageQuery } from './NewAgentPageQuery';
import type { NewAgentPageQuery as Query } from './__generated__/NewAgentPageQuery.graphql';

export interface NewAgentPageData {
  queryRef: PreloadedQuery<Query>;
}

/** /agents/new: roles, tags and the usable models. */
export function newAgentPageLoader(): NewAgentPageData {
  return { queryRef: preload<Query>(NewAgentPageQuery, {}, 'newAgentPage') };
}
