import type { IntlShape } from 'react-intl';

/**
 * The app's one date format, in the reader's locale: every screen shows a day with `formatDay`,
 * a moment with `formatDateTime`, and how long ago with `formatRelative` (beside, never instead of,
 * the moment). en: "Nov 3, 2026" / "Nov 3, 2026, 2:05 PM"; ja: "2026/11/03" / "2026/11/03 14:05".
 */

export type DateValue = string | number | Date;

function toDate(value: DateValue): Date {
  if (value instanceof Date) return value;
  // A bare calendar day (YYYY-MM-DD) is a local day, not midnight UTC.
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T00:00:00`);
  return new Date(value);
}

/** A calendar day (due dates, registration days). */
export function formatDay(intl: IntlShape, value: DateValue): string {
  return intl.formatDate(toDate(value), { dateStyle: 'medium' });
}

/** A moment: the day and the time to the minute. */
export function formatDateTime(intl: IntlShape, value: DateValue): string {
  return intl.formatDate(toDate(value), { dateStyle: 'medium', timeStyle: 'short' });
}

const units: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** How long ago (or from now) in the reader's words: "5 minutes ago", "5 分前". */
export function formatRelative(intl: IntlShape, value: DateValue, now: number = Date.now()): string {
  const seconds = Math.round((toDate(value).getTime() - now) / 1000);
  const magnitude = Math.abs(seconds);
  for (const [unit, size] of units) {
    if (magnitude >= size || unit === 'second') {
      return intl.formatRelativeTime(Math.round(seconds / size), unit, { numeric: 'auto' });
    }
  }
  return intl.formatRelativeTime(0, 'second', { numeric: 'auto' });
}

/** The ISO text for a `<time dateTime>` attribute. */
export function isoDateTime(value: DateValue): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString();
}
