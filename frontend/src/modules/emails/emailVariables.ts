import { defineMessages, type MessageDescriptor } from 'react-intl';

const messages = defineMessages({
  recipientName: { id: 'email.variable.recipientName', defaultMessage: "The recipient's name" },
  organizationName: { id: 'email.variable.organizationName', defaultMessage: "The recipient's organization" },
  senderName: { id: 'email.variable.senderName', defaultMessage: "The sender's name" },
  unsubscribeUrl: { id: 'email.variable.unsubscribeUrl', defaultMessage: 'The link to unsubscribe' },
});

export interface EmailVariable {
  /** What is inserted into the HTML: `{{recipient_name}}`. */
  token: string;
  description: MessageDescriptor;
}

/** The placeholders the server fills in per recipient (and `emailPreview` with sample data). */
export const emailVariables: readonly EmailVariable[] = [
  { token: '{{recipient_name}}', description: messages.recipientName },
  { token: '{{organization_name}}', description: messages.organizationName },
  { token: '{{sender_name}}', description: messages.senderName },
  { token: '{{unsubscribe_url}}', description: messages.unsubscribeUrl },
];

/** The text with `token` in place of the selection [start, end), and where the caret goes after it. */
export function insertAt(text: string, start: number, end: number, token: string): { text: string; caret: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { text: text.slice(0, from) + token + text.slice(to), caret: from + token.length };
}
