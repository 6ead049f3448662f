/**
 * Everything the server reads from its environment, read once at start and passed down, so
 * handlers and tests never look at process.env themselves.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { sharedSigningKey } from './auth/access-token.ts';
import type { Database } from './db/schema/database.ts';
import { SIGN_IN_LIMIT_PER_CLIENT, SIGN_IN_LIMIT_PER_LOGIN, type ThrottleRule } from './auth/sign-in-throttle.ts';
import { auditScaleToSeed, leadsToSeed } from './db/seed/seed-size.ts';
import { readSsoConfig, type SsoConfig } from './sso/sso-config.ts';
import { PROJECT_ROOT as ROOT } from '../project-root.ts';

/** Repository root (src/project-root.ts), re-exported for the server's modules. */
export const PROJECT_ROOT = ROOT;

export interface ServerConfig {
  port: number;
  host: string;
  /** postgres://… of a PostgreSQL server; undefined runs the embedded database in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Leads the seed creates on an empty database. */
  seedLeads: number;
  /** Compliance audits per subject and quarter the seed creates (SEED_AUDIT_SCALE, default 1). */
  seedAuditScale: number;
  /**
   * Whether an empty database is filled with the demo data set, whose accounts sign in with a
   * published password (DEMO_DATA). On by default, so `npm start` shows a working portal; off
   * by default under NODE_ENV=production, where only DEMO_DATA=true turns it on.
   */
  demoData: boolean;
  /** The built SPA (vite build); served with history fallback when index.html exists. */
  distDir: string;
  /** Per-OEM skins and the product files (oem-skins/products/<name>.json). */
  oemSkinsDir: string;
  /**
   * HMAC key of the access tokens (also the root of the CallDrip sign-on key). TOKEN_SECRET's
   * when set; otherwise the key kept in the database, shared by every server process on it
   * (resolveTokenSecret replaces the placeholder drawn here before the server starts).
   */
  tokenSecret: Buffer;
  /** True when TOKEN_SECRET did not set the key, so the database's is used. */
  tokenSecretFromDatabase: boolean;
  /** Lifetime of an access token. */
  accessTokenTtlMs: number;
  /** How long a user read for authentication is reused before it is read again. */
  userCacheTtlMs: number;
  /**
   * The Lead Viewer's totals (handlers/leads/lead-count.ts): up to this many matches the total is
   * counted exactly, above it the database's estimate is shown as such (LEAD_EXACT_COUNT_LIMIT).
   */
  leadExactCountLimit: number;
  /** How long a lead search's total and page places are reused (LEAD_COUNT_CACHE_S; 0: never). */
  leadCountCacheMs: number;
  /** Search results each server process keeps until a table they read changes (db/result-cache.ts; RESULT_CACHE_ENTRIES, 0: none). */
  resultCacheEntries: number;
  /** Multipart limits: largest file part and most file parts per request. */
  uploadMaxFileBytes: number;
  uploadMaxFiles: number;
  /** Largest JSON or form body. */
  bodyLimitBytes: number;
  /** Mark cookies Secure (behind HTTPS). */
  secureCookies: boolean;
  /** Failed password sign-ins allowed per client address and per login name (auth/sign-in-throttle.ts). */
  signInLimitPerClient: ThrottleRule;
  signInLimitPerLogin: ThrottleRule;
  /**
   * The support desk that Contact Us messages are forwarded to (CONTACT_US_FORWARD_URL): each
   * message is POSTed there as JSON once it is stored. Unset: messages stay in the admins' inbox
   * only (INBOX_ONLY).
   */
  contactForwardUrl: string | undefined;
  /** How long one forward may take before it counts as failed (and is tried again later). */
  contactForwardTimeoutMs: number;
  /** The OpenID Connect provider the portal signs users in through (SSO_ISSUER …); none without it. */
  sso: SsoConfig | undefined;
}

/** An access token lives an hour: short enough that a stolen one expires soon, long enough that the browser refreshes rarely. */
export const DEFAULT_ACCESS_TOKEN_TTL_MS = 60 * 60 * 1000;
/** A role, OEM or deactivation change reaches every running process within this time. */
export const DEFAULT_USER_CACHE_TTL_MS = 30 * 1000;
/** Compliance report files and ZIP imports can be larger than a CMS image; each area checks its own limit. */
/**
 * A dealer's own leads are counted exactly; a million across a group or the whole portal are
 * estimated: counting 10,000 index entries stays a few milliseconds, counting a million does not.
 */
