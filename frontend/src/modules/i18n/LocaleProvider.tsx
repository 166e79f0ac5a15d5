import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { currentLocale } from './currentLocale';
import type { Locale } from './locales';
import { messagesFor } from './messagesFor';

interface Props {
  locale: Locale;
  children: ReactNode;
}

/** react-intl for one locale (Mantine dates get theirs where a date input is used). */
export function LocaleProvider({ locale, children }: Props) {
  currentLocale.set(locale);
  return (
    <IntlProvider locale={locale} defaultLocale="en" messages={messagesFor(locale)}>
      {children}
    </IntlProvider>
  );
}
