import { redirect, type LoaderFunctionArgs } from 'react-router';
import { localeCookie } from '@/modules/i18n/localeCookie';
import { localePath, splitLocalePath } from '@/modules/i18n/localePath';

/** Ignores a trailing slash, and honours the locale cookie on unprefixed paths. */
export function rootLoader({ request }: LoaderFunctionArgs): null {
  const url = new URL(request.url);
  if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
    throw redirect(url.pathname.replace(/\/+$/, '') + url.search);
  }
  const { locale, path } = splitLocalePath(url.pathname);
  if (/^\/en(\/|$)/.test(url.pathname)) {
    localeCookie.set('en');
    throw redirect(path + url.search);
  }
  const preferred = localeCookie.get();
  if (preferred && preferred !== locale && !/^\/(ja|en)(\/|$)/.test(url.pathname)) {
    throw redirect(localePath(preferred, path) + url.search);
  }
  return null;
}
