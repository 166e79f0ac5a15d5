import type { IntlShape } from 'react-intl';

/** A `Money` value as the API sends it: the amount in the currency's minor units (issue 13). */
export interface MoneyValue {
  readonly amount: number;
  readonly currency: string;
  readonly minorUnits: number;
}

/** The currencies the deal form offers (issue 13); JPY is the default. */
export const dealCurrencies = ['JPY', 'USD', 'EUR', 'GBP', 'CNY', 'KRW', 'SGD', 'AUD'] as const;
export const defaultCurrency = 'JPY';

/** Digits after the decimal point (ISO 4217), for converting what a user types into minor units. */
export function minorUnitsOf(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** Major units (what a user types: 12.5 USD) → minor units (1250), rounded to a whole unit. */
export function toMinor(major: number, currency: string): number {
  return Math.round(major * 10 ** minorUnitsOf(currency));
}

/** Minor units (1250) → major units (12.5) for a form field. */
export function toMajor(minor: number, currency: string): number {
  return minor / 10 ** minorUnitsOf(currency);
}

/**
 * One amount in the reader's locale, currency style ("¥1,200,000", "$12.50"). The API gives the
 * amount in minor units and how many there are, so nothing is assumed about the currency.
 */
export function formatMoney(intl: IntlShape, money: MoneyValue): string {
  return intl.formatNumber(money.amount / 10 ** money.minorUnits, {
    style: 'currency',
    currency: money.currency,
    minimumFractionDigits: money.minorUnits,
    maximumFractionDigits: money.minorUnits,
  });
}

/** A column's totals: one amount per currency, side by side (never converted or added up). */
export function formatTotals(intl: IntlShape, totals: readonly MoneyValue[]): string[] {
  return totals.map((money) => formatMoney(intl, money));
}
