import type { RouteObject } from 'react-router';
import { lazyRoute } from '@/modules/routing/pageRoutes';
import { tagsPageLoader } from './tagsPageLoader';

/**
 * The tags area's route, relative to a locale's layout. The loaders are in the entry chunk, so a
 * page's query starts as soon as the navigation does; each page is a lazy chunk.
 */
export function tagRoutes(): RouteObject[] {
  return [
    lazyRoute('tags', tagsPageLoader, () => import('./TagsPage'), 'TagsPage'),
  ];
}
