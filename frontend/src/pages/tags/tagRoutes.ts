import type { RouteObject } from 'react-router';
import { signedInLoader } from '@/modules/auth/signedInLoader';
import { tagsPageLoader } from './tagsPageLoader';

/**
 * The tags area's route, relative to a locale's layout. The loaders are in the entry chunk, so a
 * page's query starts as soon as the navigation does; each page is a lazy chunk.
 */
export function tagRoutes(): RouteObject[] {
  return [
    {
      path: 'tags',
      loader: signedInLoader(tagsPageLoader),
      lazy: () => import('./TagsPage').then((module) => ({ Component: module.TagsPage })),
    },
  ];
}
