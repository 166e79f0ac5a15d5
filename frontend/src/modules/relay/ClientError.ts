/** An error from the GraphQL layer, carrying the spec's class.module.number code. */
export class ClientError extends Error {
  readonly code: string;
  /** Input field the server blamed (extensions.field), without any `input.` prefix. */
  readonly field: string | null;
  /** HTTP status, when the transport saw one. */
  readonly httpStatus: number | null;
  /** The error's other extensions (e.g. expectedVersion / currentVersion of a stale save). */
  readonly extensions: Readonly<Record<string, unknown>>;

  constructor(
    code: string,
    message: string,
    field: string | null = null,
    httpStatus: number | null = null,
    extensions: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.extensions = extensions;
    this.name = 'ClientError';
    this.code = code;
    this.field = field;
    this.httpStatus = httpStatus;
  }
}
