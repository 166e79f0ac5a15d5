import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import { formatDateTime } from '@/modules/ui/formatDate';

const messages = defineMessages({
  none: { id: 'history.value.none', defaultMessage: '(none)' },
  yes: { id: 'history.value.yes', defaultMessage: 'Yes' },
  no: { id: 'history.value.no', defaultMessage: 'No' },
  name: { id: 'history.field.name', defaultMessage: 'Name' },
  email: { id: 'history.field.email', defaultMessage: 'Email' },
  roleIds: { id: 'history.field.roleIds', defaultMessage: 'Roles' },
  avatarUrl: { id: 'history.field.avatarUrl', defaultMessage: 'Avatar' },
  active: { id: 'history.field.active', defaultMessage: 'Active' },
  title: { id: 'history.field.title', defaultMessage: 'Title' },
  description: { id: 'history.field.description', defaultMessage: 'Description' },
  statusId: { id: 'history.field.statusId', defaultMessage: 'Status' },
  priorityId: { id: 'history.field.priorityId', defaultMessage: 'Priority' },
  assigneeId: { id: 'history.field.assigneeId', defaultMessage: 'Assignee' },
  dueDate: { id: 'history.field.dueDate', defaultMessage: 'Due date' },
  createdBy: { id: 'history.field.createdBy', defaultMessage: 'Created by' },
  registeredAt: { id: 'history.field.registeredAt', defaultMessage: 'Registered' },
  roleCategoryId: { id: 'history.field.roleCategoryId', defaultMessage: 'Role category' },
  color: { id: 'history.field.color', defaultMessage: 'Colour' },
  content: { id: 'history.field.content', defaultMessage: 'Content' },
  position: { id: 'history.field.position', defaultMessage: 'Position' },
  parentId: { id: 'history.field.parentId', defaultMessage: 'Parent directory' },
  kind: { id: 'history.field.kind', defaultMessage: 'Kind' },
  tree: { id: 'history.field.tree', defaultMessage: 'Tree' },
  requirementIds: { id: 'history.field.requirementIds', defaultMessage: 'Requirements' },
  applicationId: { id: 'history.field.applicationId', defaultMessage: 'Application' },
  projectId: { id: 'history.field.projectId', defaultMessage: 'Project' },
  subject: { id: 'history.field.subject', defaultMessage: 'Subject' },
  html: { id: 'history.field.html', defaultMessage: 'HTML body' },
  authorId: { id: 'history.field.authorId', defaultMessage: 'Author' },
  audience: { id: 'history.field.audience', defaultMessage: 'Recipients' },
  scheduledSendTime: { id: 'history.field.scheduledSendTime', defaultMessage: 'Send time' },
  scheduledAt: { id: 'history.field.scheduledAt', defaultMessage: 'Scheduled for' },
  recipientCount: { id: 'history.field.recipientCount', defaultMessage: 'Recipients' },
  skippedCount: { id: 'history.field.skippedCount', defaultMessage: 'Skipped' },
  jobId: { id: 'history.field.jobId', defaultMessage: 'Email job' },
  accepted: { id: 'history.field.accepted', defaultMessage: 'Accepted' },
  permanentlyFailed: { id: 'history.field.permanentlyFailed', defaultMessage: 'Failed permanently' },
  attempts: { id: 'history.field.attempts', defaultMessage: 'Attempts' },
  delivered: { id: 'history.field.delivered', defaultMessage: 'Delivered' },
  unsubscribed: { id: 'history.field.unsubscribed', defaultMessage: 'Unsubscribed' },
  complained: { id: 'history.field.complained', defaultMessage: 'Complained' },
  opens: { id: 'history.field.opens', defaultMessage: 'Opens' },
  clicks: { id: 'history.field.clicks', defaultMessage: 'Clicks' },
  instruction: { id: 'history.field.instruction', defaultMessage: 'Instruction' },
  roleId: { id: 'history.field.roleId', defaultMessage: 'Role' },
  emotionalLevel: { id: 'history.field.emotionalLevel', defaultMessage: 'Emotional level' },
  defaultModelId: { id: 'history.field.defaultModelId', defaultMessage: 'Default AI model' },
  defaultToolKeys: { id: 'history.field.defaultToolKeys', defaultMessage: 'Default tools' },
  documentIds: { id: 'history.field.documentIds', defaultMessage: 'Documents' },
  tagIds: { id: 'history.field.tagIds', defaultMessage: 'Tags' },
  archived: { id: 'history.field.archived', defaultMessage: 'Archived' },
  provider: { id: 'history.field.provider', defaultMessage: 'Provider' },
  modelName: { id: 'history.field.modelName', defaultMessage: 'Model name' },
  displayName: { id: 'history.field.displayName', defaultMessage: 'Display name' },
  maxTokens: { id: 'history.field.maxTokens', defaultMessage: 'Max tokens' },
  toolKeys: { id: 'history.field.toolKeys', defaultMessage: 'Tools' },
  enabled: { id: 'history.field.enabled', defaultMessage: 'Enabled' },
});

