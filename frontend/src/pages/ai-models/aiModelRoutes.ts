import type { RouteObject } from 'react-router';
import { chunkRoute, pageAndLoader } from '@/modules/routing/pageRoutes';

/** /ai-models (issue 18, admins): its page and loader come in one lazy chunk. */
export function aiModelRoutes(): RouteObject[] {
  return [
    chunkRoute('ai-models', pageAndLoader(() => import('./AiModelsPage'), () => import('./aiModelsPageLoader')), 'AiModelsPage', 'aiModelsPageLoader'),
  ];
}
