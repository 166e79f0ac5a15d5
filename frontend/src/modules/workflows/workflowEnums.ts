import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import { toned, type StatusTone } from '@/modules/ui/statusBadge';

const messages = defineMessages({
  ACTIVE: { id: 'workflow.visibility.active', defaultMessage: 'Active' },
  INACTIVE: { id: 'workflow.visibility.inactive', defaultMessage: 'Inactive' },
  HIDDEN: { id: 'workflow.visibility.hidden', defaultMessage: 'Hidden' },
  IN_PROGRESS: { id: 'workflow.progress.inProgress', defaultMessage: 'In progress' },
  COMPLETED: { id: 'workflow.progress.completed', defaultMessage: 'Completed' },
  ARCHIVED: { id: 'workflow.progress.archived', defaultMessage: 'Archived' },
  stepNotStarted: { id: 'workflow.step.status.notStarted', defaultMessage: 'Not started' },
  stepInProgress: { id: 'workflow.step.status.inProgress', defaultMessage: 'In progress' },
  stepDone: { id: 'workflow.step.status.done', defaultMessage: 'Done' },
});

export type WorkflowVisibility = 'ACTIVE' | 'INACTIVE' | 'HIDDEN';
export type WorkflowProgress = 'IN_PROGRESS' | 'COMPLETED' | 'ARCHIVED';
export type WorkflowStepStatus = 'NOT_STARTED' | 'IN_PROGRESS' | 'DONE';

export interface Labelled<V extends string> {
  value: V;
  label: MessageDescriptor;
  /** Mantine colour of its badge (and of a step's box). */
  /** Spec §9: the badge's tone; `color` is the tone's colour. */
  tone: StatusTone;
  color: string;
}

/** Spec §4 visibility: active 1, inactive 2, hidden 3 (staff see active templates only). */
export const workflowVisibilities: readonly Labelled<WorkflowVisibility>[] = [
  { value: 'ACTIVE', label: messages.ACTIVE, ...toned('success') },
  { value: 'INACTIVE', label: messages.INACTIVE, ...toned('warning') },
  { value: 'HIDDEN', label: messages.HIDDEN, ...toned('default') },
];

/** Spec §4 progress: in progress 1, completed 2, archived 3. */
export const workflowProgresses: readonly Labelled<WorkflowProgress>[] = [
  { value: 'IN_PROGRESS', label: messages.IN_PROGRESS, ...toned('primary') },
  { value: 'COMPLETED', label: messages.COMPLETED, ...toned('success') },
  { value: 'ARCHIVED', label: messages.ARCHIVED, ...toned('default') },
];

/** A step's status: not started 1, in progress 2, done 3. */
export const workflowStepStatuses: readonly Labelled<WorkflowStepStatus>[] = [
  { value: 'NOT_STARTED', label: messages.stepNotStarted, ...toned('default') },
  { value: 'IN_PROGRESS', label: messages.stepInProgress, ...toned('primary') },
  { value: 'DONE', label: messages.stepDone, ...toned('success') },
];

/** The entry for a value (a value the client does not know yet falls back to the first). */
export function labelled<V extends string>(list: readonly Labelled<V>[], value: string): Labelled<V> {
  return list.find((entry) => entry.value === value) ?? list[0];
}

/** A multi-select's options for the values of a list, each with its label. */
export function labelledOptions<V extends string>(intl: IntlShape, list: readonly Labelled<V>[]): { value: V; label: string }[] {
  return list.map((entry) => ({ value: entry.value, label: intl.formatMessage(entry.label) }));
}

/** The picked values that belong to the list, in its order (a multi-select gives plain strings). */
export function pickedIn<V extends string>(list: readonly Labelled<V>[], picked: readonly string[]): V[] {
  return list.map((entry) => entry.value).filter((value) => picked.includes(value));
}

export function isWorkflowVisibility(value: string): value is WorkflowVisibility {
  return workflowVisibilities.some((entry) => entry.value === value);
}

export function isWorkflowProgress(value: string): value is WorkflowProgress {
  return workflowProgresses.some((entry) => entry.value === value);
}
