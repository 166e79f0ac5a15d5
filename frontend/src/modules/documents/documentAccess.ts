import { defineMessages, type MessageDescriptor } from 'react-intl';

const messages = defineMessages({
  read: { id: 'document.access.read', defaultMessage: 'Read' },
  edit: { id: 'document.access.edit', defaultMessage: 'Edit' },
});

export const readAccessId = 1;
export const editAccessId = 2;

/** A role's access to documents: read 1, edit 2 (edit implies read). */
export const documentAccessLevels: readonly { id: number; label: MessageDescriptor }[] = [
  { id: readAccessId, label: messages.read },
  { id: editAccessId, label: messages.edit },
];

export function accessLabel(accessId: number): MessageDescriptor {
  return accessId === editAccessId ? messages.edit : messages.read;
}
