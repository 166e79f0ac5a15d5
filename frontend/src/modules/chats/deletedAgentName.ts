import { defineMessages, type IntlShape } from 'react-intl';

const messages = defineMessages({
  deleted: { id: 'trash.reference.deleted', defaultMessage: '(deleted)' },
});

/**
 * How a line that names an agent in passing (a chat in the list, an answer's author) names one in
 * the trash (issue 35): its name, when the reader sees its trash entry, then "(deleted)", as
 * `trash/DeletedReference` reads it (that one links the entry; these lines are links or labels
 * themselves). Undefined when the agent is not deleted.
 */
export function deletedAgentName(intl: IntlShape, reference: { readonly entry: { readonly title: string } | null | undefined } | null | undefined): string | undefined {
  if (!reference) return undefined;
  const deleted = intl.formatMessage(messages.deleted);
  return reference.entry ? `${reference.entry.title} ${deleted}` : deleted;
}
