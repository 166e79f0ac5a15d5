import { defineMessages } from 'react-intl';
import { toned } from '@/modules/ui/statusBadge';
import type { TonedStatus } from '@/modules/ui/statusTable';

const messages = defineMessages({
  draft: { id: 'application.status.draft', defaultMessage: 'Draft' },
  active: { id: 'application.status.active', defaultMessage: 'Active' },
  pending: { id: 'application.status.pending', defaultMessage: 'Pending' },
  archived: { id: 'application.status.archived', defaultMessage: 'Archived' },
  notStarted: { id: 'application.node.status.notStarted', defaultMessage: 'Not started' },
  processing: { id: 'application.node.status.processing', defaultMessage: 'Processing' },
  closed: { id: 'application.node.status.closed', defaultMessage: 'Closed' },
  completed: { id: 'application.node.status.completed', defaultMessage: 'Completed' },
  unknown: { id: 'application.status.unknown', defaultMessage: 'Unknown' },
});

export interface StatusOption extends TonedStatus {
  /** The status as the server's history states spell it (`not_started`). */
  key: string;
}

/** Application statuses (spec §4): draft 1 (primary), active 2 (success), pending 3 (warning), archived 4 (default). */
export const applicationStatuses: readonly StatusOption[] = [
  { id: 1, key: 'draft', label: messages.draft, ...toned('primary') },
  { id: 2, key: 'active', label: messages.active, ...toned('success') },
  { id: 3, key: 'pending', label: messages.pending, ...toned('warning') },
  { id: 4, key: 'archived', label: messages.archived, ...toned('default') },
];

/** Page or requirement statuses (spec §4): not started 1 (default), processing 2 (primary), closed 3 (danger), completed 4 (success). */
export const nodeStatuses: readonly StatusOption[] = [
  { id: 1, key: 'not_started', label: messages.notStarted, ...toned('default') },
  { id: 2, key: 'processing', label: messages.processing, ...toned('primary') },
  { id: 3, key: 'closed', label: messages.closed, ...toned('danger') },
  { id: 4, key: 'completed', label: messages.completed, ...toned('success') },
];

function find(list: readonly StatusOption[], id: number | string): StatusOption {
  const found = list.find((status) => status.id === id || status.key === id);
  return found ?? { id: Number(id) || 0, key: String(id), label: messages.unknown, ...toned('default') };
}

export function applicationStatus(id: number | string): StatusOption {
  return find(applicationStatuses, id);
}

export function nodeStatus(id: number | string): StatusOption {
  return find(nodeStatuses, id);
}
