import { defineMessages, type MessageDescriptor } from 'react-intl';

const messages = defineMessages({
  recipients: { id: 'email.field.recipients', defaultMessage: 'Recipients' },
  skipped: { id: 'email.delivery.status.skipped', defaultMessage: 'Skipped' },
  pending: { id: 'email.report.pending', defaultMessage: 'Waiting to send' },
  accepted: { id: 'email.event.type.accepted', defaultMessage: 'Accepted' },
  delivered: { id: 'email.event.type.delivered', defaultMessage: 'Delivered' },
  opened: { id: 'email.event.type.opened', defaultMessage: 'Opened' },
  clicked: { id: 'email.event.type.clicked', defaultMessage: 'Clicked' },
  unsubscribed: { id: 'email.event.type.unsubscribed', defaultMessage: 'Unsubscribed' },
  complained: { id: 'email.report.complained', defaultMessage: 'Complaints' },
  permanentFailures: { id: 'email.report.permanentFailures', defaultMessage: 'Permanent failures' },
  temporaryFailures: { id: 'email.report.temporaryFailures', defaultMessage: 'Temporary failures' },
});

/** `EmailReport`'s counts (distinct recipients each). */
export interface EmailReportCounts {
  readonly recipients: number;
  readonly skipped: number;
  readonly pending: number;
  readonly accepted: number;
  readonly delivered: number;
  readonly opened: number;
  readonly clicked: number;
  readonly unsubscribed: number;
  readonly complained: number;
  readonly permanentFailures: number;
  readonly temporaryFailures: number;
}

export type EmailReportKey = keyof EmailReportCounts;

export interface EmailReportEntry {
  key: EmailReportKey;
  label: MessageDescriptor;
  /** Spec §9 colour of its bar or figure. */
  color: string;
}

/** Every count, in reading order: who was to receive it, then the funnel, then what went wrong. */
export const emailReportEntries: readonly EmailReportEntry[] = [
  { key: 'recipients', label: messages.recipients, color: 'gray' },
  { key: 'skipped', label: messages.skipped, color: 'orange' },
  { key: 'pending', label: messages.pending, color: 'gray' },
  { key: 'accepted', label: messages.accepted, color: 'blue' },
  { key: 'delivered', label: messages.delivered, color: 'teal' },
  { key: 'opened', label: messages.opened, color: 'green' },
  { key: 'clicked', label: messages.clicked, color: 'lime' },
  { key: 'unsubscribed', label: messages.unsubscribed, color: 'orange' },
  { key: 'complained', label: messages.complained, color: 'red' },
  { key: 'permanentFailures', label: messages.permanentFailures, color: 'red' },
  { key: 'temporaryFailures', label: messages.temporaryFailures, color: 'orange' },
];

/** The funnel: accepted → delivered → opened → clicked. */
export const funnelKeys: readonly EmailReportKey[] = ['accepted', 'delivered', 'opened', 'clicked'];

/** What went wrong or turned away: failures by kind, unsubscribes and complaints. */
export const problemKeys: readonly EmailReportKey[] = ['permanentFailures', 'temporaryFailures', 'unsubscribed', 'complained'];

export function reportEntry(key: EmailReportKey): EmailReportEntry {
  return emailReportEntries.find((entry) => entry.key === key) ?? { key, label: messages.recipients, color: 'gray' };
}

/** A count as a share of the accepted messages (the funnel's base), or null when nothing was accepted. */
export function shareOfAccepted(report: EmailReportCounts, key: EmailReportKey): number | null {
  return report.accepted > 0 ? report[key] / report.accepted : null;
}
