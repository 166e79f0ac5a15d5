import { describe, expect, it } from 'vitest';
import { firstVisibleRow, keepsFollowing, scrollCorrection } from './scrollPosition';

describe('firstVisibleRow', () => {
  const rows = [
    { top: -300, bottom: -120 },
    { top: -104, bottom: 20 },
    { top: 36, bottom: 200 },
  ];

  it('holds the first row still showing below the box’s top edge, even partly', () => {
    expect(firstVisibleRow(rows, 0)).toBe(1);
    expect(firstVisibleRow(rows, -200)).toBe(0);
    expect(firstVisibleRow(rows, 20)).toBe(2);
  });

  it('holds nothing when no row is rendered or every row is scrolled past', () => {
    expect(firstVisibleRow([], 0)).toBe(-1);
    expect(firstVisibleRow(rows, 200)).toBe(-1);
  });
});

describe('scrollCorrection', () => {
  it('scrolls down by as much as older rows pushed the held row down', () => {
    expect(scrollCorrection(12, 1_812)).toBe(1_800);
  });

  it('scrolls up when the rows above shrank (the button above them went away)', () => {
    expect(scrollCorrection(40, 4)).toBe(-36);
  });

  it('leaves the box alone when the row moved less than a pixel', () => {
    expect(scrollCorrection(12, 12.4)).toBe(0);
    expect(scrollCorrection(12, 12)).toBe(0);
  });
});

describe('keepsFollowing', () => {
  it('follows at the end, within the slack', () => {
    expect(keepsFollowing(false, 0, 900, 900)).toBe(true);
    expect(keepsFollowing(false, 48, 852, 900)).toBe(true);
  });

  it('stops when the reader scrolls up', () => {
    expect(keepsFollowing(true, 300, 600, 900)).toBe(false);
  });

  it('keeps following after a jump to the end that new rows outran before the scroll event', () => {
    expect(keepsFollowing(true, 197, 11_722, 2_123)).toBe(true);
  });

  it('does not start following on a scroll down that stops short of the end', () => {
    expect(keepsFollowing(false, 400, 1_000, 600)).toBe(false);
  });
});
