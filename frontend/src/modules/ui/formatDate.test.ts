import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatRelative } from './formatDate';

const en = createIntl({ locale: 'en', timeZone: 'UTC' });
const ja = createIntl({ locale: 'ja', timeZone: 'UTC' });

describe('formatDate', () => {
  it('formats a day and a moment the same way everywhere', () => {
    expect(formatDay(en, '2026-11-03')).toBe('Nov 3, 2026');
    expect(formatDateTime(en, '2026-11-03T14:05:00Z')).toBe('Nov 3, 2026, 2:05 PM');
    expect(formatDay(ja, '2026-11-03')).toBe('2026/11/03');
    expect(formatDateTime(ja, '2026-11-03T14:05:00Z')).toBe('2026/11/03 14:05');
  });

  it('says how long ago in the locale', () => {
    const now = Date.parse('2026-11-03T14:05:00Z');
    expect(formatRelative(en, '2026-11-03T14:00:00Z', now)).toBe('5 minutes ago');
    expect(formatRelative(ja, '2026-11-03T14:00:00Z', now)).toBe('5 分前');
    expect(formatRelative(en, '2026-11-02T14:05:00Z', now)).toBe('yesterday');
  });
});
