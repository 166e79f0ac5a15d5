import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { parseAgentListParams, toAgentListVariables, type AgentListFilter } from '@/modules/agents/agentListParams';
import { preload } from '@/modules/relay/preload';
import { AgentsPageQuery } from './AgentsPageQuery';
import type { AgentsPageQuery as Query } from './__generated__/AgentsPageQuery.graphql';

export interface AgentsPageData {
  filter: AgentListFilter;
  queryRef: PreloadedQuery<Query>;
}

/** /agents: list state comes from the URL. */
export function agentsPageLoader({ request }: LoaderFunctionArgs): AgentsPageData {
  const variables = toAgentListVariables(parseAgentListParams(new URL(request.url).searchParams));
  return { filter: variables.filter, queryRef: preload<Query>(AgentsPageQuery, variables, 'agentsPage') };
}
