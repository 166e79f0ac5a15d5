import type { RouteObject } from 'react-router';
import { chunkRoute, pageAndLoader } from '@/modules/routing/pageRoutes';

/**
 * The tags area's route, relative to a locale's layout. An admin's page, so its loader (and its
 * query) comes with the page in a lazy chunk rather than in the entry chunk, which is at its
 * budget (saved views, issue 35 §5, needed the room).
 */
export function tagRoutes(): RouteObject[] {
  return [
    chunkRoute(
      'tags',
      pageAndLoader(
        () => import('./TagsPage'),
        () => import('./tagsPageLoader'),
      ),
      'TagsPage',
      'tagsPageLoader',
    ),
  ];
}
