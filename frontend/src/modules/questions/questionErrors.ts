import type { IntlShape } from 'react-intl';
import { ClientError } from '@/modules/relay/ClientError';
import { errorMessage } from '@/modules/relay/errorMessages';

export type QuestionField = 'title' | 'body' | 'answer' | 'organizationId';

/**
 * A server error placed under the field it names (`extensions.field`), else for the whole form.
 * The server's messages arrive in the user's language (issue 13), so they are shown as sent.
 */
export function questionFormErrors(intl: IntlShape, error: unknown): Partial<Record<QuestionField | 'form', string>> {
  const message = errorMessage(intl, error);
  const field = error instanceof ClientError ? error.field?.replace(/^input\./, '') : null;
  if (field === 'title' || field === 'body' || field === 'answer' || field === 'organizationId') return { [field]: message };
  return { form: message };
}
