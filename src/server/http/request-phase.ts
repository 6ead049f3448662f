/**
 * Whether a request's route handler has started. Errors thrown before it (body parsing in the
 * parsers' hooks) can only come from the request itself, so they are the client's fault even
 * when the parser gives them no status, as busboy does for a truncated multipart body.
 */
import type { FastifyRequest } from 'fastify';

const started = new WeakSet<FastifyRequest>();

export function markHandlerStarted(request: FastifyRequest): void {
  started.add(request);
}

export function hasHandlerStarted(request: FastifyRequest): boolean {
  return started.has(request);
}
