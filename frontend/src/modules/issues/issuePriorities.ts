import { defineMessages, type MessageDescriptor } from 'react-intl';

const messages = defineMessages({
  high: { id: 'issue.priority.high', defaultMessage: 'High' },
  medium: { id: 'issue.priority.medium', defaultMessage: 'Medium' },
  low: { id: 'issue.priority.low', defaultMessage: 'Low' },
  unknown: { id: 'issue.priority.unknown', defaultMessage: 'Unknown' },
});

export interface IssuePriority {
  id: number;
  label: MessageDescriptor;
  /** Badge colour: danger red, warning yellow, default gray. */
  color: string;
}

/** Issue priorities (spec §4): high 1, medium 2, low 3. */
export const issuePriorities: readonly IssuePriority[] = [
  { id: 1, label: messages.high, color: 'red' },
  { id: 2, label: messages.medium, color: 'yellow' },
  { id: 3, label: messages.low, color: 'gray' },
];

/** A new issue's priority unless another is picked (medium). */
export const defaultIssuePriorityId = 2;

export function issuePriority(id: number): IssuePriority {
  return issuePriorities.find((priority) => priority.id === id) ?? { id, label: messages.unknown, color: 'gray' };
}
