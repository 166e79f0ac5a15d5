/**
 * How one frame of `chatAnswerStream` changes an answer's text, kept apart from Relay so it can
 * be tested: the first frame is a SNAPSHOT (everything so far, at its `seq`), then every delta
 * carries the next `seq`. A frame at or below the last applied `seq` is a duplicate or out of
 * order and is dropped; a frame beyond the next one means one was lost, and the stream must be
 * read again from a fresh snapshot (resubscribe).
 */

export type AnswerDeltaKind = 'SNAPSHOT' | 'TEXT' | 'TOOL_CALL_STARTED' | 'TOOL_CALL_FINISHED' | 'FINISHED';

export interface AnswerStreamState {
  /** The last frame applied. */
  seq: number;
  /** The answer's text as of that frame. */
  text: string;
}

export interface AnswerDelta {
  seq: number;
  kind: AnswerDeltaKind | string;
  /** TEXT: the new characters. */
  text?: string | null;
  /** SNAPSHOT: the answer's text so far. */
  snapshotText?: string | null;
}

export type AnswerStep =
  /** A snapshot: start over from it. */
  | { action: 'reset'; state: AnswerStreamState }
  /** The next frame: apply it (`state.text` has any new text appended). */
  | { action: 'apply'; state: AnswerStreamState }
  /** A duplicate or out-of-order frame, or a delta before any snapshot: nothing to do. */
  | { action: 'skip' }
  /** A frame was lost: read the stream again from a new snapshot. */
  | { action: 'gap' };

export function stepAnswerStream(state: AnswerStreamState | null, delta: AnswerDelta): AnswerStep {
  if (delta.kind === 'SNAPSHOT') return { action: 'reset', state: { seq: delta.seq, text: delta.snapshotText ?? '' } };
  if (!state || delta.seq <= state.seq) return { action: 'skip' };
  if (delta.seq > state.seq + 1) return { action: 'gap' };
  const text = delta.kind === 'TEXT' ? state.text + (delta.text ?? '') : state.text;
  return { action: 'apply', state: { seq: delta.seq, text } };
}

/** Folds frames in the order they arrived (what a subscription does), for tests and replays. */
export function foldAnswerStream(deltas: readonly AnswerDelta[], initial: AnswerStreamState | null = null): { state: AnswerStreamState | null; gaps: number } {
  let state = initial;
  let gaps = 0;
  for (const delta of deltas) {
    const step = stepAnswerStream(state, delta);
    if (step.action === 'reset' || step.action === 'apply') state = step.state;
    else if (step.action === 'gap') gaps += 1;
  }
  return { state, gaps };
}
