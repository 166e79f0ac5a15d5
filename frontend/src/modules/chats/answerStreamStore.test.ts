import { describe, expect, it } from 'vitest';
import { requestSubscription, type GraphQLResponse } from 'relay-runtime';
import { subscriptionEnvironment } from '@/modules/relay/subscriptionEnvironment.testing';
import { applyAnswerFrame, type AnswerFrameOutcome } from './answerStreamStore';
import { chatMessage } from './chatFixtures.testing';
import subscription from './__generated__/useChatAnswerStreamSubscription.graphql';

const messageId = 'Q2hhdE1lc3NhZ2U6MQ';

function message(overrides: Record<string, unknown> = {}) {
  return chatMessage(messageId, { status: 'STREAMING', ...overrides });
}

interface Frame {
  seq: number;
  kind: string;
  text?: string | null;
  toolCall?: Record<string, unknown> | null;
  snapshot?: Record<string, unknown> | null;
}

/** A store holding one streaming answer, and a subscription whose frames the test sends. */
function setup() {
  const { environment, send: sendResponse } = subscriptionEnvironment();
  const outcomes: AnswerFrameOutcome[] = [];
  requestSubscription(environment, {
    subscription,
    variables: { messageId },
    updater: (store) => void outcomes.push(applyAnswerFrame(store, messageId)),
  });
  const send = (frame: Frame) =>
    sendResponse({
      data: {
        chatAnswerStream: { messageId, text: null, toolCall: null, snapshot: null, ...frame },
      },
    } as GraphQLResponse);
  const record = () => environment.getStore().getSource().get(messageId) as Record<string, unknown> | undefined | null;
  const toolCalls = () => {
    const refs = (record()?.toolCalls as { __refs?: string[] } | undefined)?.__refs ?? [];
    return refs.map((id) => environment.getStore().getSource().get(id) as Record<string, unknown>);
  };
  return { environment, outcomes, send, record, toolCalls };
}

const call = (output: unknown) => ({ toolUseId: 'tu1', name: 'list_my_tasks', input: { status: 'open' }, output, isError: false, tool: null });

describe('the answer stream in the Relay store', () => {
  it('takes the snapshot, then appends text deltas to the message', () => {
    const { send, record, outcomes } = setup();
    send({ seq: 2, kind: 'SNAPSHOT', snapshot: message({ text: 'Hello' }) });
    send({ seq: 3, kind: 'TEXT', text: ', ' });
    send({ seq: 4, kind: 'TEXT', text: 'world' });
    expect(record()?.text).toBe('Hello, world');
    expect(outcomes).toEqual(['ok', 'ok', 'ok']);
  });

  it('drops duplicates and frames older than the snapshot', () => {
    const { send, record } = setup();
    send({ seq: 5, kind: 'SNAPSHOT', snapshot: message({ text: 'abc' }) });
    send({ seq: 5, kind: 'TEXT', text: 'c' });
    send({ seq: 6, kind: 'TEXT', text: 'd' });
    send({ seq: 6, kind: 'TEXT', text: 'd' });
    send({ seq: 3, kind: 'TEXT', text: 'x' });
    expect(record()?.text).toBe('abcd');
  });

  it('asks for a new snapshot when a frame was lost, without appending past it', () => {
    const { send, record, outcomes } = setup();
    send({ seq: 1, kind: 'SNAPSHOT', snapshot: message({ text: 'a' }) });
    send({ seq: 3, kind: 'TEXT', text: 'c' });
    expect(outcomes).toEqual(['ok', 'gap']);
    expect(record()?.text).toBe('a');
  });

  it('asks for a new snapshot when a server read replaced the text meanwhile', () => {
    const { environment, send, outcomes } = setup();
    send({ seq: 1, kind: 'SNAPSHOT', snapshot: message({ text: 'a' }) });
    environment.commitUpdate((store) => void store.get(messageId)?.setValue('a longer text read from the server', 'text'));
    send({ seq: 2, kind: 'TEXT', text: 'b' });
    expect(outcomes).toEqual(['ok', 'gap']);
  });

  it('places a tool call when it starts and fills in its output when it finishes', () => {
    const { send, toolCalls } = setup();
    send({ seq: 0, kind: 'SNAPSHOT', snapshot: message() });
    send({ seq: 1, kind: 'TOOL_CALL_STARTED', toolCall: call(null) });
    expect(toolCalls()).toHaveLength(1);
    expect(toolCalls()[0]).toMatchObject({ toolUseId: 'tu1', name: 'list_my_tasks', output: null });
    send({ seq: 2, kind: 'TOOL_CALL_FINISHED', toolCall: call({ tasks: [] }) });
    expect(toolCalls()).toHaveLength(1);
    expect(toolCalls()[0]).toMatchObject({ toolUseId: 'tu1', output: { tasks: [] } });
  });

  it('settles on FINISHED, and later frames change nothing once the answer is final', () => {
    const { send, record, outcomes } = setup();
    send({ seq: 1, kind: 'SNAPSHOT', snapshot: message({ text: 'Done' }) });
    send({ seq: 2, kind: 'FINISHED', snapshot: message({ text: 'Done.', status: 'COMPLETED' }) });
    send({ seq: 3, kind: 'TEXT', text: ' more' });
    expect(record()?.text).toBe('Done.');
    expect(record()?.status).toBe('COMPLETED');
    expect(outcomes).toEqual(['ok', 'finished', 'ok']);
  });
});
