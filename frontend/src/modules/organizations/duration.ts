import { defineMessage, type IntlShape } from 'react-intl';

const messages = {
  days: defineMessage<{ count: number }>({ id: 'organization.duration.days', defaultMessage: '{count, plural, one {# day} other {# days}}' }),
  hours: defineMessage<{ count: number }>({ id: 'organization.duration.hours', defaultMessage: '{count, plural, one {# hour} other {# hours}}' }),
  minutes: defineMessage<{ count: number }>({ id: 'organization.duration.minutes', defaultMessage: '{count, plural, one {# minute} other {# minutes}}' }),
};

const hour = 3600;
const day = 24 * hour;

/**
 * A length of time in the reader's words ("12 days", "5 hours"; ja "12日"): whole days from a
 * day on, hours below that, minutes below an hour. Used for a card's time in its stage and the
 * report's median time in stage (issue 13).
 */
export function formatDuration(intl: IntlShape, seconds: number): string {
  const value = Math.max(0, seconds);
  if (value >= day) return intl.formatMessage(messages.days, { count: Math.floor(value / day) });
  if (value >= hour) return intl.formatMessage(messages.hours, { count: Math.floor(value / hour) });
  return intl.formatMessage(messages.minutes, { count: Math.floor(value / 60) });
}

/** How long since a moment (a card's `stageEnteredAt`). */
export function formatSince(intl: IntlShape, since: string, now: number = Date.now()): string {
  return formatDuration(intl, (now - new Date(since).getTime()) / 1000);
}
