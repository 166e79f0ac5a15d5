import type { MessageFormatElement } from 'react-intl';
import en from '@/lang/compiled/en.json';
import type { Locale } from './locales';

type Catalogue = Record<string, MessageFormatElement[]>;

const english = en as unknown as Catalogue;

/**
 * en ships in the initial bundle; any other catalogue (ja is ~9 KB gzip) is a chunk of its own,
 * fetched on first use, so every new area's messages do not count twice against the budget.
 */
const loaders: Record<Locale, () => Promise<Catalogue>> = {
  en: () => Promise.resolve(english),
  ja: () => import('@/lang/compiled/ja.json').then((module) => module.default as unknown as Catalogue),
};

const loaded = new Map<Locale, Catalogue>([['en', english]]);
const loading = new Map<Locale, Promise<void>>();

/**
 * Compiled (AST) messages for a locale. While a catalogue other than en is fetched this suspends
 * (throws the loading promise): a navigation to /ja keeps the current screen until it is there.
 * A catalogue that cannot be fetched falls back to en rather than failing the app.
 */
export function messagesFor(locale: Locale): Catalogue {
  const catalogue = loaded.get(locale);
  if (catalogue) return catalogue;
  let promise = loading.get(locale);
  if (!promise) {
    promise = loaders[locale]().then(
      (messages) => void loaded.set(locale, messages),
      (error: unknown) => {
        console.warn(`The ${locale} messages could not be loaded`, error);
        loaded.set(locale, english);
      },
    );
    loading.set(locale, promise);
  }
  throw promise;
}
