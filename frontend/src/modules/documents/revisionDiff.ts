import { diffLines } from 'diff';

export type LineKind = 'same' | 'removed' | 'added';

export interface DiffLine {
  /** 1-based line number on its side. */
  number: number;
  text: string;
  kind: LineKind;
}

/** One row of a side-by-side diff: the old line on the left, the new on the right (either may be absent). */
export type SideBySideRow = { kind: 'line'; left: DiffLine | null; right: DiffLine | null } | { kind: 'folded'; lines: number };

function splitLines(value: string): string[] {
  const lines = value.split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** Unchanged lines kept around each change; longer unchanged stretches fold. */
const context = 3;

/**
 * The rows of a side-by-side diff of two texts (jsdiff, by line): removed lines pair up with the
 * added lines that replace them, unchanged lines sit on both sides, and unchanged stretches
 * longer than twice the context fold into one row.
 */
export function sideBySide(oldText: string, newText: string): SideBySideRow[] {
  const rows: SideBySideRow[] = [];
  let left = 0;
  let right = 0;
  const parts = diffLines(oldText, newText);
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index];
    const lines = splitLines(part.value);
    if (part.removed) {
      const next = parts[index + 1];
      const added = next?.added ? splitLines(next.value) : [];
      if (next?.added) index++;
      for (let i = 0; i < Math.max(lines.length, added.length); i++) {
        rows.push({
          kind: 'line',
          left: i < lines.length ? { number: ++left, text: lines[i], kind: 'removed' } : null,
          right: i < added.length ? { number: ++right, text: added[i], kind: 'added' } : null,
        });
      }
      continue;
    }
    if (part.added) {
      for (const text of lines) rows.push({ kind: 'line', left: null, right: { number: ++right, text, kind: 'added' } });
      continue;
    }
    const first = index === 0;
    const last = index === parts.length - 1;
    const head = first ? 0 : context;
    const tail = last ? 0 : context;
    lines.forEach((text, i) => {
      const folded = lines.length > head + tail + 1 && i >= head && i < lines.length - tail;
      left++;
      right++;
      if (!folded) {
        rows.push({ kind: 'line', left: { number: left, text, kind: 'same' }, right: { number: right, text, kind: 'same' } });
        return;
      }
      const previous = rows[rows.length - 1];
      if (previous?.kind === 'folded') previous.lines++;
      else rows.push({ kind: 'folded', lines: 1 });
    });
  }
  return rows;
}
