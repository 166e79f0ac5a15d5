import { describe, expect, it } from 'vitest';
import { givesUp, maxBackoffExponent, nonRetryableCloseCodes, reconnectDelayMs, shouldRetry } from './retryPolicy';

describe('reconnectDelayMs', () => {
  it('is 2^attempt seconds plus at least 0.3 s of jitter', () => {
    expect(reconnectDelayMs(0, () => 0)).toBe(1000 + 300);
    expect(reconnectDelayMs(1, () => 0)).toBe(2000 + 300);
    expect(reconnectDelayMs(3, () => 0)).toBe(8000 + 300);
  });

  it('adds at most 3 s of jitter', () => {
    expect(reconnectDelayMs(2, () => 0.999999)).toBeCloseTo(4000 + 3000, 0);
    for (let i = 0; i < 200; i++) {
      const delay = reconnectDelayMs(1);
      expect(delay).toBeGreaterThanOrEqual(2300);
      expect(delay).toBeLessThanOrEqual(5000);
    }
  });

  it('keeps retrying at a bounded interval after many attempts', () => {
    const cap = 2 ** maxBackoffExponent * 1000;
    expect(reconnectDelayMs(1000, () => 0)).toBe(cap + 300);
    expect(Number.isFinite(reconnectDelayMs(Number.MAX_SAFE_INTEGER))).toBe(true);
  });
});

describe('shouldRetry', () => {
  it.each([4500, 4005, 4400, 4004, 4401, 4406, 4409, 4429])('does not retry close code %i', (code) => {
    expect(shouldRetry({ code, reason: '' })).toBe(false);
  });

  it.each([1000, 1001, 1006, 1011, 4403, 4408, 4504])('retries close code %i', (code) => {
    expect(shouldRetry({ code, reason: '' })).toBe(true);
  });

  it('retries network errors that are not close events', () => {
    expect(shouldRetry(new Error('socket hang up'))).toBe(true);
    expect(shouldRetry(undefined)).toBe(true);
  });

  it('lists exactly the spec close codes', () => {
    expect([...nonRetryableCloseCodes].sort()).toEqual([4004, 4005, 4400, 4401, 4406, 4409, 4429, 4500]);
  });
});

describe('givesUp', () => {
  it.each([4500, 4400, 4401, 4429, 1002, 1011])('stops for good after %i', (code) => {
    expect(givesUp({ code, reason: '' })).toBe(true);
  });
  it.each([4403, 4408, 4504, 1006, 1012, 1013])('keeps retrying after %i', (code) => {
    expect(givesUp({ code, reason: '' })).toBe(false);
  });
  it('keeps retrying after an error that is not a close', () => {
    expect(givesUp(new Error('socket hang up'))).toBe(false);
  });
});
