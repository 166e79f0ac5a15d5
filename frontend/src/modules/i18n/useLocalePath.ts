import { useCallback } from 'react';
import { localePath } from './localePath';
import { useLocale } from './useLocale';

/** Returns a function that prefixes a locale-neutral path with the current locale. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localePath(locale, path), [locale]);
}
