import type { MessageFormatElement } from 'react-intl';
import en from '@/lang/compiled/en.json';
import ja from '@/lang/compiled/ja.json';
import type { Locale } from './locales';

type Catalogue = Record<string, MessageFormatElement[]>;

const catalogues: Record<Locale, Catalogue> = {
  en: en as unknown as Catalogue,
  ja: ja as unknown as Catalogue,
};

/** Compiled (AST) messages for a locale. */
export function messagesFor(locale: Locale): Catalogue {
  return catalogues[locale];
}
