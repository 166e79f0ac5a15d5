import type { RouteObject } from 'react-router';
import { chunkRoute, pageAndLoader } from '@/modules/routing/pageRoutes';

/**
 * The issues area's routes (issue 15), relative to a locale's layout. Each route's loader is
 * lazy along with its page, so neither the queries nor the pages weigh on the initial bundle.
 */
export function issueRoutes(): RouteObject[] {
  return [
    chunkRoute('issues', pageAndLoader(() => import('./IssuesPage'), () => import('./issuesPageLoader')), 'IssuesPage', 'issuesPageLoader'),
    chunkRoute('issues/new', pageAndLoader(() => import('./NewIssuePage'), () => import('./newIssuePageLoader')), 'NewIssuePage', 'newIssuePageLoader'),
    chunkRoute('issues/:issueId', pageAndLoader(() => import('./IssueDetailPage'), () => import('./issueDetailPageLoader')), 'IssueDetailPage', 'issueDetailPageLoader'),
    chunkRoute('issues/:issueId/update', pageAndLoader(() => import('./UpdateIssuePage'), () => import('./updateIssuePageLoader')), 'UpdateIssuePage', 'updateIssuePageLoader'),
  ];
}
