import { currentLocale } from '@/modules/i18n/currentLocale';
import { localePath, splitLocalePath } from '@/modules/i18n/localePath';
import { accessToken } from './accessToken';

/**
 * Clears the token and loads /sign-in with the current path as `redirect`.
 * A full page load drops every cached record and the subscription socket.
 */
export function signOutLocally(): void {
  accessToken.clear();
  const { pathname, search } = window.location;
  const { path } = splitLocalePath(pathname);
  const signIn = localePath(currentLocale.get(), '/sign-in');
  if (path === '/sign-in') return;
  window.location.assign(`${signIn}?redirect=${encodeURIComponent(pathname + search)}`);
}
