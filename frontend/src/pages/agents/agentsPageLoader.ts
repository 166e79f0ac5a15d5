import { parseAgentListParams, toAgentListVariables, type AgentListFilter } from '@/modules/agents/agentListParams';
import { listLoader, type ListPageData, type ListPageLoader } from '@/modules/routing/pageLoaders';
import { AgentsPageQuery } from './AgentsPageQuery';
import type { AgentsPageQuery as Query } from './__generated__/AgentsPageQuery.graphql';

export type AgentsPageData = ListPageData<Query, AgentListFilter>;

/** /agents: list state comes from the URL. */
export const agentsPageLoader: ListPageLoader<Query, AgentListFilter> = listLoader(AgentsPageQuery, parseAgentListParams, toAgentListVariables, 'agentsPage');
