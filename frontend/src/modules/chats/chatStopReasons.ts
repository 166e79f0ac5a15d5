import { defineMessages, type MessageDescriptor } from 'react-intl';

const messages = defineMessages({
  end_turn: { id: 'chat.stopReason.endTurn', defaultMessage: 'Finished' },
  max_tokens: { id: 'chat.stopReason.maxTokens', defaultMessage: 'Cut at the token limit' },
  stop_sequence: { id: 'chat.stopReason.stopSequence', defaultMessage: 'Stop sequence reached' },
  tool_use: { id: 'chat.stopReason.toolUse', defaultMessage: 'Waiting for a tool' },
  stopped: { id: 'chat.stopReason.stopped', defaultMessage: 'Stopped' },
});

/** Why an answer ended (`ChatMessage.stopReason`), in the reader's words; unknown reasons as the server says them. */
export function stopReasonLabel(reason: string): MessageDescriptor | null {
  return (messages as Record<string, MessageDescriptor | undefined>)[reason] ?? null;
}
