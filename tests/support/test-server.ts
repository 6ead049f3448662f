/**
 * The API test harness: the real server (buildApp) on a fresh, seeded database of its own,
 * listening on an ephemeral loopback port, spoken to over HTTP with fetch. Every answer is
 * checked against the contract (contract-responses.ts: status, media type, JSON body, declared
 * headers) and a mismatch fails the request, so no test can pass on an answer the browser
 * client would not expect.
 *
 *   const server = useTestServer();
 *   const res = await server().as('dealer').get('/api/sso/user/userData');
 *
 * Each server runs on its own copy of the run's seeded template database (test-database.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, inject } from 'vitest';
import { OAUTH_CLIENT_ID, OAUTH_CLIENT_SECRET } from '../../src/constants.ts';
import { AuthRuntime } from '../../src/server/auth/auth-runtime.ts';
import { buildApp } from '../../src/server/app.ts';
import type { Database } from '../../src/server/db/schema/database.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../../src/server/db/seed/data/demo-users.ts';
import { PostgresChangeFeed } from '../../src/server/db/change-feed.ts';
import { openDatabase } from '../../src/server/db/open-database.ts';
import { readServerConfig, resolveTokenSecret, type ServerConfig } from '../../src/server/server-config.ts';
import { AdjustableClock } from './adjustable-clock.ts';
import { ContractResponses } from './contract-responses.ts';
import { openTestDatabase, type TestDatabase, type TestDatabaseTemplate } from './test-database.ts';

export { DEMO_PASSWORD, DEMO_USERS };
export type DemoLogin = (typeof DEMO_USERS)[number]['loginName'];

export type QueryValue = string | number | boolean | undefined | readonly (string | number | boolean)[];

export interface RequestOptions {
  /** Bearer token to send; `as(user)` fills it in. */
  token?: string;
  query?: Record<string, QueryValue>;
  /** A JSON body. */
  json?: unknown;
  /** A form-encoded body. */
  form?: Record<string, string | number | boolean>;
  /** A multipart body. */
  multipart?: FormData;
  /** A raw body with its content type (malformed input). */
  raw?: { body: string | Uint8Array; contentType?: string };
  headers?: Record<string, string>;
  /** The impersonate header. */
  impersonate?: string;
}

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  /** Parsed JSON; the text of other text bodies; a Buffer of binary ones. */
  body: T;
  text: string;
}

