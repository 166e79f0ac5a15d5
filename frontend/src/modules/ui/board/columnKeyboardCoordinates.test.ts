import { describe, expect, it } from 'vitest';
import { nextColumnLeft } from './columnKeyboardCoordinates';

const columns = [
  { left: 0, width: 248 },
  { left: 260, width: 248 },
  { left: 520, width: 248 },
];

describe('keyboard moves between board columns', () => {
  it('jumps to the middle of the next column to the right or left', () => {
    const card = { left: 8, width: 232 };
    expect(nextColumnLeft(columns, card, 1)).toBe(268);
    expect(nextColumnLeft(columns, { left: 268, width: 232 }, 1)).toBe(528);
    expect(nextColumnLeft(columns, { left: 528, width: 232 }, -1)).toBe(268);
  });

  it('stays put at either end', () => {
    expect(nextColumnLeft(columns, { left: 8, width: 232 }, -1)).toBeNull();
    expect(nextColumnLeft(columns, { left: 528, width: 232 }, 1)).toBeNull();
  });
});
