import { isLocale, type Locale } from './locales';

const maxAgeSeconds = 365 * 24 * 60 * 60;

/** The `locale` cookie (365 days), also read by the server. */
export const localeCookie = {
  get(): Locale | null {
    const match = /(?:^|;\s*)locale=([^;]+)/.exec(document.cookie);
    const value = match ? decodeURIComponent(match[1]) : null;
    return isLocale(value) ? value : null;
  },
  set(locale: Locale): void {
    document.cookie = `locale=${locale}; path=/; max-age=${maxAgeSeconds}; samesite=lax`;
  },
};
