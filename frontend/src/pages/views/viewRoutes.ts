import type { RouteObject } from 'react-router';
import { chunkRoute } from '@/modules/routing/pageRoutes';

/**
 * Saved views' route (issue 35 §5): `/views/:id` opens the view's list as saved. Its loader comes
 * with its page in one lazy chunk (the entry chunk is at its budget).
 */
export function viewRoutes(): RouteObject[] {
  return [chunkRoute('views/:id', () => import('./savedViewChunk'), 'SavedViewPage', 'savedViewPageLoader')];
}
