import { defineMessages, type MessageDescriptor } from 'react-intl';

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
  color: string;
}

/** Task statuses (spec §4): open 1, processing 2, closed 3, completed 4. */
export const taskStatuses: readonly TaskStatus[] = [
  { id: 1, label: messages.open, color: 'blue' },
  { id: 2, label: messages.processing, color: 'orange' },
  { id: 3, label: messages.closed, color: 'gray' },
  { id: 4, label: messages.completed, color: 'green' },
];

export function taskStatus(id: number): TaskStatus {
  return taskStatuses.find((status) => status.id === id) ?? { id, label: messages.unknown, color: 'gray' };
}
