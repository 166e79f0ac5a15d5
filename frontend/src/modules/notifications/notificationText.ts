import { defineMessage, defineMessages, type IntlShape } from 'react-intl';

/** `NotificationKind`, as the contract spells it. */
export type NotificationKind =
  | 'TASK_ASSIGNED'
  | 'ISSUE_ASSIGNED'
  | 'MENTIONED'
  | 'APPROVAL_REQUESTED'
  | 'APPROVAL_APPROVED'
  | 'APPROVAL_REJECTED'
  | 'QUESTION_ANSWERED'
  | 'EMAIL_JOB_COMPLETED'
  | 'EMAIL_JOB_FAILED';

const messages = defineMessages({
  TASK_ASSIGNED: defineMessage<{ actor: string; title: string }>({ id: 'notification.kind.taskAssigned', defaultMessage: '{actor} assigned you a task: {title}' }),
  ISSUE_ASSIGNED: defineMessage<{ actor: string; title: string }>({ id: 'notification.kind.issueAssigned', defaultMessage: '{actor} assigned you an issue: {title}' }),
  MENTIONED: defineMessage<{ actor: string; title: string }>({ id: 'notification.kind.mentioned', defaultMessage: '{actor} mentioned you in {title}' }),
  APPROVAL_REQUESTED: defineMessage<{ actor: string; title: string }>({ id: 'notification.kind.approvalRequested', defaultMessage: 'Your approval is requested: {title}' }),
  APPROVAL_APPROVED: defineMessage<{ actor: string; title: string }>({ id: 'notification.kind.approvalApproved', defaultMessage: '{actor} approved your document in {title}' }),
  APPROVAL_REJECTED: defineMessage<{ actor: string; title: string }>({ id: 'notification.kind.approvalRejected', defaultMessage: '{actor} rejected your document in {title}' }),
  QUESTION_ANSWERED: defineMessage<{ actor: string; title: string }>({ id: 'notification.kind.questionAnswered', defaultMessage: 'Your question was answered: {title}' }),
  EMAIL_JOB_COMPLETED: defineMessage<{ actor: string; title: string }>({ id: 'notification.kind.emailJobCompleted', defaultMessage: 'Email job completed: {title}' }),
  EMAIL_JOB_FAILED: defineMessage<{ actor: string; title: string }>({ id: 'notification.kind.emailJobFailed', defaultMessage: 'Email job finished with failures: {title}' }),
  other: defineMessage<{ actor: string; title: string }>({ id: 'notification.kind.other', defaultMessage: 'Something changed: {title}' }),
  person: defineMessage<{ name: string }>({ id: 'notification.actor.person', defaultMessage: '{name}' }),
  system: { id: 'notification.actor.system', defaultMessage: 'System' },
});

const kinds: readonly string[] = [
  'TASK_ASSIGNED',
  'ISSUE_ASSIGNED',
  'MENTIONED',
  'APPROVAL_REQUESTED',
  'APPROVAL_APPROVED',
  'APPROVAL_REJECTED',
  'QUESTION_ANSWERED',
  'EMAIL_JOB_COMPLETED',
  'EMAIL_JOB_FAILED',
];

function isKind(kind: string): kind is NotificationKind {
  return kinds.includes(kind);
}

/** The message of a kind (a kind added to the server later reads "Something changed: …"). */
export function notificationMessage(kind: string) {
  return isKind(kind) ? messages[kind] : messages.other;
}

/**
 * The sentence a notification reads as, in the reader's language: "Aiko Sato assigned you a task:
 * Ship it" / 「佐藤 愛子 さんがあなたにタスクを割り当てました: Ship it」. A notification without an
 * actor was caused by the system ("System" / 「システム」; a person is 「… さん」 in Japanese).
 */
export function notificationSentence(intl: IntlShape, kind: string, actorName: string | null | undefined, title: string): string {
  const actor = actorName == null ? intl.formatMessage(messages.system) : intl.formatMessage(messages.person, { name: actorName });
  return intl.formatMessage(notificationMessage(kind), { actor, title });
}
