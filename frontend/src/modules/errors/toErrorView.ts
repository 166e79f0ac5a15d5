import { defineMessage, defineMessages, type IntlShape } from 'react-intl';
import { isRouteErrorResponse } from 'react-router';
import { ClientError } from '@/modules/relay/ClientError';
import { clientCodes } from '@/modules/relay/clientCodes';
import { errorMessage } from '@/modules/relay/errorMessages';
import { errorArea } from './errorArea';
import { HttpError } from './HttpError';

const messages = defineMessages({
  pageNotFound: defineMessage<{ path: string }>({ id: 'error.pageNotFound', defaultMessage: 'Page Not Found: {path}' }),
  notFound: { id: 'error.friendly.404', defaultMessage: "We couldn't find what you were looking for. It may have been moved or deleted." },
  forbidden: { id: 'error.friendly.403', defaultMessage: "You don't have access to this page. Ask an administrator if you need it." },
  badRequest: { id: 'error.friendly.400', defaultMessage: "This address isn't valid. Check the link and try again." },
  internal: { id: 'error.friendly.500', defaultMessage: 'Something went wrong on our side. Try again in a moment.' },
  badGateway: { id: 'error.friendly.502', defaultMessage: "A service we rely on didn't answer. Try again in a moment." },
});

export interface ErrorView {
  status: number;
  /** What happened, in the user's words. */
  message: string;
}

function statusForCode(code: string): number {
  if (code.startsWith('192.')) return 503;
  if (code.startsWith('102.')) return 403;
  if (code.startsWith('203.') || code.startsWith('191.')) return 400;
  if (code.startsWith('204.') || code.startsWith('101.')) return 404;
  if (code.startsWith('205.')) return 502;
  return 500;
}

function statusOf(error: unknown): number {
  if (error instanceof HttpError) return error.status;
  if (isRouteErrorResponse(error)) return error.status;
  if (error instanceof ClientError) {
    // A malformed id in the URL means the page's entity does not exist.
    return error.field === 'id' && error.code.startsWith('203.') ? 404 : statusForCode(error.code);
  }
  return 500;
}

/**
 * Maps anything thrown into the status and the message the error screen shows: the user's words
 * for the status and the area of `pathname` ("This task doesn't exist or was deleted.", "You
 * don't have access to this page."), never a developer's ("Invalid id", "Unknown Error").
 */
export function toErrorView(intl: IntlShape, error: unknown, pathname = '/'): ErrorView {
  const status = statusOf(error);
  const area = errorArea(pathname);
  switch (status) {
    case 404:
      return { status, message: area?.detail ? intl.formatMessage(area.notFound) : intl.formatMessage(messages.notFound) };
    case 403:
      return { status, message: intl.formatMessage(messages.forbidden) };
    case 400:
      return { status, message: intl.formatMessage(messages.badRequest) };
    case 502:
      return { status, message: intl.formatMessage(messages.badGateway) };
    case 503:
      return { status, message: errorMessage(intl, new ClientError(clientCodes.network, '')) };
    default:
      break;
  }
  // Anything else: the server's translated message where it is one a user can read.
  if (error instanceof HttpError || error instanceof ClientError) return { status, message: errorMessage(intl, error) };
  return { status, message: intl.formatMessage(messages.internal) };
}

/** The message for a path no route matches (the spec's wording). */
export function pageNotFoundMessage(intl: IntlShape, path: string): string {
  return intl.formatMessage(messages.pageNotFound, { path });
}
