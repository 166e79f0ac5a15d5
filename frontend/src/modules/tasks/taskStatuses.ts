import { defineMessages, type MessageDescriptor } from 'react-intl';
import { toned, type StatusTone } from '@/modules/ui/statusBadge';

const messages = defineMessages({
  open: { id: 'task.status.open', defaultMessage: 'Open' },
  processing: { id: 'task.status.processing', defaultMessage: 'Processing' },
  closed: { id: 'task.status.closed', defaultMessage: 'Closed' },
  completed: { id: 'task.status.completed', defaultMessage: 'Completed' },
  unknown: { id: 'task.status.unknown', defaultMessage: 'Unknown' },
});

export interface TaskStatus {
  id: number;
  label: MessageDescriptor;
  /** Badge colour: primary blue, warning orange, default gray, success green. */
  /** Spec §9: the badge's tone; `color` is the tone's colour. */
  tone: StatusTone;
  color: string;
}

/** Task statuses (spec §4): open 1, processing 2, closed 3, completed 4. */
export const taskStatuses: readonly TaskStatus[] = [
  { id: 1, label: messages.open, ...toned('primary') },
  { id: 2, label: messages.processing, ...toned('warning') },
  { id: 3, label: messages.closed, ...toned('default') },
  { id: 4, label: messages.completed, ...toned('success') },
];

export function taskStatus(id: number): TaskStatus {
  return taskStatuses.find((status) => status.id === id) ?? { id, label: messages.unknown, ...toned('default') };
}
