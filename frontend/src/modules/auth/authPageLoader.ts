import type { LoaderFunctionArgs } from 'react-router';
import { currentLocale } from '@/modules/i18n/currentLocale';
import { splitLocalePath } from '@/modules/i18n/localePath';

/**
 * Loader for the password reset pages (issue 37 §7): sets the locale and lets anyone in. Unlike
 * /sign-in it does not send a stored token to `/`: after an admin's reset that token is revoked,
 * and following it would sign out through /sign-in and lose the link's token.
 */
export function authPageLoader({ request }: LoaderFunctionArgs): null {
  const { locale } = splitLocalePath(new URL(request.url).pathname);
  currentLocale.set(locale);
  return null;
}
