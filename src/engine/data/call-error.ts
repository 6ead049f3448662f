/** One invalid input of a 400 answer, as the form shows it on its field. */
export interface CallFieldError {
  /** Dotted path into the request: body fields by name (`contacts.2.email`), `query.x`, `path.x`; '' for the whole request. */
  readonly field: string;
  /** English text from the server; shown when the key has no translation. */
  readonly message: string;
  /** The i18n key of the message, when the server sent one. */
  readonly messageKey?: string;
}

/**
 * A call the server answered with an error status. `fieldErrors` holds the 400 body's entries;
 * `code` and `message` the `Error` body of other statuses. Network failures and timeouts are not
 * CallErrors: they reject with the transport's own error.
 */
export class CallError extends Error {
  readonly status: number;
  readonly fieldErrors: readonly CallFieldError[];
  readonly code: string | undefined;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    const described = describeBody(body);
    super(described.message ?? `The call failed with status ${status}.`);
    this.name = 'CallError';
    this.status = status;
    this.body = body;
    this.code = described.code;
    this.fieldErrors = status === 400 ? fieldErrorsOf(body) : [];
  }
}

export function isCallError(error: unknown): error is CallError {
  return error instanceof CallError;
}

function describeBody(body: unknown): { code?: string; message?: string } {
  if (body === null || typeof body !== 'object') return typeof body === 'string' && body ? { message: body } : {};
  const { code, message } = body as Record<string, unknown>;
  return {
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof message === 'string' ? { message } : {}),
  };
}

/** The entries of a `ValidationErrors` body; anything malformed is skipped rather than trusted. */
function fieldErrorsOf(body: unknown): CallFieldError[] {
  const errors = body !== null && typeof body === 'object' ? (body as Record<string, unknown>).errors : undefined;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((entry): CallFieldError[] => {
    if (entry === null || typeof entry !== 'object') return [];
    const { field, message, messageKey } = entry as Record<string, unknown>;
    if (typeof field !== 'string' || typeof message !== 'string') return [];
    return [{ field, message, ...(typeof messageKey === 'string' ? { messageKey } : {}) }];
  });
}
