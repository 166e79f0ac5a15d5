import { describe, expect, it } from 'vitest';
import { dayAfter, expiresAt } from './apiTokenExpiry';

describe('apiTokenExpiry', () => {
  it('counts days in the reader’s calendar, across a month and a year', () => {
    expect(dayAfter(new Date(2026, 11, 8, 23, 30), 90)).toBe('2027-03-08');
    expect(dayAfter(new Date(2026, 0, 31, 0, 5), 1)).toBe('2026-02-01');
  });

  it('expires at the start of the local day after the one picked', () => {
    expect(new Date(expiresAt('2027-03-08')).getTime()).toBe(new Date(2027, 2, 9).getTime());
    expect(new Date(expiresAt('2026-12-31')).getTime()).toBe(new Date(2027, 0, 1).getTime());
  });
});
