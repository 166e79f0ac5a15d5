import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';
import { formatMoney, formatTotals, toMajor, toMinor } from './money';
import {
  boardFilter,
  parseOrganizationListParams,
  readReportParams,
  readView,
  reportSearchParams,
  reportVariables,
  toOrganizationListVariables,
  toSearchParams,
} from './organizationListParams';

const en = createIntl({ locale: 'en-US', messages: {}, onError: () => undefined });
const ja = createIntl({ locale: 'ja-JP', messages: { 'organization.duration.days': '{count, number}日' }, onError: () => undefined });

describe('money (amounts in minor units, issue 13)', () => {
  it('formats each currency with its own minor units and never adds currencies up', () => {
    expect(formatMoney(en, { amount: 1_200_000, currency: 'JPY', minorUnits: 0 })).toBe('¥1,200,000');
    expect(formatMoney(en, { amount: 5000, currency: 'USD', minorUnits: 2 })).toBe('$50.00');
    expect(
      formatTotals(en, [
        { amount: 100, currency: 'JPY', minorUnits: 0 },
        { amount: 250, currency: 'EUR', minorUnits: 2 },
      ]),
    ).toEqual(['¥100', '€2.50']);
  });

  it('converts what a user types (major units) to minor units and back', () => {
    expect(toMinor(1200, 'JPY')).toBe(1200);
    expect(toMinor(12.5, 'USD')).toBe(1250);
    expect(toMinor(0.1 + 0.2, 'USD')).toBe(30);
    expect(toMajor(1250, 'USD')).toBe(12.5);
    expect(toMinor(1000, 'KRW')).toBe(1000);
  });
});

describe('durations', () => {
  it('shows whole days, else hours, else minutes, in the reader’s words', () => {
    expect(formatDuration(en, 12 * 86_400 + 3600)).toBe('12 days');
    expect(formatDuration(en, 86_400)).toBe('1 day');
    expect(formatDuration(en, 5 * 3600)).toBe('5 hours');
    expect(formatDuration(en, 90)).toBe('1 minute');
    expect(formatDuration(ja, 12 * 86_400)).toBe('12日');
  });
});

describe('organizations URL state', () => {
  it('keeps the view in the URL, the board by default', () => {
    expect(readView(new URLSearchParams())).toBe('board');
    expect(readView(new URLSearchParams('view=list'))).toBe('list');
    expect(readView(new URLSearchParams('view=report'))).toBe('report');
    expect(readView(new URLSearchParams('view=nope'))).toBe('board');
    expect(boardFilter(new URLSearchParams('q=%20acme%20'))).toEqual({ keyword: 'acme' });
    expect(boardFilter(new URLSearchParams())).toEqual({});
  });

  it('lists by name A→Z by default; stages filter and sort round-trip with view=list', () => {
    expect(toOrganizationListVariables(parseOrganizationListParams(new URLSearchParams('view=list')))).toEqual({
      first: 20,
      filter: {},
      orderBy: { field: 'NAME', direction: 'ASC' },
    });
    const params = parseOrganizationListParams(new URLSearchParams('view=list&status=5,1,12&sort=DEAL_VALUE&q=ac'));
    expect(params).toMatchObject({ keyword: 'ac', dealStatusIds: [1, 5], field: 'DEAL_VALUE', direction: 'DESC' });
    expect(toSearchParams(params).toString()).toBe('view=list&q=ac&status=1%2C5&sort=DEAL_VALUE');
  });

  it('reads report periods: presets up to now, custom days with the last day included', () => {
    expect(readReportParams(new URLSearchParams('view=report'))).toEqual({ period: '90', from: null, to: null });
    expect(readReportParams(new URLSearchParams('period=custom&from=2026-01-01'))).toEqual({ period: '90', from: null, to: null });
    const custom = readReportParams(new URLSearchParams('period=custom&from=2026-01-01&to=2026-01-31'));
    expect(reportSearchParams(custom).toString()).toBe('view=report&period=custom&from=2026-01-01&to=2026-01-31');
    const variables = reportVariables(custom);
    expect(new Date(variables.to).getTime() - new Date(variables.from).getTime()).toBe(31 * 86_400_000);
    const now = new Date('2026-11-23T10:00:30Z');
    expect(reportVariables({ period: '30', from: null, to: null }, now)).toEqual({
      from: '2026-10-24T10:01:00.000Z',
      to: '2026-11-23T10:01:00.000Z',
    });
  });
});
