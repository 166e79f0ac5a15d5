import { DatesProvider } from '@mantine/dates';
import '@mantine/dates/styles.css';
import 'dayjs/locale/ja';
import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  nextMonth: { id: 'dates.nextMonth', defaultMessage: 'Next month' },
  previousMonth: { id: 'dates.previousMonth', defaultMessage: 'Previous month' },
  nextYear: { id: 'dates.nextYear', defaultMessage: 'Next year' },
  previousYear: { id: 'dates.previousYear', defaultMessage: 'Previous year' },
  nextDecade: { id: 'dates.nextDecade', defaultMessage: 'Next decade' },
  previousDecade: { id: 'dates.previousDecade', defaultMessage: 'Previous decade' },
  monthLevel: { id: 'dates.monthLevel', defaultMessage: 'Choose a month' },
  yearLevel: { id: 'dates.yearLevel', defaultMessage: 'Choose a year' },
});

/**
 * Calendar header formats per locale: Japanese reads year first ("2026年11月"), which Mantine's
 * default 'MMMM YYYY' would render as "11月 2026".
 */
export function calendarLabelFormats(locale: string): { monthLabelFormat: string; yearLabelFormat: string } {
  return locale.startsWith('ja')
    ? { monthLabelFormat: 'YYYY年M月', yearLabelFormat: 'YYYY年' }
    : { monthLabelFormat: 'MMMM YYYY', yearLabelFormat: 'YYYY' };
}

/** Props for every date input: the locale's header formats and translated labels for its controls. */
export function useCalendarProps() {
  const intl = useIntl();
  return {
    ...calendarLabelFormats(intl.locale),
    ariaLabels: {
      nextMonth: intl.formatMessage(messages.nextMonth),
      previousMonth: intl.formatMessage(messages.previousMonth),
      nextYear: intl.formatMessage(messages.nextYear),
      previousYear: intl.formatMessage(messages.previousYear),
      nextDecade: intl.formatMessage(messages.nextDecade),
      previousDecade: intl.formatMessage(messages.previousDecade),
      monthLevelControl: intl.formatMessage(messages.monthLevel),
      yearLevelControl: intl.formatMessage(messages.yearLevel),
    },
  };
}

/** Mantine dates in the reader's locale (day names, month names); wrap every date input in it. */
export function LocaleDates({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return <DatesProvider settings={{ locale: intl.locale.startsWith('ja') ? 'ja' : 'en' }}>{children}</DatesProvider>;
}
