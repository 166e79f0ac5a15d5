import { defineMessages, type IntlShape } from 'react-intl';
import { ClientError } from '@/modules/relay/ClientError';
import { errorMessage } from '@/modules/relay/errorMessages';

const messages = defineMessages({
  nameRequired: { id: 'tag.validation.nameRequired', defaultMessage: 'Enter a name.' },
  nameTooLong: { id: 'tag.validation.nameTooLong', defaultMessage: 'Use at most 50 characters.' },
});

export const tagNameMaxLength = 50;

export interface TagFormErrors {
  name?: string;
  color?: string;
  form?: string;
}

/** Client-side check before sending (the server checks the same). */
export function validateTagName(intl: IntlShape, name: string): TagFormErrors {
  const trimmed = name.trim();
  if (!trimmed) return { name: intl.formatMessage(messages.nameRequired) };
  if ([...trimmed].length > tagNameMaxLength) return { name: intl.formatMessage(messages.nameTooLong) };
  return {};
}

/** A server error placed beside its field ('Name already exists' on the name). */
export function tagFormErrors(intl: IntlShape, error: unknown): TagFormErrors {
  const message = errorMessage(intl, error);
  const field = error instanceof ClientError ? error.field?.replace(/^input\./, '') : null;
  if (field === 'name') return { name: message };
  if (field === 'color') return { color: message };
  return { form: message };
}
