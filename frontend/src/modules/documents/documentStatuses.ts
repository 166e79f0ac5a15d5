import { defineMessages, type MessageDescriptor } from 'react-intl';
import { toned, type StatusTone } from '@/modules/ui/statusBadge';

const messages = defineMessages({
  active: { id: 'document.status.active', defaultMessage: 'Active' },
  archived: { id: 'document.status.archived', defaultMessage: 'Archived' },
  draft: { id: 'document.status.draft', defaultMessage: 'Draft' },
  unknown: { id: 'document.status.unknown', defaultMessage: 'Unknown' },
});

export interface DocumentStatus {
  id: number;
  label: MessageDescriptor;
  /** Badge colour. */
  /** Spec §9: the badge's tone; `color` is the tone's colour. */
  tone: StatusTone;
  color: string;
}

export const activeStatusId = 1;
export const archivedStatusId = 2;
export const draftStatusId = 3;

/** Document statuses (spec §4): active 1, archived 2, draft 3. */
export const documentStatuses: readonly DocumentStatus[] = [
  { id: activeStatusId, label: messages.active, ...toned('success') },
  { id: draftStatusId, label: messages.draft, ...toned('warning') },
  { id: archivedStatusId, label: messages.archived, ...toned('default') },
];

export function documentStatus(id: number): DocumentStatus {
  return documentStatuses.find((status) => status.id === id) ?? { id, label: messages.unknown, ...toned('default') };
}
