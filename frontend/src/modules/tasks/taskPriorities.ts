import { defineMessages, type MessageDescriptor } from 'react-intl';
import { toned, type StatusTone } from '@/modules/ui/statusBadge';

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
  /** Spec §9: the badge's tone; `color` is the tone's colour. */
  tone: StatusTone;
  color: string;
}

/** Task priorities (spec §4): high 1, medium 2, low 3. */
export const taskPriorities: readonly TaskPriority[] = [
  { id: 1, label: messages.high, ...toned('danger') },
  { id: 2, label: messages.medium, ...toned('warning') },
  { id: 3, label: messages.low, ...toned('default') },
];

export function taskPriority(id: number): TaskPriority {
  return taskPriorities.find((priority) => priority.id === id) ?? { id, label: messages.unknown, ...toned('default') };
}
