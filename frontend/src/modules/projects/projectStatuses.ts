import { defineMessages } from 'react-intl';
import { toned } from '@/modules/ui/statusBadge';
import { statusFinder, type TonedStatus } from '@/modules/ui/statusTable';

const messages = defineMessages({
  planning: { id: 'project.status.planning', defaultMessage: 'Planning' },
  active: { id: 'project.status.active', defaultMessage: 'Active' },
  canceled: { id: 'project.status.canceled', defaultMessage: 'Canceled' },
  archived: { id: 'project.status.archived', defaultMessage: 'Archived' },
  unknown: { id: 'project.status.unknown', defaultMessage: 'Unknown' },
});

/** Project statuses (spec §4): planning 1, active 2, canceled 3, archived 4. */
export const projectStatuses: readonly TonedStatus[] = [
  { id: 1, label: messages.planning, ...toned('primary') },
  { id: 2, label: messages.active, ...toned('success') },
  { id: 3, label: messages.canceled, ...toned('danger') },
  { id: 4, label: messages.archived, ...toned('default') },
];

export const projectStatus = statusFinder(projectStatuses, messages.unknown);
