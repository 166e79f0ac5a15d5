import { diffLines, diffWordsWithSpace, type ChangeObject } from 'diff';

export type DiffPart = { kind: 'same' | 'added' | 'removed'; text: string };

/** A string change is shown as a text diff when either side is long or spans lines. */
export function isLongText(oldValue: unknown, newValue: unknown): boolean {
  const long = (value: unknown) => typeof value === 'string' && (value.includes('\n') || [...value].length > 60);
  return (typeof oldValue === 'string' || oldValue === null) && (typeof newValue === 'string' || newValue === null) && (long(oldValue) || long(newValue));
}

function parts(changes: ChangeObject<string>[]): DiffPart[] {
  return changes.map((change) => ({ kind: change.added ? 'added' : change.removed ? 'removed' : 'same', text: change.value }));
}

/**
 * The difference between two texts (jsdiff): by line when either spans lines, with the changed
 * lines then diffed by word; by word (Intl.Segmenter, so Japanese splits into words) otherwise.
 */
export function textDiff(oldText: string, newText: string, locale = 'en'): DiffPart[] {
  const segmenter = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(locale, { granularity: 'word' }) : undefined;
  if (!oldText.includes('\n') && !newText.includes('\n')) return parts(diffWordsWithSpace(oldText, newText, { intlSegmenter: segmenter }));
  return parts(diffLines(oldText, newText));
}

/** Unchanged stretches longer than this many lines are folded to their first and last lines. */
const context = 2;

export type DiffBlock = DiffPart | { kind: 'folded'; lines: number };

/** Line diff parts with long unchanged stretches folded, for a compact view. */
export function foldUnchanged(diff: DiffPart[]): DiffBlock[] {
  const blocks: DiffBlock[] = [];
  diff.forEach((part, index) => {
    if (part.kind !== 'same') {
      blocks.push(part);
      return;
    }
    const lines = part.text.split('\n');
    const trailingNewline = part.text.endsWith('\n');
    if (trailingNewline) lines.pop();
    const first = index === 0;
    const last = index === diff.length - 1;
    const keepHead = first ? 0 : context;
    const keepTail = last ? 0 : context;
    if (lines.length <= keepHead + keepTail + 1) {
      blocks.push(part);
      return;
    }
    const head = lines.slice(0, keepHead);
    const tail = lines.slice(lines.length - keepTail);
    if (head.length) blocks.push({ kind: 'same', text: `${head.join('\n')}\n` });
    blocks.push({ kind: 'folded', lines: lines.length - head.length - tail.length });
    if (tail.length) blocks.push({ kind: 'same', text: `${tail.join('\n')}${trailingNewline ? '\n' : ''}` });
  });
  return blocks;
}
