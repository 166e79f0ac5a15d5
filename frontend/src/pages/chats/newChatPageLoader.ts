import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { preload } from '@/modules/relay/preload';
import { searchParam } from '@/modules/routing/pageLoaders';
import { NewChatPageQuery } from './NewChatPageQuery';
import type { NewChatPageQuery as Query } from './__generated__/NewChatPageQuery.graphql';

export interface NewChatPageData {
  /** `?agent=`: the agent to chat with (its default model and tools preselected). */
  agentId: string | null;
  queryRef: PreloadedQuery<Query>;
}

/** /new-chat: the usable models and the agents. */
export function newChatPageLoader({ request }: LoaderFunctionArgs): NewChatPageData {
  const agentId = searchParam(request, 'agent');
  return { agentId, queryRef: preload<Query>(NewChatPageQuery, {}, 'newChatPage') };
}
