import { defineMessages, type MessageDescriptor } from 'react-intl';

const messages = defineMessages({
  closed: { id: 'question.status.closed', defaultMessage: 'Closed' },
  answered: { id: 'question.status.answered', defaultMessage: 'Answered' },
  processing: { id: 'question.status.processing', defaultMessage: 'Processing' },
  unknown: { id: 'question.status.unknown', defaultMessage: 'Unknown' },
});

export interface QuestionStatus {
  id: number;
  label: MessageDescriptor;
  color: string;
}

/** Spec §4 ids: closed 1, answered 2, processing 3. */
export const questionStatusIds = { closed: 1, answered: 2, processing: 3 } as const;

/** In the order a user filters by: open work first. */
export const questionStatuses: readonly QuestionStatus[] = [
  { id: 3, label: messages.processing, color: 'orange' },
  { id: 2, label: messages.answered, color: 'green' },
  { id: 1, label: messages.closed, color: 'gray' },
];

export function questionStatus(id: number): QuestionStatus {
  return questionStatuses.find((status) => status.id === id) ?? { id, label: messages.unknown, color: 'gray' };
}
