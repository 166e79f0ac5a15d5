export type Locale = 'en' | 'ja';

export const locales: readonly Locale[] = ['en', 'ja'];
export const defaultLocale: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'ja';
}
