/**
 * What every area's handler factory receives. Area modules export
 * `createXHandlers(deps: HandlerDeps): OperationHandlers` and never open their own database,
 * read the environment or call `Date.now()`: the server and the tests inject all of it here.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { TokenService } from '../auth/auth-runtime.ts';
import type { SessionControl } from '../auth/session-control.ts';
import type { Database } from '../db/schema/database.ts';
import type { Results } from '../db/result-cache.ts';
import type { ServerConfig } from '../server-config.ts';
import type { Clock } from './clock.ts';

export interface HandlerDeps {
  db: Kysely<Database>;
  config: ServerConfig;
  clock: Clock;
  logger: FastifyBaseLogger;
  sessions: SessionControl;
  /** Search results kept until a table they read changes (db/result-cache.ts). */
  results: Results;
  /** Token pairs for the token endpoint. */
  tokens: TokenService;
}
