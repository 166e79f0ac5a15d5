import { defineMessages, type MessageDescriptor } from 'react-intl';
import { toned, type StatusTone } from '@/modules/ui/statusBadge';

const messages = defineMessages({
  closed: { id: 'question.status.closed', defaultMessage: 'Closed' },
  answered: { id: 'question.status.answered', defaultMessage: 'Answered' },
  processing: { id: 'question.status.processing', defaultMessage: 'Processing' },
  unknown: { id: 'question.status.unknown', defaultMessage: 'Unknown' },
});

export interface QuestionStatus {
  id: number;
  label: MessageDescriptor;
  /** Spec §9: the badge's tone; `color` is the tone's colour. */
  tone: StatusTone;
  color: string;
}

/** Spec §4 ids: closed 1, answered 2, processing 3. */
export const questionStatusIds = { closed: 1, answered: 2, processing: 3 } as const;

/** In the order a user filters by: open work first. */
export const questionStatuses: readonly QuestionStatus[] = [
  { id: 3, label: messages.processing, ...toned('warning') },
  { id: 2, label: messages.answered, ...toned('success') },
  { id: 1, label: messages.closed, ...toned('default') },
];

export function questionStatus(id: number): QuestionStatus {
  return questionStatuses.find((status) => status.id === id) ?? { id, label: messages.unknown, ...toned('default') };
}