const fieldLabels: Readonly<Record<string, MessageDescriptor>> = {
  name: messages.name,
  email: messages.email,
  roleIds: messages.roleIds,
  avatarUrl: messages.avatarUrl,
  active: messages.active,
  title: messages.title,
  description: messages.description,
  statusId: messages.statusId,
  status: messages.statusId,
  priorityId: messages.priorityId,
  priority: messages.priorityId,
  assigneeId: messages.assigneeId,
  dueDate: messages.dueDate,
  createdBy: messages.createdBy,
  createdById: messages.createdBy,
  registeredAt: messages.registeredAt,
  roleCategoryId: messages.roleCategoryId,
  color: messages.color,
  content: messages.content,
  position: messages.position,
  parentId: messages.parentId,
  kind: messages.kind,
  tree: messages.tree,
  requirementIds: messages.requirementIds,
  applicationId: messages.applicationId,
  projectId: messages.projectId,
  subject: messages.subject,
  html: messages.html,
  authorId: messages.authorId,
  audience: messages.audience,
  scheduledSendTime: messages.scheduledSendTime,
  scheduledAt: messages.scheduledAt,
  recipientCount: messages.recipientCount,
  skippedCount: messages.skippedCount,
  jobId: messages.jobId,
  accepted: messages.accepted,
  permanentlyFailed: messages.permanentlyFailed,
  attempts: messages.attempts,
  delivered: messages.delivered,
  unsubscribed: messages.unsubscribed,
  complained: messages.complained,
  opens: messages.opens,
  clicks: messages.clicks,
  instruction: messages.instruction,
  roleId: messages.roleId,
  emotionalLevel: messages.emotionalLevel,
  defaultModelId: messages.defaultModelId,
  defaultAiModelId: messages.defaultModelId,
  defaultToolKeys: messages.defaultToolKeys,
  defaultAiToolIds: messages.defaultToolKeys,
  documentIds: messages.documentIds,
  tagIds: messages.tagIds,
  archived: messages.archived,
  provider: messages.provider,
  modelName: messages.modelName,
  displayName: messages.displayName,
  maxTokens: messages.maxTokens,
  toolKeys: messages.toolKeys,
  toolIds: messages.toolKeys,
  enabled: messages.enabled,
};

/**
 * A per-entity hook for values only the page can name (status ids, role ids…): return the text,
 * or undefined for the generic formatting. `field` is camelCase.
 */
export type ValueFormatter = (field: string, value: unknown) => string | undefined;

const maxLength = 80;

/** `role_ids` and `roleIds` both read as `roleIds`. */
export function normalizeField(field: string): string {
  return field.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/** The translated name of a recorded field (the raw name when it is not known). */
export function fieldLabel(intl: IntlShape, field: string): string {
  const key = normalizeField(field);
  const label = fieldLabels[key];
  return label ? intl.formatMessage(label) : key;
}

function shorten(text: string): string {
  const chars = [...text];
  return chars.length > maxLength ? `${chars.slice(0, maxLength - 1).join('')}…` : text;
}

/** A JSON value as readable text: no quotes or brackets, lists joined, booleans as Yes/No. */
export function formatValue(
  intl: IntlShape,
  field: string,
  value: unknown,
  custom?: ValueFormatter,
  options: { whole?: boolean } = {},
): string {
  const truncate = options.whole ? (text: string) => text : shorten;
  const key = normalizeField(field);
  const own = custom?.(key, value);
  if (own !== undefined) return own;
  if (value === null || value === undefined || value === '') return intl.formatMessage(messages.none);
  if (Array.isArray(value)) {
    if (value.length === 0) return intl.formatMessage(messages.none);
    const single = key.endsWith('Ids') ? `${key.slice(0, -3)}Id` : key;
    return truncate(value.map((item) => formatValue(intl, single, item, custom, options)).join(', '));
  }
  if (typeof value === 'boolean') return intl.formatMessage(value ? messages.yes : messages.no);
  if (typeof value === 'number') return intl.formatNumber(value);
  if (typeof value === 'string') {
    if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && !Number.isNaN(Date.parse(value))) {
      return formatDateTime(intl, value);
    }
    return options.whole ? value : truncate(value.replace(/\s+/g, ' ').trim());
  }
  if (typeof value === 'object') {
    const parts = Object.entries(value as Record<string, unknown>).map(
      ([name, inner]) => `${fieldLabel(intl, name)}: ${formatValue(intl, name, inner, custom, options)}`,
    );
    return truncate(parts.join('; '));
  }
  return truncate(String(value));
}

export interface ReadableChange {
  field: string;
  from: string;
  to: string;
}

/** One recorded field change as label and old/new text. */
export function formatChange(
  intl: IntlShape,
  change: { field: string; oldValue: unknown; newValue: unknown },
  custom?: ValueFormatter,
): ReadableChange {
  return {
    field: fieldLabel(intl, change.field),
    from: formatValue(intl, change.field, change.oldValue, custom),
    to: formatValue(intl, change.field, change.newValue, custom),
  };
}

/** Fields never shown as a change (the entity's own id, set once on creation). */
const hiddenFields = new Set(['id']);

/** An event's changes as readable text, leaving out hidden fields and changes that read the same. */
export function readableChanges(
  intl: IntlShape,
  changes: readonly { field: string; oldValue: unknown; newValue: unknown }[],
  custom?: ValueFormatter,
): (ReadableChange & { key: string })[] {
  return changes
    .filter((change) => !hiddenFields.has(normalizeField(change.field)))
    .map((change) => ({ key: change.field, ...formatChange(intl, change, custom) }))
    .filter((change) => change.from !== change.to);
}
