import { describe, expect, it } from 'vitest';
import { byPosition, reorderPlan } from './choiceOrder';

describe('the order of choices', () => {
  it('orders by position, then label', () => {
    const sorted = byPosition([
      { id: 'c', position: 2, label: 'C' },
      { id: 'b', position: 1, label: 'Beta' },
      { id: 'a', position: 1, label: 'Alpha' },
    ]);
    expect(sorted.map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });

  it('swaps two different positions', () => {
    const items = [
      { id: 'a', position: 0 },
      { id: 'b', position: 5 },
      { id: 'c', position: 9 },
    ];
    expect(reorderPlan(items, 1, -1)).toEqual([
      { id: 'b', position: 0 },
      { id: 'a', position: 5 },
    ]);
    expect(reorderPlan(items, 2, 1)).toEqual([]);
    expect(reorderPlan(items, 0, -1)).toEqual([]);
  });

  it('renumbers the list when the two share a position', () => {
    const items = [
      { id: 'a', position: 0 },
      { id: 'b', position: 10 },
      { id: 'c', position: 10 },
    ];
    // a, c, b at 0, 10, 20: only b moves.
    expect(reorderPlan(items, 1, 1)).toEqual([{ id: 'b', position: 20 }]);
    expect(
      reorderPlan(
        [
          { id: 'a', position: 3 },
          { id: 'b', position: 3 },
        ],
        1,
        -1,
      ),
    ).toEqual([
      { id: 'b', position: 0 },
      { id: 'a', position: 10 },
    ]);
  });
});
