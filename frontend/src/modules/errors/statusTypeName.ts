import { defineMessages, type MessageDescriptor } from 'react-intl';

const messages = defineMessages({
  badRequest: { id: 'error.type.400', defaultMessage: 'Bad Request' },
  forbidden: { id: 'error.type.403', defaultMessage: 'Forbidden' },
  notFound: { id: 'error.type.404', defaultMessage: 'Not Found' },
  internal: { id: 'error.type.500', defaultMessage: 'Internal Server Error' },
  badGateway: { id: 'error.type.502', defaultMessage: 'Bad Gateway' },
  unavailable: { id: 'error.type.503', defaultMessage: 'Service Unavailable' },
  unknown: { id: 'error.type.unknown', defaultMessage: 'Unknown Error' },
});

/** The type name shown beside a status code on the error screen. */
export function statusTypeName(status: number): MessageDescriptor {
  switch (status) {
    case 400:
      return messages.badRequest;
    case 403:
      return messages.forbidden;
    case 404:
      return messages.notFound;
    case 500:
      return messages.internal;
    case 502:
      return messages.badGateway;
    case 503:
      return messages.unavailable;
    default:
      return messages.unknown;
  }
}
