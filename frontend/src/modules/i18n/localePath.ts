import { defaultLocale, type Locale } from './locales';

/** Splits `/ja/tasks` into `{ locale: 'ja', path: '/tasks' }`; unprefixed paths are English. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(ja|en)(\/.*)?$/.exec(pathname);
  if (match) {
    return { locale: match[1] as Locale, path: match[2] ?? '/' };
  }
  return { locale: defaultLocale, path: pathname === '' ? '/' : pathname };
}

/** The locale-specific path for a locale-neutral path: `/tasks` → `/ja/tasks` for ja. */
export function localePath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === defaultLocale) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}
