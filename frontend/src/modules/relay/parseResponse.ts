import { ClientError } from './ClientError';
import { clientCodes } from './clientCodes';

export interface GraphQLErrorShape {
  message?: unknown;
  extensions?: { code?: unknown; field?: unknown } | null;
  path?: unknown;
}

export interface GraphQLResponseShape {
  data?: unknown;
  errors?: GraphQLErrorShape[];
}

function normaliseField(field: unknown): string | null {
  if (typeof field !== 'string' || field === '') return null;
  return field.startsWith('input.') ? field.slice('input.'.length) : field;
}

/** Turns one GraphQL error object into a ClientError (190 when it has no message). */
export function toClientError(error: GraphQLErrorShape | undefined, httpStatus: number | null = null): ClientError {
  const message = typeof error?.message === 'string' ? error.message.trim() : '';
  const code = typeof error?.extensions?.code === 'string' ? error.extensions.code : null;
  const extensions = error?.extensions && typeof error.extensions === 'object' ? (error.extensions as Record<string, unknown>) : {};
  return new ClientError(code ?? clientCodes.unknown, message, normaliseField(error?.extensions?.field), httpStatus, extensions);
}

/**
 * Parses the raw response text of a GraphQL request.
 * Returns the payload when it carries data and no errors; throws a ClientError (the first
 * error's code, message and field) otherwise.
 */
export function parseResponse(text: string, httpStatus: number): GraphQLResponseShape {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    if (httpStatus === 0) throw new ClientError(clientCodes.network, '', null, httpStatus);
    throw new ClientError(clientCodes.invalidJson, '', null, httpStatus);
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    throw new ClientError(clientCodes.invalidJson, '', null, httpStatus);
  }
  const payload = json as GraphQLResponseShape;
  const errors = Array.isArray(payload.errors) ? payload.errors : [];
  const hasData = payload.data !== undefined && payload.data !== null;
  // Any error fails the operation: a field nulled by an error would otherwise reach screens that
  // rely on the schema's non-null types (e.g. `myTasks` refused for an employee without a role).
  if (!hasData || errors.length > 0) {
    throw toClientError(errors[0], httpStatus);
  }
  return payload;
}
