import { describe, expect, it } from 'vitest';
import { foldUnchanged, isLongText, textDiff } from './textDiff';

describe('textDiff', () => {
  it('diffs one-line text by word', () => {
    expect(textDiff('the quick fox', 'the slow fox')).toEqual([
      { kind: 'same', text: 'the ' },
      { kind: 'removed', text: 'quick' },
      { kind: 'added', text: 'slow' },
      { kind: 'same', text: ' fox' },
    ]);
  });

  it('diffs text with lines by line and folds long unchanged stretches', () => {
    const before = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].join('\n');
    const after = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'H'].join('\n');
    const blocks = foldUnchanged(textDiff(before, after));
    expect(blocks[0]).toEqual({ kind: 'folded', lines: 5 });
    expect(blocks.at(-2)).toEqual({ kind: 'removed', text: 'h' });
    expect(blocks.at(-1)).toEqual({ kind: 'added', text: 'H' });
  });

  it('treats long or multi-line strings as long text', () => {
    expect(isLongText('short', 'also short')).toBe(false);
    expect(isLongText(null, 'line one\nline two')).toBe(true);
    expect(isLongText('x'.repeat(61), 'y')).toBe(true);
    expect(isLongText(1, 2)).toBe(false);
  });
});
