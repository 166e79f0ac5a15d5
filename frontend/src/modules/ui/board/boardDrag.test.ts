import { describe, expect, it } from 'vitest';
import { columnKeyOf, dropMove, moveTargets, titleOf } from './boardDrag';

const card = (id: string, columnKey: string | number, title = 'Badge reader') => ({ id, data: { current: { columnKey, title } } });
const column = (columnKey: string | number) => ({ id: `column-${columnKey}`, data: { current: { columnKey } } });

describe('board drag and drop', () => {
  it('moves a card dropped on another column', () => {
    expect(dropMove(card('i1', 'open'), column('done'))).toEqual({ cardId: 'i1', to: 'done' });
    expect(dropMove(card('o1', 1), column(5))).toEqual({ cardId: 'o1', to: 5 });
  });

  it('does nothing for a drop on its own column, outside the board or on something else', () => {
    expect(dropMove(card('i1', 'open'), column('open'))).toBeNull();
    expect(dropMove(card('i1', 'open'), null)).toBeNull();
    expect(dropMove(card('i1', 'open'), { id: 'x', data: { current: { other: true } } })).toBeNull();
    // A stage number is not its string.
    expect(dropMove(card('o1', 1), column('1'))).toEqual({ cardId: 'o1', to: '1' });
  });

  it('reads the column and the title a card carries', () => {
    expect(columnKeyOf(card('i1', 'open'))).toBe('open');
    expect(columnKeyOf({ id: 'x', data: {} })).toBeNull();
    expect(titleOf(card('i1', 'open', 'Printer jams'))).toBe('Printer jams');
    expect(titleOf({ id: 'x', data: {} })).toBe('');
  });

  it('offers every other column in board order in "Move to…"', () => {
    const columns = [{ key: 1 }, { key: 2 }, { key: 3 }];
    expect(moveTargets(columns, 2)).toEqual([{ key: 1 }, { key: 3 }]);
    expect(moveTargets(columns, 9)).toEqual(columns);
  });
});
