import { redirect, type LoaderFunctionArgs } from 'react-router';
import { currentLocale } from '@/modules/i18n/currentLocale';
import { localePath, splitLocalePath } from '@/modules/i18n/localePath';
import { accessToken } from './accessToken';

/** Guard for /sign-in: a signed-in user goes to `/`. */
export function signInLoader({ request }: LoaderFunctionArgs): null {
  const { locale } = splitLocalePath(new URL(request.url).pathname);
  currentLocale.set(locale);
  if (accessToken.get()) throw redirect(localePath(locale, '/'));
  return null;
}
