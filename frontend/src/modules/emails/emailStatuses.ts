import { defineMessages, type MessageDescriptor } from 'react-intl';
import { toned, type StatusTone } from '@/modules/ui/statusBadge';

const messages = defineMessages({
  draft: { id: 'email.status.draft', defaultMessage: 'Draft' },
  scheduled: { id: 'email.job.status.scheduled', defaultMessage: 'Scheduled' },
  queued: { id: 'email.job.status.queued', defaultMessage: 'Queued' },
  completed: { id: 'email.job.status.completed', defaultMessage: 'Completed' },
  templateActive: { id: 'email.status.active', defaultMessage: 'Active' },
  accepted: { id: 'email.event.type.accepted', defaultMessage: 'Accepted' },
  clicked: { id: 'email.event.type.clicked', defaultMessage: 'Clicked' },
  opened: { id: 'email.event.type.opened', defaultMessage: 'Opened' },
  delivered: { id: 'email.event.type.delivered', defaultMessage: 'Delivered' },
  unsubscribed: { id: 'email.event.type.unsubscribed', defaultMessage: 'Unsubscribed' },
  permanentFail: { id: 'email.event.type.permanentFail', defaultMessage: 'Permanent failure' },
  temporaryFail: { id: 'email.event.type.temporaryFail', defaultMessage: 'Temporary failure' },
  complained: { id: 'email.event.type.complained', defaultMessage: 'Complaint' },
  pending: { id: 'email.delivery.status.pending', defaultMessage: 'Pending' },
  failed: { id: 'email.delivery.status.failed', defaultMessage: 'Failed' },
  skipped: { id: 'email.delivery.status.skipped', defaultMessage: 'Skipped' },
  skipUnsubscribed: { id: 'email.delivery.skip.unsubscribed', defaultMessage: 'Unsubscribed earlier' },
  skipComplained: { id: 'email.delivery.skip.complained', defaultMessage: 'Complained earlier' },
  skipPermanentFail: { id: 'email.delivery.skip.permanentFail', defaultMessage: 'Failed permanently earlier' },
  unknown: { id: 'email.status.unknown', defaultMessage: 'Unknown' },
});


/** One value of a GraphQL enum with its spec id (where it has one), label and badge colour. */
export interface EnumOption<V extends string> {
  value: V;
  /** The spec's numeric id (§4), 0 where the spec names none. */
  id: number;
  /** How the server's history states spell it (`permanent_fail`). */
  key: string;
  label: MessageDescriptor;
  /** Spec §9: the badge's tone; `color` is the tone's colour. */
  tone: StatusTone;
  color: string;
}

export type EmailJobStatusValue = 'SCHEDULED' | 'QUEUED' | 'COMPLETED' | 'DRAFT';
export type EmailTemplateStatusValue = 'DRAFT' | 'ACTIVE';
export type EmailEventTypeValue = 'ACCEPTED' | 'CLICKED' | 'OPENED' | 'DELIVERED' | 'UNSUBSCRIBED' | 'PERMANENT_FAIL' | 'TEMPORARY_FAIL' | 'COMPLAINED';
export type EmailDeliveryStatusValue = 'PENDING' | 'ACCEPTED' | 'FAILED' | 'SKIPPED';

/** Email send job statuses (spec §4), in the order a job goes through them: draft 6, scheduled 1, queued 2, completed 4. */
export const emailJobStatuses: readonly EnumOption<EmailJobStatusValue>[] = [
  { value: 'DRAFT', id: 6, key: 'draft', label: messages.draft, ...toned('default') },
  { value: 'SCHEDULED', id: 1, key: 'scheduled', label: messages.scheduled, ...toned('primary') },
  { value: 'QUEUED', id: 2, key: 'queued', label: messages.queued, ...toned('warning') },
  { value: 'COMPLETED', id: 4, key: 'completed', label: messages.completed, ...toned('success') },
];

/** Template statuses: only an active template can be used by a job ('Template is not active'). */
export const emailTemplateStatuses: readonly EnumOption<EmailTemplateStatusValue>[] = [
  { value: 'DRAFT', id: 1, key: 'draft', label: messages.draft, ...toned('default') },
  { value: 'ACTIVE', id: 2, key: 'active', label: messages.templateActive, ...toned('success') },
];

/** Delivery event types (spec §4): accepted 1, clicked 2, opened 3, delivered 4, unsubscribed 5, permanent fail 6, temporary fail 7, complained 8. */
export const emailEventTypes: readonly EnumOption<EmailEventTypeValue>[] = [
  { value: 'ACCEPTED', id: 1, key: 'accepted', label: messages.accepted, ...toned('primary') },
  { value: 'DELIVERED', id: 4, key: 'delivered', label: messages.delivered, ...toned('success') },
  { value: 'OPENED', id: 3, key: 'opened', label: messages.opened, ...toned('success') },
  { value: 'CLICKED', id: 2, key: 'clicked', label: messages.clicked, ...toned('success') },
  { value: 'UNSUBSCRIBED', id: 5, key: 'unsubscribed', label: messages.unsubscribed, ...toned('warning') },
  { value: 'PERMANENT_FAIL', id: 6, key: 'permanent_fail', label: messages.permanentFail, ...toned('danger') },
  { value: 'TEMPORARY_FAIL', id: 7, key: 'temporary_fail', label: messages.temporaryFail, ...toned('warning') },
  { value: 'COMPLAINED', id: 8, key: 'complained', label: messages.complained, ...toned('danger') },
];

/** A recipient's outcome in a job. */
export const emailDeliveryStatuses: readonly EnumOption<EmailDeliveryStatusValue>[] = [
  { value: 'PENDING', id: 0, key: 'pending', label: messages.pending, ...toned('default') },
  { value: 'ACCEPTED', id: 0, key: 'accepted', label: messages.accepted, ...toned('success') },
  { value: 'FAILED', id: 0, key: 'failed', label: messages.failed, ...toned('danger') },
  { value: 'SKIPPED', id: 0, key: 'skipped', label: messages.skipped, ...toned('warning') },
];

/** Why a recipient was skipped (`EmailDelivery.skipReason`). */
const skipReasons: Readonly<Record<string, MessageDescriptor>> = {
  unsubscribed: messages.skipUnsubscribed,
  complained: messages.skipComplained,
  permanent_fail: messages.skipPermanentFail,
};

/** Finds an option by its enum value, spec id or history key; an unknown one reads "Unknown". */
function find<V extends string>(list: readonly EnumOption<V>[], value: string | number): EnumOption<V> {
  const found = list.find((option) => option.value === value || option.key === value || (option.id !== 0 && option.id === value));
  return found ?? { value: String(value) as V, id: typeof value === 'number' ? value : 0, key: String(value), label: messages.unknown, ...toned('default') };
}

export function emailJobStatus(value: string | number): EnumOption<EmailJobStatusValue> {
  return find(emailJobStatuses, value);
}

export function emailTemplateStatus(value: string | number): EnumOption<EmailTemplateStatusValue> {
  return find(emailTemplateStatuses, value);
}

export function emailEventType(value: string | number): EnumOption<EmailEventTypeValue> {
  return find(emailEventTypes, value);
}

export function emailDeliveryStatus(value: string): EnumOption<EmailDeliveryStatusValue> {
  return find(emailDeliveryStatuses, value);
}

/** The translated reason a recipient was skipped, or null when the server named none this client knows. */
export function skipReasonLabel(reason: string | null | undefined): MessageDescriptor | null {
  return reason ? (skipReasons[reason] ?? null) : null;
}
