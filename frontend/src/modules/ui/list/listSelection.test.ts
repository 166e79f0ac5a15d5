import { describe, expect, it } from 'vitest';
import { chooseAllMatching, chosenItems, isChosen, noSelection, pageState, togglePage, toggleRow } from './listSelection';

const rows = ['a', 'b', 'c', 'd', 'e'].map((id, index) => ({ id, version: index + 1 }));

describe('a list’s selection (issue 35 §2)', () => {
  it('ticks and unticks one row, keeping the version it was shown at', () => {
    const one = toggleRow(noSelection, rows, 'b', false);
    expect(chosenItems(one, rows)).toEqual([{ id: 'b', version: 2 }]);
    // The row changes in the list afterwards: the batch still sends the version it was chosen at (stale).
    const changed = rows.map((row) => (row.id === 'b' ? { ...row, version: 9 } : row));
    expect(chosenItems(one, changed)).toEqual([{ id: 'b', version: 2 }]);
    expect(chosenItems(toggleRow(one, rows, 'b', false), rows)).toEqual([]);
  });

  it('Shift-click takes the range from the row clicked last, in either direction, to the clicked row’s new state', () => {
    const first = toggleRow(noSelection, rows, 'b', false);
    const range = toggleRow(first, rows, 'd', true);
    expect(chosenItems(range, rows).map((row) => row.id)).toEqual(['b', 'c', 'd']);
    const back = toggleRow(toggleRow(range, rows, 'e', false), rows, 'c', true);
    // From e back to c: c was chosen, so the range is unticked.
    expect(chosenItems(back, rows).map((row) => row.id)).toEqual(['b']);
  });

  it('Shift-click with no row clicked before ticks only that row', () => {
    expect(chosenItems(toggleRow(noSelection, rows, 'c', true), rows).map((row) => row.id)).toEqual(['c']);
  });

  it('the header box chooses the page, then none; it is mixed while some are chosen', () => {
    expect(pageState(noSelection, rows)).toBe('none');
    const some = toggleRow(noSelection, rows, 'a', false);
    expect(pageState(some, rows)).toBe('some');
    const all = togglePage(some, rows);
    expect(pageState(all, rows)).toBe('all');
    expect(chosenItems(all, rows)).toHaveLength(5);
    expect(pageState(togglePage(all, rows), rows)).toBe('none');
    expect(pageState(noSelection, [])).toBe('none');
  });

  it('"all matching" ticks every row; unticking one leaves it for the loaded rows but that one', () => {
    const all = chooseAllMatching(toggleRow(noSelection, rows, 'a', false));
    expect(isChosen(all, 'e')).toBe(true);
    expect(pageState(all, rows)).toBe('all');
    const less = toggleRow(all, rows, 'c', false);
    expect(less.allMatching).toBe(false);
    expect(chosenItems(less, rows).map((row) => row.id)).toEqual(['a', 'b', 'd', 'e']);
  });

  it('sends only chosen rows still in the list, in its order', () => {
    const chosen = toggleRow(toggleRow(noSelection, rows, 'd', false), rows, 'a', false);
    expect(chosenItems(chosen, rows).map((row) => row.id)).toEqual(['a', 'd']);
    expect(chosenItems(chosen, rows.filter((row) => row.id !== 'd')).map((row) => row.id)).toEqual(['a']);
  });
});
