import type { FieldError } from '../../rules/core.ts';

/**
 * An error a handler or hook throws to answer with a contract error body. Anything else that
 * is thrown becomes a 500 with no detail (and a log line), so only these reach the client.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** Headers the answer carries (Retry-After of a 429, say). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** 400 with field-level errors; `errors` is the contract's ValidationErrors body. */
export class ValidationError extends Error {
  constructor(
    readonly errors: readonly FieldError[],
    /** Members the operation's 400 body declares beside `errors` (the studio's QA problems). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super('invalid request');
  }
}

export const unauthorized = (message = 'A valid access token is required.', code = 'invalid_token') =>
  new HttpError(401, code, message);
export const forbidden = (message = 'You may not do this.') => new HttpError(403, 'forbidden', message);
export const notFound = (message = 'Not found.') => new HttpError(404, 'not_found', message);
export const conflict = (message: string, code = 'conflict') => new HttpError(409, code, message);
