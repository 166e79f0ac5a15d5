import { generateClientID, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';
import { stepAnswerStream, type AnswerStreamState } from './answerStream';

/*
 * The `chatAnswerStream` subscription's updater: each frame applied to the ChatMessage record in
 * the Relay store, so every fragment reading the answer re-renders as it grows.
 */

/** Where the stream's bookkeeping lives on the message's record (fields no query selects). */
const seqField = '__streamSeq';
const textField = '__streamText';

/** What a frame asks of the subscription: nothing, to be read again from a new snapshot, or to settle (the answer ended). */
export type AnswerFrameOutcome = 'ok' | 'gap' | 'finished';

/** The stream's state as last written to the record, or null when none (or when a server read replaced the text since). */
function readState(message: RecordProxy): { state: AnswerStreamState | null; overwritten: boolean } {
  const seq = message.getValue(seqField);
  const text = String(message.getValue('text') ?? '');
  if (typeof seq !== 'number') return { state: null, overwritten: false };
  if (message.getValue(textField) !== text) return { state: null, overwritten: true };
  return { state: { seq, text }, overwritten: false };
}

/** Puts a started or finished tool call on the message (matched by `toolUseId`), copied out of the frame's record. */
function placeToolCall(store: RecordSourceSelectorProxy, message: RecordProxy, call: RecordProxy): void {
  const calls = (message.getLinkedRecords('toolCalls') ?? []).filter((record): record is RecordProxy => record != null);
  const toolUseId = call.getValue('toolUseId');
  const existing = calls.find((record) => record.getValue('toolUseId') === toolUseId);
  if (existing) {
    existing.copyFieldsFrom(call);
    return;
  }
  const id = generateClientID(message.getDataID(), 'toolCalls', calls.length);
  const record = store.get(id) ?? store.create(id, 'ToolCall');
  record.copyFieldsFrom(call);
  message.setLinkedRecords([...calls, record], 'toolCalls');
}

/** Applies one frame to the message's record in the store; the markdown re-renders from there. */
export function applyAnswerFrame(store: RecordSourceSelectorProxy, messageId: string): AnswerFrameOutcome {
  const frame = store.getRootField('chatAnswerStream');
  const message = store.get(messageId);
  if (!frame || !message) return 'ok';
  const kind = String(frame.getValue('kind') ?? '');
  const seq = Number(frame.getValue('seq'));
  if (!Number.isFinite(seq)) return 'ok';
  // Finished elsewhere (the room's notice, a stop): late frames change nothing.
  if (kind !== 'SNAPSHOT' && message.getValue('status') !== 'STREAMING') return kind === 'FINISHED' ? 'finished' : 'ok';
  const { state, overwritten } = readState(message);
  if (overwritten && kind !== 'SNAPSHOT') return 'gap';
  // A snapshot is already in the record (it is the message itself, normalized before this runs).
  const step = stepAnswerStream(state, { seq, kind, text: (frame.getValue('text') as string | null) ?? '', snapshotText: String(message.getValue('text') ?? '') });
  if (step.action === 'gap') return 'gap';
  if (step.action === 'skip') return 'ok';
  if (step.action === 'apply') {
    if (kind === 'TEXT') message.setValue(step.state.text, 'text');
    const call = frame.getLinkedRecord('toolCall');
    if ((kind === 'TOOL_CALL_STARTED' || kind === 'TOOL_CALL_FINISHED') && call) placeToolCall(store, message, call);
  }
  message.setValue(step.state.seq, seqField);
  message.setValue(step.state.text, textField);
  return kind === 'FINISHED' ? 'finished' : 'ok';
}

