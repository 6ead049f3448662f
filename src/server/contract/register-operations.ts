/**
 * Registers one Fastify route per operation of a contract. The order of checks is the same
 * for every call: token (401), role (403), request shape (400), dealer scope (403), then the
 * area's handler. An operation the contract declares but no area implements yet answers 501
 * after the same checks, so the contract and the server never silently disagree.
 *
 * The token and the role are checked in the route's onRequest hook, before a byte of the body
 * is read: an anonymous client cannot make the server parse (or buffer) a large body it will
 * refuse anyway. Multipart bodies are read with the route's own limits (multipart-limits.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Contract, ContractOperation } from './load-contract.ts';
import { lazyRequestValidator, type ContractAjv } from './request-validation.ts';
import { HttpError, ValidationError, forbidden, unauthorized } from '../http/http-error.ts';
import { markHandlerStarted } from '../http/request-phase.ts';
import type { Caller } from '../auth/caller.ts';
import type { OperationHandlers } from '../kernel/operation-handlers.ts';
import { multipartLimitsOf, uploadRuleOf, type UploadDefaults } from './multipart-limits.ts';

export type { OperationContext, OperationHandler, OperationHandlers, OperationResult } from '../kernel/operation-handlers.ts';

/** A handler as the route loader holds it: input not yet tied to one operation's types. */
interface LoadedContext {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  caller: Caller | null;
  request: FastifyRequest;
  reply: FastifyReply;
}
interface LoadedResult {
  status?: number;
  body?: unknown;
  headers?: Readonly<Record<string, string>>;
}
type LoadedHandler = (ctx: LoadedContext) => Promise<LoadedResult>;

/**
 * The handler of an operation, untyped for the loader. This is the one place request input
 * meets the typed handlers (kernel/operation-handlers.ts): the validator compiled from the same
 * contract the types are generated from checks params, query and body before the call.
 */
function loadedHandler(handlers: OperationHandlers, operationId: string): LoadedHandler | undefined {
  return (handlers as Partial<Record<string, unknown>>)[operationId] as LoadedHandler | undefined;
}

export interface AccessControl {
  /** The caller from the request's token and impersonate header; null when no token was sent. Throws HttpError for a bad token. */
  authenticate(request: FastifyRequest): Promise<Caller | null>;
  /** True when the caller may act for the dealer. */
  canActForDealer(caller: Caller, dealerCode: string): Promise<boolean>;
  /** Refuses (throws HttpError) an operation the caller's session may not use whatever its role, e.g. a single-sign-on-only account. */
  authorizeOperation?(caller: Caller, operation: ContractOperation, request: FastifyRequest): void;
}

function ignoreHttpError(error: unknown): null {
  if (error instanceof HttpError) return null;
  throw error;
}

const toFastifyPath = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

/** `x-dealer-scope` names a parameter, or a dotted path into the body (`criteria.dealerCode`); arrays name several dealers. */
function dealerCodesIn(op: ContractOperation, ctx: LoadedContext): string[] {
  const codes: string[] = [];
  for (const scope of op.dealerScope) {
    const source = scope.in === 'path' ? ctx.params : scope.in === 'query' ? ctx.query : ctx.body;
    const value = scope.name
      .split('.')
      .reduce<unknown>((at, key) => (typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[key] : undefined), source);
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === 'string' && item !== '') codes.push(item);
    }
  }
  return codes;
}

export function registerOperations(
  app: FastifyInstance,
  contract: Contract,
  ajv: ContractAjv,
  handlers: OperationHandlers,
  access: AccessControl,
  uploads: UploadDefaults,
): void {
  const callers = new WeakMap<FastifyRequest, Caller | null>();
  for (const op of contract.operations) {
    const validate = lazyRequestValidator(op, ajv);
    const handler = loadedHandler(handlers, op.operationId);
    const multipartLimits = multipartLimitsOf(op, ajv, uploads);
    app.route({
      method: op.method.toUpperCase() as 'GET',
      url: contract.basePath + toFastifyPath(op.path),
      config: {
        operationId: op.operationId,
        ...(multipartLimits ? { multipartOptions: { limits: multipartLimits }, uploadRule: uploadRuleOf(op, uploads) } : {}),
      },
      onRequest: async (request) => {
        // A public call ignores a stale or foreign token instead of refusing it.
        const caller = op.requiresAuth ? await access.authenticate(request) : await access.authenticate(request).catch(ignoreHttpError);
        if (op.requiresAuth && !caller) throw unauthorized();
        if (op.roles && caller && ![...caller.roles].some((role) => op.roles?.includes(role))) {
          throw forbidden('Your role may not use this function.');
        }
        if (op.requiresAuth && caller) access.authorizeOperation?.(caller, op, request);
        callers.set(request, caller);
      },
      // Answers name dealers, leads and billing details: no browser or proxy keeps them (ASVS
      // V8.2.1) unless the operation says otherwise (a CMS image, a product file).
      onSend: async (_request, reply, payload) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
        return payload;
      },
      handler: async (request, reply) => {
        markHandlerStarted(request);
        const caller = callers.get(request) ?? null;
        const ctx: LoadedContext = {
          params: { ...(request.params as object) },
          query: { ...(request.query as object) },
          body: request.body,
          caller,
          request,
          reply,
        };
        const errors = validate({
          params: ctx.params,
          query: ctx.query,
          headers: request.headers,
          body: ctx.body,
          contentType: request.headers['content-type'],
        });
        if (errors.length) throw new ValidationError(errors);
        if (caller) {
          for (const code of dealerCodesIn(op, ctx)) {
            if (!(await access.canActForDealer(caller, code))) throw forbidden(`You may not act for dealer ${code}.`);
          }
        }
        if (!handler) throw new HttpError(501, 'not_implemented', `${op.operationId} is declared by the contract but not served yet.`);
        const result = await handler(ctx);
        if (result.headers) reply.headers(result.headers);
        reply.code(result.status ?? 200);
        return result.body === undefined ? reply.send() : reply.send(result.body);
      },
    });
  }
}
