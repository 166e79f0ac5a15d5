import type { RouteObject } from 'react-router';
import { signedInLoader } from '@/modules/auth/signedInLoader';
import type { TreeName } from '@/modules/applications/treeLists';

/** A page and a requirement share their screens; the route says which tree. */
function nodeRoutes(segment: 'pages' | 'requirements', tree: TreeName): RouteObject[] {
  return [
    {
      path: `applications/:applicationId/${segment}/new`,
      lazy: async () => {
        const [page, loader] = await Promise.all([import('./NewNodePage'), import('./newNodePageLoader')]);
        return { Component: page.NewNodePage, loader: signedInLoader((args) => loader.newNodePageLoader(args, tree)) };
      },
    },
    {
      path: `applications/:applicationId/${segment}/:nodeId`,
      lazy: async () => {
        const [page, loader] = await Promise.all([import('./NodePage'), import('./nodePageLoader')]);
        return { Component: page.NodePage, loader: signedInLoader((args) => loader.nodePageLoader(args, tree)) };
      },
    },
  ];
}

/**
 * The applications area's routes (issue 16), relative to a locale's layout. Each route's loader
 * is lazy along with its page, so neither the queries nor the pages weigh on the initial bundle.
 */
export function applicationRoutes(): RouteObject[] {
  return [
    {
      path: 'applications',
      lazy: async () => {
        const [page, loader] = await Promise.all([import('./ApplicationsPage'), import('./applicationsPageLoader')]);
        return { Component: page.ApplicationsPage, loader: signedInLoader(loader.applicationsPageLoader) };
      },
    },
    {
      path: 'applications/new',
      lazy: async () => {
        const [page, loader] = await Promise.all([import('./NewApplicationPage'), import('./newApplicationPageLoader')]);
        return { Component: page.NewApplicationPage, loader: signedInLoader(loader.newApplicationPageLoader) };
      },
    },
    {
      path: 'applications/:applicationId',
      lazy: async () => {
        const [page, loader] = await Promise.all([import('./ApplicationDetailPage'), import('./applicationDetailPageLoader')]);
        return { Component: page.ApplicationDetailPage, loader: signedInLoader(loader.applicationDetailPageLoader) };
      },
    },
    ...nodeRoutes('pages', 'PAGES'),
    ...nodeRoutes('requirements', 'REQUIREMENTS'),
  ];
}
