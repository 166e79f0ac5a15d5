import { detailLoader, type DetailPageData } from '@/modules/routing/pageLoaders';
import { AgentDetailPageQuery } from './AgentDetailPageQuery';
import type { AgentDetailPageQuery as Query } from './__generated__/AgentDetailPageQuery.graphql';

export type AgentDetailPageData = DetailPageData<Query>;

/** /agents/:agentId */
export const agentDetailPageLoader = detailLoader<Query>(AgentDetailPageQuery, 'agentId', 'agentDetailPage');
