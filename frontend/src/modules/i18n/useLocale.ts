import { useLocation } from 'react-router';
import { splitLocalePath } from './localePath';
import type { Locale } from './locales';

/** The locale of the current route (`/ja/...` is Japanese). */
export function useLocale(): Locale {
  return splitLocalePath(useLocation().pathname).locale;
}
