import { describe, expect, it } from 'vitest';
import { foldAnswerStream, stepAnswerStream } from './answerStream';

describe('answer stream', () => {
  it('starts from the snapshot and appends the deltas after it', () => {
    const { state, gaps } = foldAnswerStream([
      { seq: 3, kind: 'SNAPSHOT', snapshotText: 'Hello' },
      { seq: 4, kind: 'TEXT', text: ', ' },
      { seq: 5, kind: 'TEXT', text: 'world' },
      { seq: 6, kind: 'FINISHED' },
    ]);
    expect(state).toEqual({ seq: 6, text: 'Hello, world' });
    expect(gaps).toBe(0);
  });

  it('drops duplicates and frames older than the last one applied', () => {
    const { state } = foldAnswerStream([
      { seq: 1, kind: 'SNAPSHOT', snapshotText: '' },
      { seq: 2, kind: 'TEXT', text: 'a' },
      { seq: 2, kind: 'TEXT', text: 'a' },
      { seq: 3, kind: 'TEXT', text: 'b' },
      { seq: 1, kind: 'TEXT', text: 'z' },
      { seq: 3, kind: 'TEXT', text: 'b' },
    ]);
    expect(state).toEqual({ seq: 3, text: 'ab' });
  });

  it('ignores deltas the snapshot already holds', () => {
    const { state } = foldAnswerStream([
      { seq: 5, kind: 'SNAPSHOT', snapshotText: 'abcde' },
      { seq: 4, kind: 'TEXT', text: 'd' },
      { seq: 5, kind: 'TEXT', text: 'e' },
      { seq: 6, kind: 'TEXT', text: 'f' },
    ]);
    expect(state).toEqual({ seq: 6, text: 'abcdef' });
  });

  it('waits for a snapshot before applying anything', () => {
    expect(stepAnswerStream(null, { seq: 1, kind: 'TEXT', text: 'x' })).toEqual({ action: 'skip' });
  });

  it('reports a lost frame instead of appending past it, and a new snapshot heals it', () => {
    const first = foldAnswerStream([
      { seq: 1, kind: 'SNAPSHOT', snapshotText: 'a' },
      { seq: 3, kind: 'TEXT', text: 'c' },
    ]);
    expect(first).toEqual({ state: { seq: 1, text: 'a' }, gaps: 1 });
    const healed = foldAnswerStream([{ seq: 3, kind: 'SNAPSHOT', snapshotText: 'abc' }, { seq: 4, kind: 'TEXT', text: 'd' }], first.state);
    expect(healed.state).toEqual({ seq: 4, text: 'abcd' });
  });

  it('counts tool calls in the sequence without touching the text', () => {
    const { state } = foldAnswerStream([
      { seq: 0, kind: 'SNAPSHOT', snapshotText: '' },
      { seq: 1, kind: 'TOOL_CALL_STARTED' },
      { seq: 2, kind: 'TOOL_CALL_FINISHED' },
      { seq: 3, kind: 'TEXT', text: 'Done.' },
    ]);
    expect(state).toEqual({ seq: 3, text: 'Done.' });
  });

  it('takes a later snapshot as the new truth', () => {
    expect(stepAnswerStream({ seq: 9, text: 'old' }, { seq: 12, kind: 'SNAPSHOT', snapshotText: 'new text' })).toEqual({
      action: 'reset',
      state: { seq: 12, text: 'new text' },
    });
  });
});
