import type { RouteObject } from 'react-router';
import { chunkRoute } from '@/modules/routing/pageRoutes';

/** The area's three pages and their loaders come in one lazy chunk (each page still starts its own query in its loader). */
const pages = () => import('./agentPages');

/** The agents area's routes (issue 18), relative to a locale's layout: list, new and detail. */
export function agentRoutes(): RouteObject[] {
  return [
    chunkRoute('agents', pages, 'AgentsPage', 'agentsPageLoader'),
    chunkRoute('agents/new', pages, 'NewAgentPage', 'newAgentPageLoader'),
    chunkRoute('agents/:agentId', pages, 'AgentDetailPage', 'agentDetailPageLoader'),
  ];
}
