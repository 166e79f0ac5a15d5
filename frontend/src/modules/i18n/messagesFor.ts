import type { MessageFormatElement } from 'react-intl';
import type { Locale } from './locales';

type Catalogue = Record<string, MessageFormatElement[]>;

/**
 * Every catalogue is a chunk of its own (en and ja are ~16 KB gzip each), fetched on first use
 * and in parallel with the route's code, so the messages of a growing product never count
 * against the initial bundle's budget.
 */
const loaders: Record<Locale, () => Promise<Catalogue>> = {
  en: () => import('@/lang/compiled/en.json').then((module) => module.default as unknown as Catalogue),
  ja: () => import('@/lang/compiled/ja.json').then((module) => module.default as unknown as Catalogue),
};

const loaded = new Map<Locale, Catalogue>();
const loading = new Map<Locale, Promise<void>>();

/**
 * Compiled (AST) messages for a locale. While its catalogue is fetched this suspends (throws the
 * loading promise): the first render waits for it, and a navigation to /ja keeps the current
 * screen until it is there. A catalogue that cannot be fetched falls back to en (and en to the
 * messages' defaults) rather than failing the app.
 */
export function messagesFor(locale: Locale): Catalogue {
  const catalogue = loaded.get(locale);
  if (catalogue) return catalogue;
  throw load(locale);
}

/** Starts fetching a locale's catalogue (at start-up, beside the route's code). */
export function preloadMessages(locale: Locale): void {
  if (!loaded.has(locale)) void load(locale);
}

function load(locale: Locale): Promise<void> {
  let promise = loading.get(locale);
  if (!promise) {
    promise = loaders[locale]().then(
      (messages) => void loaded.set(locale, messages),
      (error: unknown) => {
        console.warn(`The ${locale} messages could not be loaded`, error);
        const fallback = locale === 'en' ? undefined : loaded.get('en');
        loaded.set(locale, fallback ?? {});
      },
    );
    loading.set(locale, promise);
  }
  return promise;
}
