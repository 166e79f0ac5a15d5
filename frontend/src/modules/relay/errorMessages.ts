import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import { ClientError } from './ClientError';
import { clientCodes } from './clientCodes';

const messages = defineMessages({
  unknown: { id: 'error.client.unknown', defaultMessage: 'An unknown error occurred.' },
  invalidVariables: { id: 'error.client.invalidVariables', defaultMessage: 'The request contained invalid values.' },
  network: {
    id: 'error.client.network',
    defaultMessage: 'Could not reach the server. Check your connection and try again.',
  },
  invalidJson: { id: 'error.client.invalidJson', defaultMessage: 'The server sent a response that could not be read.' },
  unauthenticated: { id: 'error.server.unauthenticated', defaultMessage: 'Your session has ended. Please sign in again.' },
  unauthorized: { id: 'error.server.unauthorized', defaultMessage: 'You are not allowed to do this.' },
  deniedSchemaPermission: { id: 'error.server.deniedSchemaPermission', defaultMessage: 'Permission denied.' },
  cannotSubscribe: { id: 'error.server.cannotSubscribe', defaultMessage: 'Cannot subscribe to this resource.' },
  invalidLimit: { id: 'error.server.invalidLimit', defaultMessage: 'Invalid limit' },
});

/** Known codes and the translated text shown for them (client codes and fixed server codes). */
export const knownErrorMessages: Readonly<Record<string, MessageDescriptor>> = {
  [clientCodes.unknown]: messages.unknown,
  [clientCodes.invalidVariables]: messages.invalidVariables,
  [clientCodes.network]: messages.network,
  [clientCodes.invalidJson]: messages.invalidJson,
  [clientCodes.unauthenticated]: messages.unauthenticated,
  '102.X000.002': messages.unauthorized,
  '102.X000.003': messages.deniedSchemaPermission,
  '102.S001.001': messages.cannotSubscribe,
  '203.X000.002': messages.invalidLimit,
};

/** The text to show for an error: a known code's translation, else the server's (translated) message. */
export function errorMessage(intl: IntlShape, error: unknown): string {
  if (error instanceof ClientError) {
    const known = knownErrorMessages[error.code];
    if (known) return intl.formatMessage(known);
    if (error.message) return error.message;
    return intl.formatMessage(messages.unknown);
  }
  if (error instanceof Error && error.message) return error.message;
  return intl.formatMessage(messages.unknown);
}