export interface ApiClient {
  get<T = any>(path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  post<T = any>(path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  put<T = any>(path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  delete<T = any>(path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
}

export interface TestServer extends ApiClient {
  /** http://127.0.0.1:<port> */
  url: string;
  app: FastifyInstance;
  db: Kysely<Database>;
  /** The server's database (postgres://…), for a second server on it (TestServerOptions.databaseUrl). */
  databaseUrl: string;
  config: ServerConfig;
  clock: AdjustableClock;
  /** Which database the server runs on. */
  databaseKind: TestDatabase['kind'];
  contract: ContractResponses;
  /** POST /oauth/token with the password grant and the built-in client credential. */
  login(username: string, password?: string, extra?: Record<string, string>): Promise<ApiResponse<any>>;
  /** POST /oauth/token with the refresh_token grant. */
  refresh(refreshToken: string): Promise<ApiResponse<any>>;
  /** An access token of the demo user (a session started once, without the password check, then reused). */
  tokenFor(user: DemoLogin): Promise<string>;
  /** A client that signs every call as the demo user. */
  as(user: DemoLogin, options?: { impersonate?: string }): ApiClient;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Extra server settings (e.g. a short access-token lifetime). */
  config?: Partial<ServerConfig>;
  /**
   * Run on this database (postgres://…) instead of a fresh copy of the template: several
   * servers on one database act as one portal. The database is left in place on close.
   */
  databaseUrl?: string;
}

export const CLIENT_AUTHORIZATION = `Basic ${Buffer.from(`${OAUTH_CLIENT_ID}:${OAUTH_CLIENT_SECRET}`).toString('base64')}`;

let contractResponses: Promise<ContractResponses> | undefined;

function templateFromSetup(): TestDatabaseTemplate | undefined {
  try {
    return inject('testDatabaseTemplate');
  } catch {
    return undefined;
  }
}

function toUrl(base: string, path: string, query: RequestOptions['query']): URL {
  const url = new URL(path, base);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(name, String(item));
  }
  return url;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  contractResponses ??= ContractResponses.load();
  const contract = await contractResponses;
  const database: TestDatabase = options.databaseUrl ? await openSharedDatabase(options.databaseUrl) : await openTestDatabase(templateFromSetup());
  const clock = new AdjustableClock();
  // The same as a real server: the signing key is the database's unless a test sets one.
  const config = await resolveTokenSecret(database.handle.db, { ...readServerConfig({}), port: 0, ...options.config });
  const changeFeed = new PostgresChangeFeed(database.handle.url, database.handle.db);
  let app: FastifyInstance;
  try {
    await changeFeed.start();
    app = await buildApp({ db: database.handle.db, config, clock, changeFeed, logger: { level: process.env.TEST_LOG_LEVEL ?? 'error' } });
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await changeFeed.close();
    await database.dispose();
    throw error;
  }
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the test server has no address');
  const url = `http://127.0.0.1:${address.port}`;

  async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<ApiResponse<T>> {
    const target = toUrl(url, path, opts.query);
    const headers = new Headers(opts.headers);
    if (opts.token !== undefined) headers.set('authorization', `Bearer ${opts.token}`);
    if (opts.impersonate !== undefined) headers.set('impersonate', opts.impersonate);
    let body: BodyInit | undefined;
    if (opts.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(opts.json);
    } else if (opts.form) {
      headers.set('content-type', 'application/x-www-form-urlencoded');
      body = new URLSearchParams(Object.entries(opts.form).map(([k, v]) => [k, String(v)])).toString();
    } else if (opts.multipart) {
      body = opts.multipart;
    } else if (opts.raw) {
      if (opts.raw.contentType) headers.set('content-type', opts.raw.contentType);
      body = opts.raw.body as BodyInit;
    }
    const response = await fetch(target, { method, headers, body });
    const contentType = response.headers.get('content-type') ?? undefined;
    const bytes = Buffer.from(await response.arrayBuffer());
    const text = bytes.toString('utf8');
    const mediaType = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
    let parsed: unknown = bytes.length === 0 ? '' : bytes;
    if (bytes.length > 0 && (mediaType === 'application/json' || mediaType.endsWith('+json'))) {
      try {
        parsed = JSON.parse(text);
      } catch {
        throw new Error(`${method} ${target.pathname} answered ${response.status} with ${mediaType} that is not JSON: ${text.slice(0, 200)}`);
      }
    } else if (bytes.length > 0 && (mediaType.startsWith('text/') || mediaType.endsWith('xml') || mediaType === 'image/svg+xml')) {
      parsed = text;
    }
    const problems = contract.problems({ method, pathname: target.pathname, status: response.status, contentType, body: parsed, headers: response.headers });
    if (problems.length > 0) {
      throw new Error(`The answer breaks the contract:\n  ${problems.join('\n  ')}\nbody: ${text.slice(0, 500)}`);
    }
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }

  const clientWith = (defaults: () => Promise<RequestOptions>): ApiClient => {
    const call = async <T>(method: string, path: string, opts: RequestOptions = {}) => request<T>(method, path, { ...(await defaults()), ...opts });
    return {
      request: call,
      get: (path, opts) => call('GET', path, opts),
      post: (path, opts) => call('POST', path, opts),
      put: (path, opts) => call('PUT', path, opts),
      delete: (path, opts) => call('DELETE', path, opts),
    };
  };

  const tokens = new Map<string, Promise<string>>();
  const login = (username: string, password = DEMO_PASSWORD, extra: Record<string, string> = {}) =>
    request<any>('POST', '/oauth/token', {
      headers: { authorization: CLIENT_AUTHORIZATION },
      form: { grant_type: 'password', username, password, ...extra },
    });
  // A demo user's token as the token endpoint makes it once the password is right: a new session
  // of the server's own token service, on this server's database and signing key, with the sign-in
  // time recorded as a sign-in records it. The password check itself (scrypt) is left out: the
  // suite's some 490 setup sign-ins cost its test processes 268 CPU-seconds against 210 without,
  // and the stage 252 s against 221 (2026-11-28, 2 cores). Signing in is the subject of
  // tests/api/auth/*, which call login() for it.
  const sessions = new AuthRuntime({ db: database.handle.db, config, clock });
  const tokenFor = (user: DemoLogin) => {
    let token = tokens.get(user);
    if (!token) {
      token = (async () => {
        const db = database.handle.db;
        const account = await db.selectFrom('users').select(['id', 'loginName', 'ssoLoginOnly', 'active']).where('loginName', '=', user).executeTakeFirstOrThrow();
        if (!account.active) throw new Error(`demo user ${user} is disabled and cannot sign in`);
        await db.updateTable('users').set({ lastLoginAt: clock.now() }).where('id', '=', account.id).execute();
        const issued = await sessions.startSession({ userId: account.id, loginName: account.loginName, ssoLoginOnly: account.ssoLoginOnly }, false);
        return issued.access_token;
      })();
      token.catch(() => tokens.delete(user));
      tokens.set(user, token);
    }
    return token;
  };

  return {
    url,
    app,
    db: database.handle.db,
    databaseUrl: database.handle.url,
    config,
    clock,
    databaseKind: database.kind,
    contract,
    ...clientWith(async () => ({})),
    login,
    refresh: (refreshToken) =>
      request('POST', '/oauth/token', {
        headers: { authorization: CLIENT_AUTHORIZATION },
        form: { grant_type: 'refresh_token', refresh_token: refreshToken },
      }),
    tokenFor,
    as: (user, asOptions = {}) =>
      clientWith(async () => ({ token: await tokenFor(user), ...(asOptions.impersonate ? { impersonate: asOptions.impersonate } : {}) })),
    async close() {
      await app.close();
      await changeFeed.close();
      await database.dispose();
    },
  };
}

async function openSharedDatabase(databaseUrl: string): Promise<TestDatabase> {
  const handle = await openDatabase({ databaseUrl, poolSize: 5 });
  return { handle, kind: 'postgres', dispose: () => handle.close() };
}

/** Starts a test server for the enclosing file or describe block and stops it afterwards. */
export function useTestServer(options: TestServerOptions = {}): () => TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(options);
  }, 180_000);
  afterAll(async () => {
    await server?.close();
  }, 60_000);
  return () => {
    if (!server) throw new Error('the test server is not running (use it inside tests, after beforeAll)');
    return server;
  };
}
