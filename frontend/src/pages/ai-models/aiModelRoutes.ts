import type { RouteObject } from 'react-router';
import { signedInLoader } from '@/modules/auth/signedInLoader';

/** /ai-models (issue 18, admins): its page and loader come in one lazy chunk. */
export function aiModelRoutes(): RouteObject[] {
  return [
    {
      path: 'ai-models',
      lazy: async () => {
        const [page, loader] = await Promise.all([import('./AiModelsPage'), import('./aiModelsPageLoader')]);
        return { Component: page.AiModelsPage, loader: signedInLoader(loader.aiModelsPageLoader) };
      },
    },
  ];
}
