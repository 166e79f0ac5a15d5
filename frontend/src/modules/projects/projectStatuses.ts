import { defineMessages, type MessageDescriptor } from 'react-intl';
import { toned, type StatusTone } from '@/modules/ui/statusBadge';

const messages = defineMessages({
  planning: { id: 'project.status.planning', defaultMessage: 'Planning' },
  active: { id: 'project.status.active', defaultMessage: 'Active' },
  canceled: { id: 'project.status.canceled', defaultMessage: 'Canceled' },
  archived: { id: 'project.status.archived', defaultMessage: 'Archived' },
  unknown: { id: 'project.status.unknown', defaultMessage: 'Unknown' },
});

export interface ProjectStatus {
  id: number;
  label: MessageDescriptor;
  /** Badge colour. */
  /** Spec §9: the badge's tone; `color` is the tone's colour. */
  tone: StatusTone;
  color: string;
}

/** Project statuses (spec §4): planning 1, active 2, canceled 3, archived 4. */
export const projectStatuses: readonly ProjectStatus[] = [
  { id: 1, label: messages.planning, ...toned('primary') },
  { id: 2, label: messages.active, ...toned('success') },
  { id: 3, label: messages.canceled, ...toned('danger') },
  { id: 4, label: messages.archived, ...toned('default') },
];

export function projectStatus(id: number): ProjectStatus {
  return projectStatuses.find((status) => status.id === id) ?? { id, label: messages.unknown, ...toned('default') };
}
