import { defineMessages } from 'react-intl';
import { toned } from '@/modules/ui/statusBadge';
import { statusFinder, type TonedStatus } from '@/modules/ui/statusTable';

const messages = defineMessages({
  high: { id: 'task.priority.high', defaultMessage: 'High' },
  medium: { id: 'task.priority.medium', defaultMessage: 'Medium' },
  low: { id: 'task.priority.low', defaultMessage: 'Low' },
  unknown: { id: 'task.priority.unknown', defaultMessage: 'Unknown' },
});

/** Task priorities (spec §4): high 1, medium 2, low 3. */
export const taskPriorities: readonly TonedStatus[] = [
  { id: 1, label: messages.high, ...toned('danger') },
  { id: 2, label: messages.medium, ...toned('warning') },
  { id: 3, label: messages.low, ...toned('default') },
];

export const taskPriority = statusFinder(taskPriorities, messages.unknown);
