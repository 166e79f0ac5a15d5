import type { RouteObject } from 'react-router';
import { signInLoader } from '@/modules/auth/signInLoader';

/** The sign-in page, under the locale's `prefix` ('' for en, '/ja' for ja) in the auth layout. */
export function signInRoutes(prefix: string): RouteObject[] {
  return [
    {
      path: `${prefix}/sign-in`,
      loader: signInLoader,
      lazy: () => import('./SignInPage').then((module) => ({ Component: module.SignInPage })),
    },
  ];
}
