import { describe, expect, it } from 'vitest';
import { sideBySide } from './revisionDiff';

describe('sideBySide', () => {
  it('pairs a changed line with its replacement and keeps unchanged lines on both sides', () => {
    expect(sideBySide('a\nb\nc\n', 'a\nB\nc\n')).toEqual([
      { kind: 'line', left: { number: 1, text: 'a', kind: 'same' }, right: { number: 1, text: 'a', kind: 'same' } },
      { kind: 'line', left: { number: 2, text: 'b', kind: 'removed' }, right: { number: 2, text: 'B', kind: 'added' } },
      { kind: 'line', left: { number: 3, text: 'c', kind: 'same' }, right: { number: 3, text: 'c', kind: 'same' } },
    ]);
  });

  it('shows added and removed lines against an empty side, numbering each side on its own', () => {
    const rows = sideBySide('x\n', 'x\ny\nz\n');
    expect(rows.slice(1)).toEqual([
      { kind: 'line', left: null, right: { number: 2, text: 'y', kind: 'added' } },
      { kind: 'line', left: null, right: { number: 3, text: 'z', kind: 'added' } },
    ]);
    expect(sideBySide('gone', '')).toEqual([{ kind: 'line', left: { number: 1, text: 'gone', kind: 'removed' }, right: null }]);
  });

  it('folds a long unchanged stretch between changes', () => {
    const same = Array.from({ length: 20 }, (_, i) => `line ${i}`).join('\n');
    const rows = sideBySide(`old\n${same}\nold end\n`, `new\n${same}\nnew end\n`);
    expect(rows.filter((row) => row.kind === 'folded')).toEqual([{ kind: 'folded', lines: 14 }]);
    expect(rows.filter((row) => row.kind === 'line')).toHaveLength(2 + 6);
  });
});
