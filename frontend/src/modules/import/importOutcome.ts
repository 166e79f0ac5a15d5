import { defineMessages, type MessageDescriptor } from 'react-intl';

/** A row's outcome, as a word and a colour (the preview's badges and counts). */
export const outcomeMessages = defineMessages({
  CREATED: { id: 'import.outcome.created', defaultMessage: 'Create' },
  UPDATED: { id: 'import.outcome.updated', defaultMessage: 'Update' },
  UNCHANGED: { id: 'import.outcome.unchanged', defaultMessage: 'Unchanged' },
  REFUSED: { id: 'import.outcome.refused', defaultMessage: 'Refused' },
});

export const outcomeColors: Record<string, string> = { CREATED: 'green', UPDATED: 'blue', UNCHANGED: 'gray', REFUSED: 'red' };

/** The word of an outcome the server sends; null for one this client does not know. */
export function outcomeMessage(outcome: string): MessageDescriptor | null {
  return Object.hasOwn(outcomeMessages, outcome) ? outcomeMessages[outcome as keyof typeof outcomeMessages] : null;
}
