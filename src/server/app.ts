/**
 * The reference server as a Fastify instance: both contracts' operations (portal at its own
 * paths, CMS under /cms) with the checks of register-operations.ts and the area handlers of
 * handlers/, the body parsers the contract's media types need, contract error bodies for
 * every failure, /health, and the built SPA with history fallback. main.ts adds the process
 * around it (database, listening, signals); the tests build it on their own database.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { AuthRuntime } from './auth/auth-runtime.ts';
import { loadPortalContracts } from './contract/portal-contracts.ts';
import { registerOperations } from './contract/register-operations.ts';
import type { OperationHandlers } from './kernel/operation-handlers.ts';
import { contractAjvFor } from './contract/request-validation.ts';
import type { ChangeFeed } from './db/change-feed.ts';
import { ResultCache } from './db/result-cache.ts';
import type { Database } from './db/schema/database.ts';
import { collectHandlers } from './handlers/index.ts';
import { systemClock, type Clock } from './kernel/clock.ts';
import type { HandlerDeps } from './kernel/handler-deps.ts';
import { startContactRetrier } from './handlers/tools/contact/contact-retrier.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { DatabaseProbe, registerHealthRoute } from './http/health.ts';
import { installNotFoundHandler } from './http/not-found.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import type { UploadedFile } from './http/uploaded-file.ts';
import { defaultUploadRule, receiveFile, type UploadRule } from './http/upload-rule.ts';
import { uploadRules } from './handlers/upload-rules.ts';
import type { ServerConfig } from './server-config.ts';
import { registerSignOnRoutes } from './sso/sign-on-routes.ts';
import { closeExportThreads } from './handlers/reports/export-threads.ts';

export interface BuildAppOptions {
  db: Kysely<Database>;
  config: ServerConfig;
  /** Fastify's logger options (pino), or a logger to use as is. Default: no logging. */
  logger?: FastifyServerOptions['logger'] | FastifyBaseLogger;
  clock?: Clock;
  /**
   * The database's change feed (db/change-feed.ts), through which the server processes of one
   * portal tell each other of revoked sessions and changed users. Without one this server's
   * caches are its own (fine for a single process; several processes then rely on the caches' TTL).
   */
  changeFeed?: ChangeFeed;
  /** Replaces the registry's handlers (tests of the route loader); default collectHandlers(). */
  handlers?: (deps: HandlerDeps) => OperationHandlers;
}

/** Refresh-token families that ran out are deleted this often. */
const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

function isLoggerInstance(logger: BuildAppOptions['logger']): logger is FastifyBaseLogger {
  return typeof logger === 'object' && logger !== null && typeof (logger as FastifyBaseLogger).child === 'function';
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { db, config } = options;
  const clock = options.clock ?? systemClock;
  const logging = isLoggerInstance(options.logger) ? { loggerInstance: options.logger } : { logger: options.logger ?? false };
  const app = Fastify({
    ...logging,
    bodyLimit: config.bodyLimitBytes,
    routerOptions: { maxParamLength: 500 },
    // The router's own refusals (a bad percent-encoding, an over-long path segment) in the contract's 400 shape.
    frameworkErrors: (error, request, reply) => {
      request.log.info({ code: error.code }, 'malformed URL');
      void (reply as FastifyReply).code(400).send({ errors: [{ field: '', message: 'The URL is malformed or a path segment is too long.', messageKey: 'INVALID_FORMAT' }] });
    },
  }) as unknown as FastifyInstance;

  // Before anything that answers: the security headers go on every answer, errors included.
  // The single-sign-on logout's form ends at the provider (sign-on-routes.ts).
  await installSecurityHeaders(app, { behindTls: config.secureCookies, formOrigins: config.sso ? [new URL(config.sso.issuer).origin] : [] });

  // Only JSON, forms and multipart are part of the contract; anything else is a 415.
  app.removeContentTypeParser('text/plain');
  await app.register(formbody, { bodyLimit: config.bodyLimitBytes });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    // File parts reach the handler as UploadedFile (name, declared type, bytes); text parts as
    // strings. A part is streamed under its route's rule, which stops reading it at the first
    // sign it will be refused (upload-rule.ts), instead of being read whole and judged after.
    async onFile(part) {
      const rule = (this.routeOptions.config as { uploadRule?: UploadRule }).uploadRule ?? defaultUploadRule(config.uploadMaxFileBytes);
      const file: UploadedFile = await receiveFile(part, rule);
      (part as unknown as { value: UploadedFile }).value = file;
    },
    limits: {
      fileSize: config.uploadMaxFileBytes,
      files: config.uploadMaxFiles,
      fields: 100,
      fieldSize: config.bodyLimitBytes,
      parts: 200,
    },
  });
  await app.register(cookie);

  installErrorHandler(app);
  const spaAvailable = existsSync(path.join(config.distDir, 'index.html'));
  if (spaAvailable) {
    await app.register(fastifyStatic, {
      root: config.distDir,
      // Routes for the files present at start only: a missing file falls to the not-found handler.
      wildcard: false,
      // The build's Brotli and gzip copies (scripts/build/precompress-assets.ts) are sent, with
      // Content-Encoding and Vary, to browsers that accept them; never as files of their own,
      // and no source map is ever served.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz', '**/*.map'],
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  installNotFoundHandler(app, spaAvailable);

  const auth = new AuthRuntime({ db, config, clock, changeFeed: options.changeFeed, log: app.log });
  const results = new ResultCache(db, options.changeFeed, config.resultCacheEntries);
  const deps: HandlerDeps = { db, config, clock, logger: app.log, sessions: auth, tokens: auth, results };
  const handlers = (options.handlers ?? collectHandlers)(deps);
  const contracts = await loadPortalContracts();
  const declared = new Set([...contracts.portal.operations, ...contracts.cms.operations].map((op) => op.operationId));
  const undeclared = Object.keys(handlers).filter((operationId) => !declared.has(operationId));
  // A handler under a misspelt operationId would never be called; refuse to start instead.
  if (undeclared.length) throw new Error(`Handlers for operations the contract does not declare: ${undeclared.join(', ')}`);
  // After the handler check: a server that will not start never touches the database.
  await auth.start();
  const ajv = contractAjvFor(contracts);
  const uploads = { maxFileBytes: config.uploadMaxFileBytes, maxFieldBytes: config.bodyLimitBytes, rules: uploadRules(config.uploadMaxFileBytes) };
  registerOperations(app, contracts.portal, ajv, handlers, auth, uploads);
  registerOperations(app, contracts.cms, ajv, handlers, auth, uploads);
  registerHealthRoute(app, new DatabaseProbe(db as Kysely<unknown>, clock), clock);
  if (config.sso) {
    registerSignOnRoutes(app, { sso: config.sso, db, tokens: auth, clock, tokenSecret: config.tokenSecret, secureCookies: config.secureCookies });
  }

  let pruneTimer: NodeJS.Timeout | undefined;
  let stopContactRetrier = (): void => undefined;
  app.addHook('onReady', async () => {
    stopContactRetrier = startContactRetrier(deps);
    pruneTimer = setInterval(() => {
      auth.pruneExpiredSessions().catch((error: unknown) => app.log.warn({ err: error }, 'pruning refresh tokens failed'));
    }, PRUNE_INTERVAL_MS);
    pruneTimer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(pruneTimer);
    stopContactRetrier();
    await closeExportThreads();
  });
  return app;
}
