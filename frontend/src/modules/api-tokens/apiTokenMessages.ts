import { defineMessage, defineMessages } from 'react-intl';

/** The words of "API tokens" (issue 34 §3), shared by its list, row and dialogs. */
export const apiTokenMessages = defineMessages({
  title: { id: 'apiTokens.title', defaultMessage: 'API tokens' },
  intro: {
    id: 'apiTokens.intro',
    defaultMessage:
      'A token lets a script or an integration use Staffhub as you: send it as “Authorization: Bearer …” to /graphql. A read token can only read; a read-write token can do what you can, except manage tokens. Revoke a token you no longer use.',
  },
  create: { id: 'apiTokens.create', defaultMessage: 'New token' },
  name: { id: 'apiTokens.name', defaultMessage: 'Name' },
  nameHint: { id: 'apiTokens.nameHint', defaultMessage: 'What it is for, e.g. “Nightly report”.' },
  scope: { id: 'apiTokens.scope', defaultMessage: 'Scope' },
  read: { id: 'apiTokens.scope.read', defaultMessage: 'Read' },
  readWrite: { id: 'apiTokens.scope.readWrite', defaultMessage: 'Read and write' },
  expires: { id: 'apiTokens.expires', defaultMessage: 'Expires' },
  expiresHint: { id: 'apiTokens.expiresHint', defaultMessage: 'It works through this day; at most a year from today.' },
  createdAt: { id: 'apiTokens.createdAt', defaultMessage: 'Created' },
  lastUsed: { id: 'apiTokens.lastUsed', defaultMessage: 'Last used' },
  never: { id: 'apiTokens.never', defaultMessage: 'Never' },
  status: { id: 'apiTokens.status', defaultMessage: 'Status' },
  active: { id: 'apiTokens.status.active', defaultMessage: 'Active' },
  expired: { id: 'apiTokens.status.expired', defaultMessage: 'Expired' },
  revoked: { id: 'apiTokens.status.revoked', defaultMessage: 'Revoked' },
  actions: { id: 'apiTokens.actions', defaultMessage: 'Actions' },
  revoke: { id: 'apiTokens.revoke', defaultMessage: 'Revoke' },
  revokeTitle: { id: 'apiTokens.revokeTitle', defaultMessage: 'Revoke this token?' },
  revokeBody: defineMessage<{ name: string }>({
    id: 'apiTokens.revokeBody',
    defaultMessage: 'Scripts using “{name}” stop working at once. This cannot be undone.',
  }),
  empty: { id: 'apiTokens.empty', defaultMessage: 'No tokens yet. Create one for a script or an integration.' },
  secretTitle: { id: 'apiTokens.secretTitle', defaultMessage: 'Copy your new token' },
  secretBody: {
    id: 'apiTokens.secretBody',
    defaultMessage: 'This is the only time the token is shown. Copy it now and keep it somewhere safe: Staffhub keeps only a fingerprint of it.',
  },
  copy: { id: 'apiTokens.copy', defaultMessage: 'Copy' },
  copied: { id: 'apiTokens.copied', defaultMessage: 'Copied' },
  done: { id: 'apiTokens.done', defaultMessage: 'I have copied it' },
  startsWith: { id: 'apiTokens.startsWith', defaultMessage: 'Starts with' },
  prefix: defineMessage<{ prefix: string }>({ id: 'apiTokens.prefix', defaultMessage: '{prefix}…' }),
});
