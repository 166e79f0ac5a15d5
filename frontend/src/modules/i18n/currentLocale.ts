import { defaultLocale, type Locale } from './locales';

let current: Locale = defaultLocale;

/** The UI locale, readable outside React (network layer sends it as Accept-Language). */
export const currentLocale = {
  get(): Locale {
    return current;
  },
  set(locale: Locale): void {
    current = locale;
    if (typeof document !== 'undefined') document.documentElement.lang = locale;
  },
};
