import { redirect } from 'react-router';
import { localePath, splitLocalePath } from '@/modules/i18n/localePath';
import { accessToken } from './accessToken';

/** Guard for loaders: without a token, redirect to /sign-in?redirect=<original path>. */
export function redirectToSignIn(request: Request): void {
  if (accessToken.get()) return;
  const url = new URL(request.url);
  const { locale } = splitLocalePath(url.pathname);
  const original = url.pathname + url.search;
  throw redirect(`${localePath(locale, '/sign-in')}?redirect=${encodeURIComponent(original)}`);
}
