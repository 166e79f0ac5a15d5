import type { RouteObject } from 'react-router';
import type { TreeName } from '@/modules/applications/treeLists';
import { chunkRoute, pageAndLoader } from '@/modules/routing/pageRoutes';

/** A page and a requirement share their screens; the route says which tree. */
function nodeRoutes(segment: 'pages' | 'requirements', tree: TreeName): RouteObject[] {
  return [
    chunkRoute(`applications/:applicationId/${segment}/new`, pageAndLoader(() => import('./NewNodePage'), () => import('./newNodePageLoader')), 'NewNodePage', (module) => (args) => module.newNodePageLoader(args, tree)),
    chunkRoute(`applications/:applicationId/${segment}/:nodeId`, pageAndLoader(() => import('./NodePage'), () => import('./nodePageLoader')), 'NodePage', (module) => (args) => module.nodePageLoader(args, tree)),
  ];
}

/**
 * The applications area's routes (issue 16), relative to a locale's layout. Each route's loader
 * is lazy along with its page, so neither the queries nor the pages weigh on the initial bundle.
 */
export function applicationRoutes(): RouteObject[] {
  return [
    chunkRoute('applications', pageAndLoader(() => import('./ApplicationsPage'), () => import('./applicationsPageLoader')), 'ApplicationsPage', 'applicationsPageLoader'),
    chunkRoute('applications/new', pageAndLoader(() => import('./NewApplicationPage'), () => import('./newApplicationPageLoader')), 'NewApplicationPage', 'newApplicationPageLoader'),
    chunkRoute('applications/:applicationId', pageAndLoader(() => import('./ApplicationDetailPage'), () => import('./applicationDetailPageLoader')), 'ApplicationDetailPage', 'applicationDetailPageLoader'),
    ...nodeRoutes('pages', 'PAGES'),
    ...nodeRoutes('requirements', 'REQUIREMENTS'),
  ];
}
