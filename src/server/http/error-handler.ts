/**
 * Turns whatever a request throws into a contract error body. HttpError and ValidationError
 * are answers handlers chose; client mistakes the framework or its parsers catch (bad JSON,
 * an empty body, a body or file too large, a content type nobody parses) keep their 4xx
 * status with a JSON body; everything else is the server's fault: 500 with no detail for the
 * client and the full error in the log.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FieldError } from '../../rules/core.ts';
import { HttpError, ValidationError } from './http-error.ts';
import { hasHandlerStarted } from './request-phase.ts';

const REQUEST_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request says it carries JSON but the body is empty.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
  FST_PROTO_VIOLATION: 'A form field may not be named __proto__, constructor or prototype.',
  FST_MP_PREMATURE_CLOSE: 'The upload ended before the multipart body was complete.',
};

const TOO_LARGE_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_REQ_FILE_TOO_LARGE: 'The uploaded file is too large.',
  FST_FILES_LIMIT: 'Too many files in one upload.',
  FST_FIELDS_LIMIT: 'Too many form fields in one upload.',
  FST_PARTS_LIMIT: 'Too many parts in one upload.',
};

/** Error bodies the contract declares: ValidationErrors for 400, Error for every other status. */
function sendValidationErrors(reply: FastifyReply, errors: readonly FieldError[], extra: Record<string, unknown> = {}) {
  return reply.code(400).send({ errors, ...extra });
}

function sendError(reply: FastifyReply, status: number, code: string, message: string, extra: Record<string, unknown> = {}) {
  return reply.code(status).send({ code, message, ...extra });
}

function clientErrorOf(error: FastifyError): { status: number; code: string; message: string } | undefined {
  const status = error.statusCode;
  const code = error.code ?? '';
  if (status === 413 || TOO_LARGE_MESSAGES[code]) {
    return { status: 413, code: 'payload_too_large', message: TOO_LARGE_MESSAGES[code] ?? 'The request is too large.' };
  }
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || status === 415) {
    return { status: 415, code: 'unsupported_media_type', message: 'The Content-Type of the request is not one this server reads: send JSON, a form or multipart.' };
  }
  if (status === 400 || REQUEST_ERROR_MESSAGES[code] || code === 'FST_INVALID_JSON_FIELD_ERROR') {
    return { status: 400, code: 'bad_request', message: REQUEST_ERROR_MESSAGES[code] ?? 'The request is malformed.' };
  }
  if (status !== undefined && status >= 400 && status < 500) {
    return { status, code: code ? code.toLowerCase() : 'bad_request', message: error.message };
  }
  return undefined;
}

/** A multipart body the parser gave up on before any handler ran (busboy's errors carry no status). */
function isUnreadableMultipart(error: FastifyError, request: FastifyRequest): boolean {
  return error.statusCode === undefined && request.isMultipart() && !hasHandlerStarted(request);
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Refused before its body was read to the end (a 401 first, an upload stopped at its
    // limit): the rest of the body is never read, so the connection cannot carry another request.
    if (request.raw.complete === false) reply.header('connection', 'close');
    if (error instanceof ValidationError) return sendValidationErrors(reply, error.errors, error.extra);
    if (error instanceof HttpError) {
      // RFC 6750 §3 for a refused bearer token, RFC 6749 §5.2 for a refused client credential.
      if (error.code === 'invalid_token') reply.header('www-authenticate', 'Bearer realm="SmartPortal", error="invalid_token"');
      if (error.code === 'invalid_client') reply.header('www-authenticate', 'Basic realm="SmartPortal"');
      reply.headers(error.headers);
      return sendError(reply, error.status, error.code, error.message, error.extra);
    }
    const client =
      clientErrorOf(error) ??
      (isUnreadableMultipart(error, request) ? { status: 400, code: 'bad_request', message: 'The multipart body is malformed or incomplete.' } : undefined);
    if (client) {
      request.log.info({ code: error.code, status: client.status }, client.message);
      if (client.status === 400) return sendValidationErrors(reply, [{ field: '', message: client.message, messageKey: 'INVALID_FORMAT' }]);
      return sendError(reply, client.status, client.code, client.message);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, 'internal_error', 'Something went wrong on the server; the error was logged.');
  });
}