export const DEFAULT_LEAD_EXACT_COUNT_LIMIT = 10_000;
/** Paging through one search counts once; a new lead shows in the total within half a minute. */
export const DEFAULT_LEAD_COUNT_CACHE_MS = 30 * 1000;
/** A few hundred pages of 25 rows: a few megabytes per server process. */
export const DEFAULT_RESULT_CACHE_ENTRIES = 500;
export const DEFAULT_UPLOAD_MAX_FILE_BYTES = 20 * 1024 * 1024;
export const DEFAULT_UPLOAD_MAX_FILES = 10;
export const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024;
/** A Contact Us sender waits at most this long for the desk; a slower desk gets the message from the retrier. */
export const DEFAULT_CONTACT_FORWARD_TIMEOUT_MS = 5_000;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, not "${raw}"`);
  }
  return value;
}

function tokenSecretFrom(raw: string | undefined): Buffer {
  if (raw === undefined || raw === '') return randomBytes(32);
  const secret = Buffer.from(raw, 'utf8');
  if (secret.length < 32) throw new ConfigError('TOKEN_SECRET must be at least 32 characters long');
  return secret;
}

function demoDataFrom(env: NodeJS.ProcessEnv): boolean {
  const raw = env.DEMO_DATA?.trim().toLowerCase();
  if (raw === undefined || raw === '') return env.NODE_ENV !== 'production';
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  throw new ConfigError(`DEMO_DATA must be true or false, not "${env.DEMO_DATA}"`);
}

/** The configuration with the database's shared signing key when TOKEN_SECRET set none. */
export async function resolveTokenSecret(db: Kysely<Database>, config: ServerConfig): Promise<ServerConfig> {
  if (!config.tokenSecretFromDatabase) return config;
  return { ...config, tokenSecret: await sharedSigningKey(db), tokenSecretFromDatabase: true };
}

export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }
  const contactForwardUrl = env.CONTACT_US_FORWARD_URL?.trim() || undefined;
  if (contactForwardUrl && !/^https?:\/\/[^\s]+$/.test(contactForwardUrl)) {
    throw new ConfigError('CONTACT_US_FORWARD_URL must be an http:// or https:// URL');
  }
  return {
    port: integer(env, 'PORT', 8080, 0, 65535),
    host: env.HOST?.trim() || '127.0.0.1',
    databaseUrl,
    dataDir: path.resolve(env.DATA_DIR?.trim() || path.join(PROJECT_ROOT, 'data')),
    seedLeads: leadsToSeed(env),
    seedAuditScale: auditScaleToSeed(env),
    demoData: demoDataFrom(env),
    distDir: path.resolve(env.DIST_DIR?.trim() || path.join(PROJECT_ROOT, 'dist')),
    oemSkinsDir: path.join(PROJECT_ROOT, 'oem-skins'),
    tokenSecret: tokenSecretFrom(env.TOKEN_SECRET),
    tokenSecretFromDatabase: !env.TOKEN_SECRET,
    accessTokenTtlMs: integer(env, 'ACCESS_TOKEN_TTL_S', DEFAULT_ACCESS_TOKEN_TTL_MS / 1000, 60, 24 * 3600) * 1000,
    userCacheTtlMs: DEFAULT_USER_CACHE_TTL_MS,
    leadExactCountLimit: integer(env, 'LEAD_EXACT_COUNT_LIMIT', DEFAULT_LEAD_EXACT_COUNT_LIMIT, 0, 100_000_000),
    leadCountCacheMs: integer(env, 'LEAD_COUNT_CACHE_S', DEFAULT_LEAD_COUNT_CACHE_MS / 1000, 0, 3600) * 1000,
    resultCacheEntries: integer(env, 'RESULT_CACHE_ENTRIES', DEFAULT_RESULT_CACHE_ENTRIES, 0, 1_000_000),
    uploadMaxFileBytes: DEFAULT_UPLOAD_MAX_FILE_BYTES,
    uploadMaxFiles: DEFAULT_UPLOAD_MAX_FILES,
    bodyLimitBytes: DEFAULT_BODY_LIMIT_BYTES,
    secureCookies: env.SECURE_COOKIES === 'true',
    signInLimitPerClient: SIGN_IN_LIMIT_PER_CLIENT,
    signInLimitPerLogin: SIGN_IN_LIMIT_PER_LOGIN,
    contactForwardUrl,
    contactForwardTimeoutMs: DEFAULT_CONTACT_FORWARD_TIMEOUT_MS,
    sso: readSsoConfig(env, (message) => {
      throw new ConfigError(message);
    }),
  };
}
