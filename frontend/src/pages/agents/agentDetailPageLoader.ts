import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { preload } from '@/modules/relay/preload';
import { AgentDetailPageQuery } from './AgentDetailPageQuery';
import type { AgentDetailPageQuery as Query } from './__generated__/AgentDetailPageQuery.graphql';

export interface AgentDetailPageData {
  id: string;
  queryRef: PreloadedQuery<Query>;
}

/** /agents/:agentId */
export function agentDetailPageLoader({ params }: LoaderFunctionArgs): AgentDetailPageData {
  const id = params.agentId ?? '';
  return { id, queryRef: preload<Query>(AgentDetailPageQuery, { id }, 'agentDetailPage') };
}
