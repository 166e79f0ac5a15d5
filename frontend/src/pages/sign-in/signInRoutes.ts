import type { RouteObject } from 'react-router';
import { authPageLoader } from '@/modules/auth/authPageLoader';
import { signInLoader } from '@/modules/auth/signInLoader';

/**
 * The sign-in page and the password reset pages (issue 37 §7), under the locale's `prefix`
 * ('' for en, '/ja' for ja) in the auth layout.
 */
export function signInRoutes(prefix: string): RouteObject[] {
  return [
    {
      path: `${prefix}/sign-in`,
      loader: signInLoader,
      lazy: () => import('./SignInPage').then((module) => ({ Component: module.SignInPage })),
    },
    {
      path: `${prefix}/forgot-password`,
      loader: authPageLoader,
      lazy: () => import('./ForgotPasswordPage').then((module) => ({ Component: module.ForgotPasswordPage })),
    },
    {
      path: `${prefix}/reset-password`,
      loader: authPageLoader,
      lazy: () => import('./ResetPasswordPage').then((module) => ({ Component: module.ResetPasswordPage })),
    },
  ];
}
