import type { IntlShape } from 'react-intl';
import { isRouteErrorResponse } from 'react-router';
import { ClientError } from '../relay/ClientError';
import { errorMessage } from '../relay/errorMessages';
import { HttpError } from './HttpError';

export interface ErrorView {
  status: number;
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

/** Maps anything thrown into the status and message shown by the error screen. */
export function toErrorView(intl: IntlShape, error: unknown): ErrorView {
  if (error instanceof HttpError) return { status: error.status, message: error.message };
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    return { status: error.status, message: typeof data === 'string' ? data : error.statusText };
  }
  if (error instanceof ClientError) {
    // A malformed id in the URL means the page's entity does not exist.
    const status = error.field === 'id' && error.code.startsWith('203.') ? 404 : statusForCode(error.code);
    return { status, message: errorMessage(intl, error) };
  }
  return { status: 500, message: errorMessage(intl, error) };
}
