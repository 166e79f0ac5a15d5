import type { RouteObject } from 'react-router';
import { signedInLoader } from '@/modules/auth/signedInLoader';

/** The area's three pages and their loaders come in one lazy chunk (each page still starts its own query in its loader). */
const pages = () => import('./agentPages');

/** The agents area's routes (issue 18), relative to a locale's layout: list, new and detail. */
export function agentRoutes(): RouteObject[] {
  return [
    {
      path: 'agents',
      lazy: async () => {
        const chunk = await pages();
        return { Component: chunk.AgentsPage, loader: signedInLoader(chunk.agentsPageLoader) };
      },
    },
    {
      path: 'agents/new',
      lazy: async () => {
        const chunk = await pages();
        return { Component: chunk.NewAgentPage, loader: signedInLoader(chunk.newAgentPageLoader) };
      },
    },
    {
      path: 'agents/:agentId',
      lazy: async () => {
        const chunk = await pages();
        return { Component: chunk.AgentDetailPage, loader: signedInLoader(chunk.agentDetailPageLoader) };
      },
    },
  ];
}
