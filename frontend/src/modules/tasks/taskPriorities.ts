import { defineMessages, type MessageDescriptor } from 'react-intl';

const messages = defineMessages({
  high: { id: 'task.priority.high', defaultMessage: 'High' },
  medium: { id: 'task.priority.medium', defaultMessage: 'Medium' },
  low: { id: 'task.priority.low', defaultMessage: 'Low' },
  unknown: { id: 'task.priority.unknown', defaultMessage: 'Unknown' },
});

export interface TaskPriority {
  id: number;
  label: MessageDescriptor;
  /** Badge colour: danger red, warning orange, default gray. */
  color: string;
}

/** Task priorities (spec §4): high 1, medium 2, low 3. */
export const taskPriorities: readonly TaskPriority[] = [
  { id: 1, label: messages.high, color: 'red' },
  { id: 2, label: messages.medium, color: 'yellow' },
  { id: 3, label: messages.low, color: 'gray' },
];

export function taskPriority(id: number): TaskPriority {
  return taskPriorities.find((priority) => priority.id === id) ?? { id, label: messages.unknown, color: 'gray' };
}
