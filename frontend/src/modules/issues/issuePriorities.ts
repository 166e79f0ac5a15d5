import { defineMessages, type MessageDescriptor } from 'react-intl';
import { toned, type StatusTone } from '@/modules/ui/statusBadge';

const messages = defineMessages({
  high: { id: 'issue.priority.high', defaultMessage: 'High' },
  medium: { id: 'issue.priority.medium', defaultMessage: 'Medium' },
  low: { id: 'issue.priority.low', defaultMessage: 'Low' },
  unknown: { id: 'issue.priority.unknown', defaultMessage: 'Unknown' },
});

export interface IssuePriority {
  id: number;
  label: MessageDescriptor;
  /** Spec §9: the badge's tone; `color` is the tone's colour. */
  tone: StatusTone;
  color: string;
}

/** Issue priorities (spec §4): high 1, medium 2, low 3. */
export const issuePriorities: readonly IssuePriority[] = [
  { id: 1, label: messages.high, ...toned('danger') },
  { id: 2, label: messages.medium, ...toned('warning') },
  { id: 3, label: messages.low, ...toned('default') },
];

/** A new issue's priority unless another is picked (medium). */
export const defaultIssuePriorityId = 2;

export function issuePriority(id: number): IssuePriority {
  return issuePriorities.find((priority) => priority.id === id) ?? { id, label: messages.unknown, ...toned('default') };
}
