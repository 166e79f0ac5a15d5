import { defineMessages } from 'react-intl';
import { toned } from '@/modules/ui/statusBadge';
import { statusFinder, type TonedStatus } from '@/modules/ui/statusTable';

const messages = defineMessages({
  open: { id: 'task.status.open', defaultMessage: 'Open' },
  processing: { id: 'task.status.processing', defaultMessage: 'Processing' },
  closed: { id: 'task.status.closed', defaultMessage: 'Closed' },
  completed: { id: 'task.status.completed', defaultMessage: 'Completed' },
  unknown: { id: 'task.status.unknown', defaultMessage: 'Unknown' },
});

/** Task statuses (spec §4): open 1, processing 2, closed 3, completed 4. */
export const taskStatuses: readonly TonedStatus[] = [
  { id: 1, label: messages.open, ...toned('primary') },
  { id: 2, label: messages.processing, ...toned('warning') },
  { id: 3, label: messages.closed, ...toned('default') },
  { id: 4, label: messages.completed, ...toned('success') },
];

export const taskStatus = statusFinder(taskStatuses, messages.unknown);
