import type { RouteObject } from 'react-router';
import { signedInLoader } from '@/modules/auth/signedInLoader';

/**
 * The issues area's routes (issue 15), relative to a locale's layout. Each route's loader is
 * lazy along with its page, so neither the queries nor the pages weigh on the initial bundle.
 */
export function issueRoutes(): RouteObject[] {
  return [
    {
      path: 'issues',
      lazy: async () => {
        const [page, loader] = await Promise.all([import('./IssuesPage'), import('./issuesPageLoader')]);
        return { Component: page.IssuesPage, loader: signedInLoader(loader.issuesPageLoader) };
      },
    },
    {
      path: 'issues/new',
      lazy: async () => {
        const [page, loader] = await Promise.all([import('./NewIssuePage'), import('./newIssuePageLoader')]);
        return { Component: page.NewIssuePage, loader: signedInLoader(loader.newIssuePageLoader) };
      },
    },
    {
      path: 'issues/:issueId',
      lazy: async () => {
        const [page, loader] = await Promise.all([import('./IssueDetailPage'), import('./issueDetailPageLoader')]);
        return { Component: page.IssueDetailPage, loader: signedInLoader(loader.issueDetailPageLoader) };
      },
    },
    {
      path: 'issues/:issueId/update',
      lazy: async () => {
        const [page, loader] = await Promise.all([import('./UpdateIssuePage'), import('./updateIssuePageLoader')]);
        return { Component: page.UpdateIssuePage, loader: signedInLoader(loader.updateIssuePageLoader) };
      },
    },
  ];
}
