import { defineMessages } from 'react-intl';
import { toned } from '@/modules/ui/statusBadge';
import { statusFinder, type TonedStatus } from '@/modules/ui/statusTable';

const messages = defineMessages({
  closed: { id: 'question.status.closed', defaultMessage: 'Closed' },
  answered: { id: 'question.status.answered', defaultMessage: 'Answered' },
  processing: { id: 'question.status.processing', defaultMessage: 'Processing' },
  unknown: { id: 'question.status.unknown', defaultMessage: 'Unknown' },
});

/** Spec §4 ids: closed 1, answered 2, processing 3. */
export const questionStatusIds = { closed: 1, answered: 2, processing: 3 } as const;

/** In the order a user filters by: open work first. */
export const questionStatuses: readonly TonedStatus[] = [
  { id: 3, label: messages.processing, ...toned('warning') },
  { id: 2, label: messages.answered, ...toned('success') },
  { id: 1, label: messages.closed, ...toned('default') },
];

export const questionStatus = statusFinder(questionStatuses, messages.unknown);
