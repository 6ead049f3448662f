import {
  CMS_LINK_SCHEMES,
  CMS_TEXT_TAGS
} from "./chunk-GFH2GKD6.js";
import {
  CENTRAL_DATE_TIME_OPTIONS
} from "./chunk-TPIJBDFO.js";
import {
  createServerAjv,
  en,
  fr,
  isZipFor,
  toFieldErrors,
  translateEnglish,
  zipCountryOf
} from "./chunk-FDE3DEAJ.js";
import {
  ADDON_DIGITAL_DEALER,
  ADDON_WEBSITE_PROGRAM,
  CHANGE_PASSWORD_MENU_ID,
  CMS_IMAGE_EXTENSIONS,
  COMPLIANCE_REPORT_NAMES,
  DEFAULT_IMAGE_FORMAT,
  IMPERSONATION_SEARCH_MIN_CHARS,
  LANGUAGES,
  LOGIN_LOCK_MS,
  LOGIN_LOCK_THRESHOLD,
  OAUTH_CLIENT_ID,
  OAUTH_CLIENT_SECRET,
  SERVER_TIME_ZONE,
  SSO_LOGOUT_PATH,
  SSO_SESSION_COOKIE_NAME,
  TEXT_MAX_LENGTH,
  TOKEN_COOKIE_LIFETIME_MS,
  USER_GROUP_JDP_ADMIN
} from "./chunk-P7PK3SWY.js";
import {
  durationText
} from "./chunk-HMKBFSWJ.js";
import {
  FIRST_OF_KEY,
  bindingsOf,
  isBindingExpression,
  isFirstOf,
  isLiteral,
  isNumberConversion,
  itemsOf,
  keyProblem,
  kindOf,
  missing,
  parseBinding,
  refName,
  screenBlocks,
  sourceOfBinding
} from "./chunk-6JQSRI3J.js";

// src/server/app.ts
import { existsSync as existsSync5 } from "node:fs";
import path13 from "node:path";
import cookie from "@fastify/cookie";
import formbody from "@fastify/formbody";
import multipart from "@fastify/multipart";
import fastifyStatic from "@fastify/static";
import Fastify from "fastify";

// src/server/auth/auth-runtime.ts
import { randomBytes as randomBytes3 } from "node:crypto";

// src/server/http/http-error.ts
var HttpError = class extends Error {
  constructor(status, code, message, extra = {}, headers = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.extra = extra;
    this.headers = headers;
  }
  status;
  code;
  extra;
  headers;
};
var ValidationError = class extends Error {
  constructor(errors, extra = {}) {
    super("invalid request");
    this.errors = errors;
    this.extra = extra;
  }
  errors;
  extra;
};
var unauthorized = (message = "A valid access token is required.", code = "invalid_token") => new HttpError(401, code, message);
var forbidden = (message = "You may not do this.") => new HttpError(403, "forbidden", message);
var notFound = (message = "Not found.") => new HttpError(404, "not_found", message);
var conflict = (message, code = "conflict") => new HttpError(409, code, message);

// src/server/auth/access-token.ts
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
var HEADER = base64url(JSON.stringify({ alg: "HS256", typ: "JWT" }));
function base64url(text2) {
  return Buffer.from(text2).toString("base64url");
}
var AccessTokenSigner = class {
  constructor(secret) {
    this.secret = secret;
  }
  secret;
  sign(claims) {
    const payload = base64url(JSON.stringify(claims));
    return `${HEADER}.${payload}.${this.signature(`${HEADER}.${payload}`)}`;
  }
  /** The claims of a genuine, unexpired token, or why it is not one. */
  verify(token, nowMs) {
    const parts = token.split(".");
    if (parts.length !== 3 || parts[0] !== HEADER) return "malformed";
    const [, payload = "", signature = ""] = parts;
    const expected = Buffer.from(this.signature(`${HEADER}.${payload}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "bad_signature";
    let claims;
    try {
      claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    } catch {
      return "malformed";
    }
    if (!isClaims(claims)) return "malformed";
    if (claims.exp * 1e3 <= nowMs) return "expired";
    return claims;
  }
  signature(input) {
    return createHmac("sha256", this.secret).update(input).digest("base64url");
  }
};
function isClaims(value) {
  if (typeof value !== "object" || value === null) return false;
  const c = value;
  return Number.isSafeInteger(c.sub) && typeof c.sid === "string" && typeof c.scope === "string" && typeof c.jti === "string" && Number.isSafeInteger(c.iat) && Number.isSafeInteger(c.exp);
}

// src/server/auth/caller.ts
function roleKeysOf(user) {
  const keys = /* @__PURE__ */ new Set();
  const role = user.role.toLowerCase();
  if (role === "admin") keys.add("admin");
  if (role.includes("dealer group")) keys.add("dealerGroup");
  else if (role.includes("dealer")) keys.add("dealer");
  if (role.includes("oem")) keys.add("oem");
  if (user.belongsToCmsEditorGroup) keys.add("cmsEditor");
  if (role === "product staff") keys.add("studio");
  if (role === "qa") keys.add("qa");
  return keys;
}
function callerOf(user, impersonator) {
  const roles = roleKeysOf(user);
  if (impersonator) {
    for (const key of roleKeysOf(impersonator)) if (key === "admin") roles.add(key);
  }
  return { ...user, roles, impersonator };
}

// src/server/auth/refresh-tokens.ts
import { createCipheriv, createDecipheriv, createHash, randomBytes as randomBytes2, randomUUID } from "node:crypto";
var TOKEN_BYTES = 32;
var REFRESH_GRACE_MS = 1e4;
function hashRefreshToken(token) {
  return createHash("sha256").update(token).digest("hex");
}
var sealKey = (token) => createHash("sha256").update(`smartportal refresh successor\0${token}`).digest();
function seal(token, value) {
  const iv = randomBytes2(12);
  const cipher = createCipheriv("aes-256-gcm", sealKey(token), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(value), "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
}
function unseal(token, text2) {
  const bytes = Buffer.from(text2, "base64url");
  const decipher = createDecipheriv("aes-256-gcm", sealKey(token), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return JSON.parse(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8"));
}
var RefreshTokenStore = class {
  constructor(db) {
    this.db = db;
  }
  db;
  /** Starts a family at sign-in. */
  async issue(userId, rememberMe, now) {
    const token = randomBytes2(TOKEN_BYTES).toString("base64url");
    const familyId = randomUUID();
    await this.db.insertInto("refreshTokens").values({
      userId,
      familyId,
      tokenHash: hashRefreshToken(token),
      rememberMe,
      issuedAt: now,
      expiresAt: new Date(now.getTime() + TOKEN_COOKIE_LIFETIME_MS)
    }).execute();
    return { token, familyId };
  }
  /** The user a live or recently spent token belongs to, to check the user before rotating. */
  async ownerOf(token) {
    const row = await this.db.selectFrom("refreshTokens").select("userId").where("tokenHash", "=", hashRefreshToken(token)).executeTakeFirst();
    return row?.userId;
  }
  /**
   * Spends `token` and issues its successor; `pairFor` makes the answer for it (the access
   * token with the next refresh token). The spend is one conditional UPDATE inside the
   * transaction, so of two concurrent uses exactly one spends; the other waits for its commit
   * and, within the grace window, answers the same pair.
   */
  async rotate(token, now, pairFor) {
    const tokenHash = hashRefreshToken(token);
    return this.db.transaction().execute(async (trx) => {
      const spent = await trx.updateTable("refreshTokens").set({ spentAt: now }).where("tokenHash", "=", tokenHash).where("spentAt", "is", null).where("revokedAt", "is", null).where("expiresAt", ">", now).returning(["userId", "familyId", "rememberMe", "expiresAt"]).executeTakeFirst();
      if (spent) {
        const next = randomBytes2(TOKEN_BYTES).toString("base64url");
        await trx.insertInto("refreshTokens").values({
          userId: spent.userId,
          familyId: spent.familyId,
          tokenHash: hashRefreshToken(next),
          rememberMe: spent.rememberMe,
          issuedAt: now,
          expiresAt: spent.expiresAt
        }).execute();
        const pair = pairFor(spent.familyId, next);
        await trx.updateTable("refreshTokens").set({ successorSealed: seal(token, pair) }).where("tokenHash", "=", tokenHash).execute();
        return { ok: true, userId: spent.userId, familyId: spent.familyId, pair, repeated: false };
      }
      const row = await trx.selectFrom("refreshTokens").select(["userId", "familyId", "spentAt", "revokedAt", "expiresAt", "successorSealed"]).where("tokenHash", "=", tokenHash).executeTakeFirst();
      if (!row) return { ok: false, reason: "unknown" };
      if (row.revokedAt) return { ok: false, reason: "revoked" };
      if (row.spentAt) {
        const sinceSpent = now.getTime() - row.spentAt.getTime();
        if (sinceSpent >= 0 && sinceSpent < REFRESH_GRACE_MS && row.successorSealed && row.expiresAt > now) {
          return { ok: true, userId: row.userId, familyId: row.familyId, pair: unseal(token, row.successorSealed), repeated: true };
        }
        await trx.updateTable("refreshTokens").set({ revokedAt: now }).where("familyId", "=", row.familyId).where("revokedAt", "is", null).execute();
        return { ok: false, reason: "reused", familyId: row.familyId };
      }
      return { ok: false, reason: "expired" };
    });
  }
  /** True while the family has a live token; false once it is revoked or run out. */
  async familyIsLive(familyId, now) {
    const row = await this.db.selectFrom("refreshTokens").select("id").where("familyId", "=", familyId).where("revokedAt", "is", null).where("expiresAt", ">", now).executeTakeFirst();
    return row !== void 0;
  }
  /** Ends every session of the user (password change, deactivation), except `keepFamilyId` when given. */
  async revokeUser(userId, now, keepFamilyId) {
    let query = this.db.updateTable("refreshTokens").set({ revokedAt: now }).where("userId", "=", userId).where("revokedAt", "is", null);
    if (keepFamilyId) query = query.where("familyId", "<>", keepFamilyId);
    await query.execute();
  }
  /**
   * Drops families that ran out. Spent tokens stay until then: they are what reveals a replay.
   * Run now and then, not on the request path.
   */
  async prune(now) {
    const result = await this.db.deleteFrom("refreshTokens").where("expiresAt", "<=", now).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
};

// src/server/auth/revoked-sessions.ts
var RevokedSessions = class {
  constructor(keepMs, db) {
    this.keepMs = keepMs;
    this.db = db;
  }
  keepMs;
  db;
  until = /* @__PURE__ */ new Map();
  /** Loads the families revoked within the last `keepMs` (at start, and after a feed outage). */
  async load(nowMs) {
    if (!this.db) return;
    const rows = await this.db.selectFrom("refreshTokens").select(["familyId", (eb) => eb.fn.max("revokedAt").as("revokedAt")]).where("revokedAt", ">", new Date(nowMs - this.keepMs)).groupBy("familyId").execute();
    for (const row of rows) if (row.revokedAt) this.add(row.familyId, new Date(row.revokedAt).getTime());
  }
  add(sessionId, revokedAtMs) {
    const until = revokedAtMs + this.keepMs;
    if ((this.until.get(sessionId) ?? 0) >= until) return;
    this.until.set(sessionId, until);
    if (this.until.size % 256 === 0) this.sweep(revokedAtMs);
  }
  has(sessionId, nowMs) {
    const until = this.until.get(sessionId);
    if (until === void 0) return false;
    if (until > nowMs) return true;
    this.until.delete(sessionId);
    return false;
  }
  sweep(nowMs) {
    for (const [id, until] of this.until) if (until <= nowMs) this.until.delete(id);
  }
};
var AUTH_CHANNEL = "smartportal_auth";
function isAuthChange(value) {
  if (typeof value !== "object" || value === null) return false;
  const change = value;
  return change.kind === "session" && typeof change.id === "string" && typeof change.at === "number" || change.kind === "user" && Number.isSafeInteger(change.id);
}

// src/server/auth/sign-in-throttle.ts
import { sql } from "kysely";

// src/server/auth/password-hash-slots.ts
import { availableParallelism } from "node:os";
function defaultHashSlots(env = process.env) {
  const raw = Number(env.PASSWORD_HASH_SLOTS);
  if (Number.isInteger(raw) && raw >= 1 && raw <= 64) return raw;
  return Math.max(1, availableParallelism() - 1);
}
var Lane = class {
  constructor(slots) {
    this.slots = slots;
  }
  slots;
  running = 0;
  activeByClient = /* @__PURE__ */ new Map();
  waiting = [];
  get pending() {
    return this.running + this.waiting.length;
  }
  async run(client, work) {
    this.activeByClient.set(client, (this.activeByClient.get(client) ?? 0) + 1);
    try {
      if (this.running < this.slots) this.running += 1;
      else await new Promise((start) => this.waiting.push({ client, start }));
      try {
        return await work();
      } finally {
        this.handOver();
      }
    } finally {
      const left = (this.activeByClient.get(client) ?? 1) - 1;
      if (left > 0) this.activeByClient.set(client, left);
      else this.activeByClient.delete(client);
    }
  }
  handOver() {
    if (this.waiting.length === 0) {
      this.running -= 1;
      return;
    }
    const load = (index) => this.activeByClient.get(this.waiting[index].client) ?? 0;
    let next = 0;
    for (let index = 1; index < this.waiting.length; index++) if (load(index) < load(next)) next = index;
    const [chosen] = this.waiting.splice(next, 1);
    chosen.start();
  }
};
var PasswordHashSlots = class {
  general;
  suspect = new Lane(1);
  constructor(slots = defaultHashSlots()) {
    this.general = new Lane(slots);
  }
  /**
   * Runs `work` (one password hash) when a slot of its lane is free and it is this client's
   * turn. `suspect`: the client address has failed sign-ins counted in the current window.
   */
  run(client, work, suspect = false) {
    return (suspect ? this.suspect : this.general).run(client, work);
  }
  /** Hashes under way or waiting, in both lanes. */
  get pending() {
    return this.general.pending + this.suspect.pending;
  }
};

// src/server/auth/sign-in-throttle.ts
var SIGN_IN_LIMIT_PER_CLIENT = { max: 10, windowMs: 6e4 };
var SIGN_IN_LIMIT_PER_LOGIN = { max: 10, windowMs: 6e4 };
var MAX_CHECKS_IN_FLIGHT_PER_CLIENT = 2;
var MAX_WAITING_PER_CLIENT = 100;
var MAX_KNOWN_BLOCKED = 1e4;
var SignInThrottle = class {
  constructor(db, rules = { client: SIGN_IN_LIMIT_PER_CLIENT, login: SIGN_IN_LIMIT_PER_LOGIN }) {
    this.db = db;
    this.rules = rules;
  }
  db;
  rules;
  blockedUntil = /* @__PURE__ */ new Map();
  inFlight = /* @__PURE__ */ new Map();
  /** The password hashes of this process's sign-ins, run a few at a time, fewest-busy client first. */
  hashSlots = new PasswordHashSlots();
  /** Reserves one failure in the client's and the login's bucket, or says how long to wait. */
  async attempt(clientAddress, loginName, now) {
    const buckets = [
      [`ip:${clientAddress}`, this.rules.client],
      [`login:${loginName.toLowerCase()}`, this.rules.login]
    ];
    const nowMs = now.getTime();
    for (const [bucket] of buckets) {
      const until = this.blockedUntil.get(bucket);
      if (until !== void 0 && until > nowMs) return { allowed: false, retryAfterSeconds: Math.ceil((until - nowMs) / 1e3) };
      if (until !== void 0) this.blockedUntil.delete(bucket);
    }
    const turn = await this.turnOf(clientAddress);
    if (!turn) return { allowed: false, retryAfterSeconds: 1 };
    for (const [bucket] of buckets) {
      const until = this.blockedUntil.get(bucket);
      if (until !== void 0 && until > nowMs) {
        turn();
        return { allowed: false, retryAfterSeconds: Math.ceil((until - nowMs) / 1e3) };
      }
    }
    let finished = false;
    const done = () => {
      if (finished) return;
      finished = true;
      turn();
    };
    try {
      return await this.reserveAll(buckets, nowMs, done);
    } catch (error2) {
      done();
      throw error2;
    }
  }
  async reserveAll(buckets, nowMs, done) {
    const reserved = [];
    let suspect = false;
    for (const [bucket, rule] of buckets) {
      const windowStart = new Date(nowMs - nowMs % rule.windowMs);
      const failures = await this.reserve(bucket, windowStart);
      reserved.push({ bucket, windowStart });
      if (reserved.length === 1) suspect = failures > 1;
      if (failures > rule.max) {
        const until = windowStart.getTime() + rule.windowMs;
        if (this.blockedUntil.size >= MAX_KNOWN_BLOCKED) this.blockedUntil.clear();
        this.blockedUntil.set(bucket, until);
        await this.releaseAll(reserved);
        done();
        return { allowed: false, retryAfterSeconds: Math.ceil((until - nowMs) / 1e3) };
      }
    }
    return { allowed: true, suspect, release: () => this.releaseAll(reserved), done };
  }
  /** Waits for one of the client's slots; resolves to the function that frees it, or undefined when too many wait. */
  async turnOf(clientAddress) {
    let slots = this.inFlight.get(clientAddress);
    if (!slots) {
      slots = { running: 0, waiting: [] };
      this.inFlight.set(clientAddress, slots);
    }
    const own = slots;
    if (own.running >= MAX_CHECKS_IN_FLIGHT_PER_CLIENT) {
      if (own.waiting.length >= MAX_WAITING_PER_CLIENT) return void 0;
      await new Promise((resolve2) => own.waiting.push(resolve2));
    } else {
      own.running += 1;
    }
    return () => {
      const next = own.waiting.shift();
      if (next) return next();
      own.running -= 1;
      if (own.running === 0 && this.inFlight.get(clientAddress) === own) this.inFlight.delete(clientAddress);
    };
  }
  /** Drops buckets whose window ended; run now and then, not on the request path. */
  async prune(now) {
    const longest = Math.max(this.rules.client.windowMs, this.rules.login.windowMs);
    await this.db.deleteFrom("signInThrottle").where("windowStartedAt", "<", new Date(now.getTime() - longest)).execute();
  }
  /** One upsert: a new window starts the count at one, the current window adds one. */
  async reserve(bucket, windowStart) {
    const row = await this.db.insertInto("signInThrottle").values({ bucket, windowStartedAt: windowStart, failures: 1 }).onConflict(
      (oc) => oc.column("bucket").doUpdateSet({
        failures: sql`case when sign_in_throttle.window_started_at = excluded.window_started_at then sign_in_throttle.failures + 1 else 1 end`,
        windowStartedAt: (eb) => eb.ref("excluded.windowStartedAt")
      })
    ).returning("failures").executeTakeFirstOrThrow();
    return row.failures;
  }
  async releaseAll(reserved) {
    for (const { bucket, windowStart } of reserved) {
      await this.db.updateTable("signInThrottle").set((eb) => ({ failures: eb("failures", "-", 1) })).where("bucket", "=", bucket).where("windowStartedAt", "=", windowStart).where("failures", ">", 0).execute();
    }
  }
};

// src/server/auth/scopes.ts
var PORTAL_SCOPE = "portal";
var SSO_NOTICE_SCOPE = "sso-notice";
var SSO_NOTICE_OPERATIONS = /* @__PURE__ */ new Set([
  "getUserDetails",
  "getAllowedComponents",
  "getHeaderMenu",
  "changeUserLanguage",
  "getDwcpEnrollmentInfo",
  "getCmsPages"
]);
function scopeFor(user) {
  return user.ssoLoginOnly ? SSO_NOTICE_SCOPE : PORTAL_SCOPE;
}

// src/server/db/vocabulary.ts
var USER_GROUP_CMS_EDITOR = "CMS Editor";
var DEALER_STATUSES = ["ACTIVE", "PAUSED", "ON_HOLD", "OPTED_OUT", "INACTIVE", "CANCELLED"];
var SUBSCRIPTION_STATUSES = [
  "Subscription Pending",
  "Subscribed",
  "Unsubscribed",
  "Termination Pending",
  "Cancelled"
];
var OFFER_KINDS = ["BUNDLE", "PACKAGE", "ADDITIONAL"];
var LEAD_TYPES = ["NEW", "CPO", "USED"];
var LEAD_STATUSES = ["NEW", "CONTACTED", "APPOINTMENT", "SOLD", "LOST", "INVALID"];
var CREDIT_STATUSES = ["REQUESTED", "APPROVED", "DENIED"];
var LEAD_REPORT_NAMES = ["concierge", "shopperContact", "salesConversion", "affinityDealerSales"];
var REPORT_NAMES = [...LEAD_REPORT_NAMES, ...COMPLIANCE_REPORT_NAMES];
var SCREEN_CONFIG_LAYERS = ["base", "acura", "bmwca", "genesis", "honda", "hyundai", "hyundaica", "infiniti"];

// src/server/kernel/expiring-cache.ts
var ExpiringCache = class {
  constructor(ttlMs, maxEntries, now) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
    this.now = now;
  }
  ttlMs;
  maxEntries;
  now;
  entries = /* @__PURE__ */ new Map();
  get(key, load) {
    const at2 = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > at2) return hit.value;
    if (hit) this.entries.delete(key);
    const value = load();
    this.entries.set(key, { expiresAt: at2 + this.ttlMs, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
    return value;
  }
  delete(key) {
    this.entries.delete(key);
  }
  clear() {
    this.entries.clear();
  }
};

// src/server/auth/user-directory.ts
var MAX_CACHED = 2e4;
function belongsToCmsEditorGroup(user) {
  return user.role === USER_GROUP_CMS_EDITOR || user.userGroups.includes(USER_GROUP_CMS_EDITOR);
}
var UserDirectory = class {
  constructor(db, clock, ttlMs) {
    this.db = db;
    const now = () => clock.now().getTime();
    this.users = new ExpiringCache(ttlMs, MAX_CACHED, now);
    this.loginIds = new ExpiringCache(ttlMs, MAX_CACHED, now);
    this.userDealers = new ExpiringCache(ttlMs, MAX_CACHED, now);
    this.dealers = new ExpiringCache(ttlMs, MAX_CACHED, now);
    this.derived = new ExpiringCache(ttlMs, MAX_CACHED, now);
  }
  db;
  users;
  loginIds;
  userDealers;
  dealers;
  /** Values areas derive from a user's rows (their details, say), dropped with the user. */
  derived;
  /** A value derived from the user's rows, loaded once per cache lifetime; `forget` drops it. */
  async derivedFor(userId, key, load) {
    const bag = await this.derived.get(userId, async () => /* @__PURE__ */ new Map());
    let value = bag.get(key);
    if (!value) {
      value = load();
      bag.set(key, value);
      value.catch(() => {
        if (bag.get(key) === value) bag.delete(key);
      });
    }
    return value;
  }
  byId(userId) {
    return this.users.get(userId, () => this.loadUser(userId));
  }
  /** Login names compare case-insensitively, as sign-in does. */
  async byLogin(loginName) {
    const key = loginName.toLowerCase();
    const id = await this.loginIds.get(key, async () => {
      const row = await this.db.selectFrom("users").select("id").where((eb) => eb(eb.fn("lower", ["loginName"]), "=", key)).executeTakeFirst();
      return row?.id;
    });
    return id === void 0 ? void 0 : this.byId(id);
  }
  /** Ids of the dealers a dealer or dealer-group user is linked to. */
  dealerIdsOf(userId) {
    return this.userDealers.get(userId, async () => {
      const rows = await this.db.selectFrom("userDealers").select("dealerId").where("userId", "=", userId).execute();
      return new Set(rows.map((row) => row.dealerId));
    });
  }
  dealerByCode(code) {
    return this.dealers.get(
      code,
      () => this.db.selectFrom("dealers").select(["id", "oemId"]).where("code", "=", code).executeTakeFirst()
    );
  }
  forget(userId) {
    this.users.delete(userId);
    this.userDealers.delete(userId);
    this.derived.delete(userId);
    this.loginIds.clear();
  }
  /** Drops every cached entry (another process's changes may have been missed). */
  forgetAll() {
    this.users.clear();
    this.loginIds.clear();
    this.userDealers.clear();
    this.dealers.clear();
    this.derived.clear();
  }
  async loadUser(userId) {
    const row = await this.db.selectFrom("users").select(["id", "loginName", "userName", "role", "oemId", "userGroups", "active", "ssoLoginOnly"]).where("id", "=", userId).executeTakeFirst();
    if (!row) return void 0;
    return {
      userId: row.id,
      loginName: row.loginName,
      userName: row.userName,
      role: row.role,
      oemId: row.oemId,
      belongsToCmsEditorGroup: belongsToCmsEditorGroup(row),
      active: row.active,
      ssoLoginOnly: row.ssoLoginOnly
    };
  }
};

// src/server/auth/auth-runtime.ts
var BEARER = /^Bearer[ ]+([A-Za-z0-9\-_.~+/]+=*)[ ]*$/i;
var MAX_VERIFIED_TOKENS = 1e4;
var AuthRuntime = class {
  users;
  signInThrottle;
  signer;
  refreshTokens;
  revoked;
  requestAuth = /* @__PURE__ */ new WeakMap();
  verifiedTokens = /* @__PURE__ */ new Map();
  clock;
  accessTokenTtlMs;
  db;
  changeFeed;
  log;
  constructor({ db, config, clock, changeFeed, log }) {
    this.db = db;
    this.clock = clock;
    this.changeFeed = changeFeed;
    this.log = log;
    this.accessTokenTtlMs = config.accessTokenTtlMs;
    this.signer = new AccessTokenSigner(config.tokenSecret);
    this.refreshTokens = new RefreshTokenStore(db);
    this.revoked = new RevokedSessions(config.accessTokenTtlMs, db);
    this.users = new UserDirectory(db, clock, config.userCacheTtlMs);
    this.signInThrottle = new SignInThrottle(db, { client: config.signInLimitPerClient, login: config.signInLimitPerLogin });
  }
  /** Loads the sessions revoked lately and starts hearing the other processes' changes. */
  async start() {
    this.changeFeed?.subscribe(AUTH_CHANNEL, {
      onMessage: (message) => {
        if (isAuthChange(message)) this.apply(message);
      },
      onResync: () => {
        this.users.forgetAll();
        this.revoked.load(this.clock.now().getTime()).catch((error2) => this.log?.warn({ err: error2 }, "reloading revoked sessions failed"));
      }
    });
    await this.revoked.load(this.clock.now().getTime());
  }
  apply(change) {
    if (change.kind === "session") this.revoked.add(change.id, change.at);
    else this.users.forget(change.id);
  }
  /** Applies a change here at once, and tells the other processes (best effort: their caches also expire). */
  announce(change) {
    this.apply(change);
    this.changeFeed?.publish(AUTH_CHANNEL, change).catch((error2) => this.log?.warn({ err: error2, change }, "announcing an auth change failed"));
  }
  // ── TokenService ──────────────────────────────────────────────────────────
  async startSession(user, rememberMe) {
    const now = this.clock.now();
    const { token, familyId } = await this.refreshTokens.issue(user.userId, rememberMe, now);
    this.users.forget(user.userId);
    return this.tokenData(user.userId, familyId, scopeFor(user), token, now);
  }
  async refreshSession(refreshToken) {
    const now = this.clock.now();
    const ownerId = await this.refreshTokens.ownerOf(refreshToken);
    const user = ownerId === void 0 ? void 0 : await this.users.byId(ownerId);
    if (ownerId !== void 0 && !user?.active) {
      await this.refreshTokens.revokeUser(ownerId, now);
      return { ok: false, reason: "user_inactive" };
    }
    const rotated = await this.refreshTokens.rotate(
      refreshToken,
      now,
      (familyId, next) => this.tokenData(ownerId ?? 0, familyId, user ? scopeFor(user) : "", next, now)
    );
    if (!rotated.ok) {
      if (rotated.reason === "reused") this.announce({ kind: "session", id: rotated.familyId, at: now.getTime() });
      return { ok: false, reason: rotated.reason };
    }
    return { ok: true, tokens: rotated.pair };
  }
  tokenData(userId, familyId, scope, refreshToken, now) {
    const iat = Math.floor(now.getTime() / 1e3);
    const expiresIn = Math.floor(this.accessTokenTtlMs / 1e3);
    return {
      access_token: this.signer.sign({ sub: userId, sid: familyId, scope, jti: randomBytes3(9).toString("base64url"), iat, exp: iat + expiresIn }),
      token_type: "bearer",
      refresh_token: refreshToken,
      expires_in: expiresIn,
      scope
    };
  }
  // ── AccessControl ─────────────────────────────────────────────────────────
  async authenticate(request) {
    const header = request.headers.authorization;
    if (header === void 0 || header === "") return null;
    const match = BEARER.exec(header);
    if (!match?.[1]) return null;
    const nowMs = this.clock.now().getTime();
    const claims = this.verifiedClaims(match[1], nowMs);
    if (claims === "expired") throw unauthorized("The access token has expired.");
    if (typeof claims === "string") throw unauthorized();
    if (this.revoked.has(claims.sid, nowMs)) throw unauthorized("The session was ended; sign in again.");
    const user = await this.users.byId(claims.sub);
    if (!user?.active) throw unauthorized();
    this.requestAuth.set(request, { sessionId: claims.sid, ssoNoticeOnly: claims.scope === SSO_NOTICE_SCOPE || user.ssoLoginOnly });
    return this.withImpersonation(user, request.headers.impersonate);
  }
  verifiedClaims(token, nowMs) {
    const known = this.verifiedTokens.get(token);
    if (known) return known.exp * 1e3 <= nowMs ? "expired" : known;
    const claims = this.signer.verify(token, nowMs);
    if (typeof claims !== "string") {
      if (this.verifiedTokens.size >= MAX_VERIFIED_TOKENS) this.verifiedTokens.clear();
      this.verifiedTokens.set(token, claims);
    }
    return claims;
  }
  /**
   * The impersonate header (the client copies it from the impersonation cookie): only an admin
   * may send it, and only to act as an existing, active user who is not an admin.
   */
  async withImpersonation(user, header) {
    const login = (Array.isArray(header) ? header[0] : header)?.trim();
    if (!login) return callerOf(user, null);
    if (!roleKeysOf(user).has("admin")) throw new HttpError(403, "impersonation_forbidden", "Only an administrator may act as another user.");
    const target = await this.users.byLogin(login);
    if (!target?.active) throw new HttpError(403, "impersonation_forbidden", "The user to act as does not exist or is inactive.");
    if (roleKeysOf(target).has("admin")) throw new HttpError(403, "impersonation_forbidden", "An administrator cannot be impersonated.");
    return callerOf(target, user);
  }
  /**
   * Admins and the OEM staff of the dealer's OEM may act for a dealer; dealer and dealer-group
   * users for the dealers linked to them; CMS editors for none. The rule reads the role of the
   * user the call acts as: an admin impersonating a dealer sees what that dealer sees.
   */
  async canActForDealer(caller, dealerCode) {
    const roles = roleKeysOf(caller);
    if (roles.has("admin")) return true;
    if (!roles.has("oem") && !roles.has("dealer") && !roles.has("dealerGroup")) return false;
    const dealer2 = await this.users.dealerByCode(dealerCode);
    if (!dealer2) return false;
    if (roles.has("oem") && dealer2.oemId === caller.oemId) return true;
    if (roles.has("dealer") || roles.has("dealerGroup")) return (await this.users.dealerIdsOf(caller.userId)).has(dealer2.id);
    return false;
  }
  authorizeOperation(caller, operation, request) {
    const auth = this.requestAuth.get(request);
    if (auth?.ssoNoticeOnly && !caller.impersonator && !SSO_NOTICE_OPERATIONS.has(operation.operationId)) {
      throw forbidden("This account signs in through single sign-on only.");
    }
  }
  // ── SessionControl ────────────────────────────────────────────────────────
  forgetUser(userId) {
    this.announce({ kind: "user", id: userId });
  }
  /** Ends the user's other sessions: their refresh tokens, and their access tokens on every process. */
  async revokeRefreshTokens(userId, keepSessionId) {
    const now = this.clock.now();
    await this.refreshTokens.revokeUser(userId, now, keepSessionId);
    const ended = await this.db.selectFrom("refreshTokens").select("familyId").distinct().where("userId", "=", userId).where("revokedAt", "=", now).execute();
    for (const { familyId } of ended) this.announce({ kind: "session", id: familyId, at: now.getTime() });
    this.announce({ kind: "user", id: userId });
  }
  sessionIdOf(request) {
    return this.requestAuth.get(request)?.sessionId;
  }
  cachedForUser(userId, key, load) {
    return this.users.derivedFor(userId, key, load);
  }
  async pruneExpiredSessions() {
    await this.signInThrottle.prune(this.clock.now());
    return this.refreshTokens.prune(this.clock.now());
  }
};

// src/server/contract/portal-contracts.ts
import path4 from "node:path";

// src/server/server-config.ts
import path3 from "node:path";
import { fileURLToPath } from "node:url";

// src/server/db/seed/seed-database.ts
import { sql as sql6 } from "kysely";

// src/server/db/analyze.ts
import { sql as sql2 } from "kysely";

// src/server/db/seed/bulk-insert.ts
import { sql as sql3 } from "kysely";
var CASTS = {
  int4: sql3.raw("int4"),
  int8: sql3.raw("int8"),
  float8: sql3.raw("float8"),
  numeric: sql3.raw("numeric"),
  text: sql3.raw("text"),
  bool: sql3.raw("bool"),
  date: sql3.raw("date"),
  time: sql3.raw("time"),
  timestamptz: sql3.raw("timestamptz"),
  uuid: sql3.raw("uuid"),
  jsonb: sql3.raw("jsonb")
};

// src/server/db/seed/data/catalogue.ts
var OFFER_TYPE = {
  DWS: 5,
  DIGAD: 6,
  FULL_SERVICE: 7,
  DRS: 8,
  REP: 9,
  CALL: 10,
  TRADEIN: 11,
  CREATIVE: 15,
  LEAD: 16,
  CHAT: 17,
  EVHUB: 1034
};
var ADDON = {
  DWS: 19,
  DIGAD: 20,
  FULL_SERVICE: 21,
  DRS: 22,
  REP: 23,
  CALL: 24,
  TRADEIN: 25,
  CREATIVE: 26,
  CHAT: 27,
  LEAD: 28,
  EVHUB: 1035
};
var OFFER_CODES = Object.keys(OFFER_TYPE);
var urlParameter = (name, label2, required) => ({
  name,
  label: label2,
  type: "URL",
  required
});
var ADDON_CUSTOM_PARAMETERS = {
  CHAT: [urlParameter("chatWidgetUrl", "Chat widget URL", true), { name: "chatHours", label: "Chat hours", type: "TEXT", required: false }],
  CALL: [{ name: "trackingNumber", label: "Tracking phone number", type: "TEXT", required: true }, { name: "recordCalls", label: "Record calls", type: "BOOLEAN", required: false }],
  TRADEIN: [urlParameter("tradeInToolUrl", "Trade-in tool URL", true)],
  LEAD: [{ name: "crmEmail", label: "CRM lead e-mail", type: "TEXT", required: true }, { name: "dailyLeadCap", label: "Daily lead cap", type: "NUMBER", required: false }],
  DWS: [urlParameter("websiteUrl", "Website URL", true)]
};

// src/server/db/seed/seed-context.ts
var DAY_MS = 24 * 60 * 60 * 1e3;

// src/server/db/seed/data/demo-users.ts
var dealer = (loginName, userName, oemCode, dealerCode) => ({
  loginName,
  userName,
  role: "Dealer",
  userGroups: [],
  oemCode,
  language: "ENGLISH",
  ssoLoginOnly: false,
  dealerCodes: [dealerCode],
  contactConfirmed: true
});
var DEMO_USERS = [
  {
    loginName: "admin",
    userName: "Alex Administrator",
    role: "admin",
    userGroups: [USER_GROUP_JDP_ADMIN],
    oemCode: "honda",
    language: "ENGLISH",
    ssoLoginOnly: false,
    dealerCodes: [],
    contactConfirmed: true
  },
  dealer("dealer", "Dana Dealer", "honda", "HON0001"),
  dealer("dealer.acura", "Aaron Acura", "acura", "ACU0001"),
  { ...dealer("dealer.infiniti", "Iris Infiniti", "infiniti", "INF0001"), contactConfirmed: false },
  dealer("dealer.genesis", "Gina Genesis", "genesis", "GEN0001"),
  dealer("dealer.bmwca", "Brendan Bimmer", "bmwca", "BCA0001"),
  dealer("dealer.hyundai", "Hana Hyundai", "hyundai", "HYU0001"),
  { ...dealer("dealer.hyundaica", "Hugo Hyundai", "hyundaica", "HCA0001"), contactConfirmed: false },
  { ...dealer("dealer.fr", "Francine Tremblay", "honda", "HON0002"), language: "FRENCH" },
  {
    loginName: "group",
    userName: "Grace Group",
    role: "Dealer Group",
    userGroups: [],
    oemCode: "honda",
    language: "ENGLISH",
    ssoLoginOnly: false,
    dealerCodes: ["HON0003", "HON0004", "HON0005", "HON0006", "HON0007", "HON0008"],
    contactConfirmed: true
  },
  {
    loginName: "oem",
    userName: "Owen OEM",
    role: "OEM",
    userGroups: [],
    oemCode: "honda",
    language: "ENGLISH",
    ssoLoginOnly: false,
    dealerCodes: [],
    contactConfirmed: true
  },
  {
    loginName: "editor",
    userName: "Eddie Editor",
    role: "CMS Editor",
    userGroups: [USER_GROUP_CMS_EDITOR],
    oemCode: "honda",
    language: "ENGLISH",
    ssoLoginOnly: false,
    dealerCodes: [],
    contactConfirmed: true
  },
  { ...dealer("sso", "Sam Single-Sign-On", "honda", "HON0009"), ssoLoginOnly: true },
  // The studio's users (issue #18): product staff edit and publish screen definitions; QA reads and checks them.
  {
    loginName: "studio",
    userName: "Priya Product",
    role: "Product Staff",
    userGroups: [],
    oemCode: "honda",
    language: "ENGLISH",
    ssoLoginOnly: false,
    dealerCodes: [],
    contactConfirmed: true
  },
  {
    loginName: "qa",
    userName: "Quinn Quality",
    role: "QA",
    userGroups: [],
    oemCode: "honda",
    language: "ENGLISH",
    ssoLoginOnly: false,
    dealerCodes: [],
    contactConfirmed: true
  }
];

// src/server/db/seed/seed-oems-and-geography.ts
import { readFileSync } from "node:fs";
import path from "node:path";
var CENTROIDS = JSON.parse(readFileSync(path.join(import.meta.dirname, "data/zip-centroids.json"), "utf8"));

// src/server/db/seed/seed-tools.ts
import path2 from "node:path";
import { sql as sql4 } from "kysely";

// src/server/db/seed/tools-files/office-documents.ts
import ExcelJS from "exceljs";
import JSZip from "jszip";
var FILE_TIME = new Date(Date.UTC(2026, 0, 1));

// src/server/db/seed/seed-tools.ts
var VIDEO_DIR = path2.join(import.meta.dirname, "tools-files");

// src/server/auth/password.ts
import { randomBytes as randomBytes4, scrypt, timingSafeEqual as timingSafeEqual2 } from "node:crypto";
var CURRENT = { ln: 14, r: 8, p: 5 };
var SALT_BYTES = 16;
var KEY_BYTES = 64;
var LIMITS = { ln: [10, 20], r: [1, 32], p: [1, 16], keyBytes: [16, 128], saltBytes: [8, 64] };
var PHC_PATTERN = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/;
var MalformedPasswordHashError = class extends Error {
  constructor() {
    super("Stored password hash is not a valid $scrypt$ hash");
    this.name = "MalformedPasswordHashError";
  }
};
async function hashPassword(password, salt = randomBytes4(SALT_BYTES)) {
  const key = await deriveKey(password, salt, CURRENT.ln, CURRENT.r, CURRENT.p, KEY_BYTES);
  return `$scrypt$ln=${CURRENT.ln},r=${CURRENT.r},p=${CURRENT.p}$${salt.toString("base64")}$${key.toString("base64")}`;
}
async function verifyPassword(password, storedHash) {
  const parsed3 = parseHash(storedHash);
  const key = await deriveKey(password, parsed3.salt, parsed3.ln, parsed3.r, parsed3.p, parsed3.key.length);
  return timingSafeEqual2(key, parsed3.key);
}
function passwordNeedsRehash(storedHash) {
  const parsed3 = parseHash(storedHash);
  return parsed3.ln !== CURRENT.ln || parsed3.r !== CURRENT.r || parsed3.p !== CURRENT.p || parsed3.key.length !== KEY_BYTES;
}
function unusablePasswordHash(entropy = randomBytes4(SALT_BYTES + KEY_BYTES)) {
  if (entropy.length < SALT_BYTES + KEY_BYTES) throw new RangeError(`entropy must be ${SALT_BYTES + KEY_BYTES} bytes`);
  const salt = entropy.subarray(0, SALT_BYTES);
  const key = entropy.subarray(SALT_BYTES, SALT_BYTES + KEY_BYTES);
  return `$scrypt$ln=${CURRENT.ln},r=${CURRENT.r},p=${CURRENT.p}$${salt.toString("base64")}$${key.toString("base64")}`;
}
var unknownUserHash;
async function verifyPasswordOfUnknownUser(password) {
  unknownUserHash ??= unusablePasswordHash();
  await verifyPassword(password, unknownUserHash);
  return false;
}
function parseHash(storedHash) {
  const match = PHC_PATTERN.exec(storedHash);
  if (!match) throw new MalformedPasswordHashError();
  const [, ln, r, p, salt, key] = match;
  const parsed3 = {
    ln: Number(ln),
    r: Number(r),
    p: Number(p),
    salt: Buffer.from(salt ?? "", "base64"),
    key: Buffer.from(key ?? "", "base64")
  };
  const within = (value, [min, max]) => value >= min && value <= max;
  if (!within(parsed3.ln, LIMITS.ln) || !within(parsed3.r, LIMITS.r) || !within(parsed3.p, LIMITS.p) || !within(parsed3.key.length, LIMITS.keyBytes) || !within(parsed3.salt.length, LIMITS.saltBytes)) {
    throw new MalformedPasswordHashError();
  }
  return parsed3;
}
function deriveKey(password, salt, ln, r, p, keyBytes) {
  const N = 2 ** ln;
  const options = { N, r, p, maxmem: 128 * N * r + 16 * 1024 * 1024 };
  const normalized = password.normalize("NFC");
  return new Promise((resolve2, reject) => {
    scrypt(normalized, salt, keyBytes, options, (error2, key) => error2 ? reject(error2) : resolve2(key));
  });
}

// src/server/db/seed/data/menus.ts
var SETTINGS_MENU_ID = 40;
var STUDIO_MENU_ID = 100;
var report = (id, name, reportName) => ({ id, name, url: `/reports?q=${reportName}` });
var MENU_TREE = [
  {
    id: 1,
    name: "Programs",
    url: "",
    children: [
      { id: 10, name: "Dealer Website Certification", url: "/dealerwebsitecertification" },
      { id: 11, name: "SmartLeads", url: "/smartleads" },
      { id: 12, name: "SmartAnalytics", url: "/smartanalytics" },
      { id: 13, name: "OEM SmartAnalytics", url: "/oemsmartanalytics" },
      { id: 14, name: "SmartNurture Shopper Contact", url: "/shoppercontact" },
      { id: 15, name: "Concierge Elite", url: "/concierge" },
      { id: 16, name: "Digital Advertising", url: "/digitaladvertising" },
      { id: 17, name: "Shopper Assurance", url: "/shopperAssurance" },
      { id: 18, name: "Field Consultants", url: "/fieldsConsultants" },
      { id: 19, name: "Field Support", url: "/fieldsupport" },
      { id: 20, name: "Enterprise Services", url: "/enterpriseservices" },
      { id: 21, name: "Marketplace Services", url: "/marketPlaceServices" },
      { id: 22, name: "Digital Retailing Services", url: "/DrsServices" },
      { id: 23, name: "Lead Management", url: "/leadmanagement" },
      { id: 24, name: "Price Comparison", url: "/pricecomparison" },
      { id: 25, name: "DRS Pricing Comparison", url: "/drspricingcomparison" },
      { id: 26, name: "Digital Certification", url: "/DigitalCertification" },
      { id: 27, name: "How to Enroll", url: "/howToEnroll" }
    ]
  },
  {
    id: 2,
    name: "Enrollments",
    url: "",
    children: [
      { id: 30, name: "Manage Enrollments", url: "/manageenrollments" },
      { id: 31, name: "Manage Website Program", url: "/websiteprogram" },
      { id: 32, name: "Manage Packages and Addon Enrollments", url: "/managepackages" },
      { id: 33, name: "Digital Dealer Packages", url: "/managePackagesDigitalDealer" },
      { id: 34, name: "Manage Subscription", url: "/managesubscription" },
      { id: 35, name: "Dealer Website Enrollment", url: "/dwcpenrollment" },
      { id: 36, name: "DWCP Enrollment Administration", url: "/admindwcpenrollment" }
    ]
  },
  {
    id: 3,
    name: "Leads",
    url: "",
    children: [
      { id: 50, name: "Lead Viewer", url: "/viewLeads" },
      { id: 51, name: "Lead Response Time", url: "/viewLeadResponseTime" },
      { id: 52, name: "Response Time Override", url: "/responseTimeOverride" },
      { id: 53, name: "SmartLeads settings", url: "/leadsettingsPreview" },
      { id: 54, name: "Set Budget", url: "/setbudget" }
    ]
  },
  {
    id: 4,
    name: "Reports",
    url: "",
    children: [
      {
        id: 60,
        name: "Compliance",
        url: "",
        children: [
          report(61, "Compliance Aggregate Report", "ComplianceAggregateReport"),
          report(62, "Dealer Compliance Report", "ComplianceDealerReport"),
          report(63, "Compliance Scorecard", "ComplianceScorecardReport"),
          report(64, "DRS Dealer Compliance Report", "DRSComplianceDealerReport"),
          report(65, "Website Provider Non-Compliant Report", "DWCPWebproviderNonCompliantReport"),
          report(66, "CRM Compliance Aggregate Report", "CRMComplianceAggregateReport"),
          report(67, "CRM Non-Compliant Report", "CRMNonCompliantReport"),
          report(68, "DRS Compliance Aggregate Report", "DRSComplianceAggregateReport"),
          report(69, "DRS Non-Compliance Audit Report", "DRSNonComplianceAuditReport")
        ]
      },
      {
        id: 70,
        name: "Compliance Audits",
        url: "",
        children: [
          { id: 71, name: "Data Recording", url: "/compliance/dataRecording" },
          { id: 72, name: "CRM Data Recording", url: "/compliance/crmDataRecording?q=CRMComplianceAggregateReport" },
          { id: 73, name: "DRS Data Recording", url: "/compliance/drsDataRecording" },
          { id: 74, name: "Compliance Scores", url: "/compliance/complianceScoresReport" }
        ]
      },
      {
        id: 80,
        name: "Lead Reports",
        url: "",
        children: [
          report(81, "Concierge Report", "concierge"),
          report(82, "Shopper Contact Report", "shopperContact"),
          report(83, "Sales Conversion Report", "salesConversion"),
          report(84, "Affinity Dealer Sales Report", "affinityDealerSales")
        ]
      },
      { id: 85, name: "SmartAnalytics Dashboard", url: "/newsmartanalytics" }
    ]
  },
  {
    id: 5,
    name: "Tools",
    url: "",
    children: [
      { id: 90, name: "Resources", url: "/resources" },
      { id: 91, name: "Payload Lookup", url: "/payloadlookup" },
      { id: 92, name: "Log Viewer", url: "/logviewer" },
      { id: 93, name: "Videos", url: "/video" }
    ]
  },
  {
    id: SETTINGS_MENU_ID,
    name: "Settings",
    url: "",
    children: [
      { id: 41, name: "Profile Information", url: "/manageprofile" },
      { id: CHANGE_PASSWORD_MENU_ID, name: "Change Password", url: "/changePassword" },
      { id: 42, name: "Notifications", url: "/notificationsUnsubscription" },
      { id: 43, name: "Manual DMF Correction", url: "/settings/manualDMFCorrection" },
      { id: 44, name: "Pre-Lead Conversion", url: "/settings/preLead" }
    ]
  },
  // The studio (issue #18): product staff and QA only, so not among the entries every admin sees.
  { id: STUDIO_MENU_ID, name: "Studio", url: "/studio" },
  { id: 99, name: "Contact Us", url: "/contactus" }
];
var DEALER_ITEMS = [
  1,
  10,
  11,
  12,
  14,
  15,
  16,
  17,
  18,
  19,
  21,
  22,
  23,
  27,
  2,
  31,
  32,
  34,
  35,
  3,
  50,
  51,
  53,
  54,
  4,
  60,
  62,
  63,
  64,
  80,
  81,
  82,
  83,
  5,
  90,
  91,
  93,
  SETTINGS_MENU_ID,
  41,
  CHANGE_PASSWORD_MENU_ID,
  42,
  99
];
var ROLE_MENU_ITEMS = {
  Dealer: DEALER_ITEMS,
  // Manage Enrollments (30) stays with admins and OEM staff: its search and dealer actions are theirs (contract x-roles).
  "Dealer Group": [...DEALER_ITEMS, 84],
  OEM: [
    1,
    10,
    11,
    12,
    13,
    14,
    15,
    16,
    17,
    18,
    19,
    20,
    21,
    22,
    23,
    24,
    25,
    26,
    27,
    2,
    30,
    31,
    33,
    34,
    3,
    50,
    51,
    4,
    60,
    61,
    62,
    63,
    64,
    65,
    66,
    67,
    68,
    69,
    70,
    71,
    72,
    73,
    74,
    80,
    81,
    82,
    83,
    84,
    85,
    5,
    90,
    91,
    92,
    93,
    SETTINGS_MENU_ID,
    CHANGE_PASSWORD_MENU_ID,
    99
  ],
  // Administrators see every entry but the studio's and a dealer's own pages (allMenuIds of the seed leaves them out).
  admin: [],
  // Editors edit the program tiles' texts and cannot enroll.
  "CMS Editor": [1, 10, 11, 12, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 27, 5, 90, SETTINGS_MENU_ID, CHANGE_PASSWORD_MENU_ID, 99],
  // The studio's users (issue #18) reach the studio; what they edit they preview there.
  "Product Staff": [STUDIO_MENU_ID, SETTINGS_MENU_ID, CHANGE_PASSWORD_MENU_ID, 99],
  QA: [STUDIO_MENU_ID, SETTINGS_MENU_ID, CHANGE_PASSWORD_MENU_ID, 99]
};

// src/server/db/seed/deferred-indexes.ts
import { sql as sql5 } from "kysely";

// src/server/sso/sso-config.ts
var SSO_LOGIN_PATH = "/sso/oidc/login";
var SSO_CALLBACK_PATH = "/sso/oidc/callback";
var LOOPBACK = /* @__PURE__ */ new Set(["localhost", "127.0.0.1", "[::1]"]);
function isLoopbackHttp(url) {
  return url.protocol === "http:" && LOOPBACK.has(url.hostname);
}

// src/server/server-config.ts
var PROJECT_ROOT = path3.resolve(fileURLToPath(import.meta.url), "../../..");
var DEFAULT_ACCESS_TOKEN_TTL_MS = 60 * 60 * 1e3;
var DEFAULT_USER_CACHE_TTL_MS = 30 * 1e3;
var DEFAULT_LEAD_COUNT_CACHE_MS = 30 * 1e3;
var DEFAULT_UPLOAD_MAX_FILE_BYTES = 20 * 1024 * 1024;
var DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024;

// src/server/contract/load-contract.ts
import { bundle, createConfig } from "@redocly/openapi-core";

// src/server/contract/schema-refs.ts
var PREFIX = "#/components/schemas/";
function rewriteSchemaRefs(node, definitionsId) {
  if (Array.isArray(node)) return node.map((item) => rewriteSchemaRefs(item, definitionsId));
  if (typeof node !== "object" || node === null) return node;
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === "$ref" && typeof value === "string" && value.startsWith(PREFIX)) {
      out[key] = `${definitionsId}#/$defs/${value.slice(PREFIX.length)}`;
    } else {
      out[key] = rewriteSchemaRefs(value, definitionsId);
    }
  }
  return out;
}

// src/server/contract/load-contract.ts
var METHODS = ["get", "post", "put", "delete", "patch"];
var isObj = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
function resolveComponent(doc, node) {
  let current = node;
  for (let hops = 0; isObj(current) && typeof current.$ref === "string" && hops < 10; hops++) {
    const ref = current.$ref;
    if (!ref.startsWith("#/")) throw new Error(`unbundled reference ${ref}`);
    current = ref.slice(2).split("/").map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~")).reduce((at2, key) => isObj(at2) ? at2[key] : void 0, doc);
  }
  if (!isObj(current)) throw new Error("reference to nothing in the contract");
  return current;
}
async function loadContract(rootFile, definitionsId) {
  const config = await createConfig({});
  const result = await bundle({ ref: rootFile, config, dereference: false });
  const document = result.bundle.parsed;
  const rewrite = (schema) => rewriteSchemaRefs(schema, definitionsId);
  const components = isObj(document.components) ? document.components : {};
  const schemas = isObj(components.schemas) ? components.schemas : {};
  const definitions = {
    $id: definitionsId,
    $defs: Object.fromEntries(Object.entries(schemas).map(([name, s]) => [name, rewrite(s)]))
  };
  const servers = Array.isArray(document.servers) ? document.servers : [];
  const firstUrl = isObj(servers[0]) && typeof servers[0].url === "string" ? servers[0].url : "";
  const basePath = new URL(firstUrl, "http://localhost").pathname.replace(/\/$/, "");
  const globalSecurity = Array.isArray(document.security) ? document.security : [];
  const operations = [];
  const paths = isObj(document.paths) ? document.paths : {};
  for (const [path14, rawItem] of Object.entries(paths)) {
    const item = resolveComponent(document, rawItem);
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of METHODS) {
      const op = item[method];
      if (!isObj(op)) continue;
      const byKey = /* @__PURE__ */ new Map();
      for (const raw of [...shared, ...Array.isArray(op.parameters) ? op.parameters : []]) {
        const p = resolveComponent(document, raw);
        const param = {
          name: String(p.name),
          in: p.in,
          required: p.required === true,
          explode: typeof p.explode === "boolean" ? p.explode : (p.style ?? "form") === "form",
          schema: rewrite(p.schema ?? {})
        };
        byKey.set(`${param.in}:${param.name}`, param);
      }
      let requestBody;
      if (op.requestBody) {
        const body = resolveComponent(document, op.requestBody);
        const content = isObj(body.content) ? body.content : {};
        requestBody = {
          required: body.required === true,
          content: Object.fromEntries(
            Object.entries(content).map(([type, media]) => [type, rewrite(isObj(media) ? media.schema ?? {} : {})])
          )
        };
      }
      const responses = {};
      for (const [status, raw] of Object.entries(isObj(op.responses) ? op.responses : {})) {
        const response = resolveComponent(document, raw);
        const content = isObj(response.content) ? response.content : {};
        responses[status] = Object.fromEntries(
          Object.entries(content).map(([type, media]) => [type, rewrite(isObj(media) ? media.schema ?? {} : {})])
        );
      }
      const security = Array.isArray(op.security) ? op.security : globalSecurity;
      operations.push({
        operationId: String(op.operationId),
        method,
        path: path14,
        tag: Array.isArray(op.tags) ? String(op.tags[0]) : "untagged",
        requiresAuth: security.length > 0,
        roles: Array.isArray(op["x-roles"]) ? op["x-roles"].map(String) : void 0,
        dealerScope: Array.isArray(op["x-dealer-scope"]) ? op["x-dealer-scope"] : [],
        readOnly: op["x-read-only"] === true,
        parameters: [...byKey.values()],
        requestBody,
        responses
      });
    }
  }
  return { basePath, definitionsId, definitions, operations, document };
}

// src/server/contract/portal-contracts.ts
var PORTAL_DEFINITIONS_ID = "https://smartportal.invalid/contract/portal.json";
var CMS_DEFINITIONS_ID = "https://smartportal.invalid/contract/cms.json";
var loading;
function loadPortalContracts() {
  loading ??= (async () => {
    const [portal, cms] = await Promise.all([
      loadContract(path4.join(PROJECT_ROOT, "openapi/portal.yaml"), PORTAL_DEFINITIONS_ID),
      loadContract(path4.join(PROJECT_ROOT, "openapi/cms.yaml"), CMS_DEFINITIONS_ID)
    ]);
    return { portal, cms };
  })();
  loading.catch(() => {
    loading = void 0;
  });
  return loading;
}

// src/server/contract/storable-text.ts
var UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
function isStorableText(text2) {
  return !UNSTORABLE.test(text2);
}
var MAX_DEPTH = 64;
function unstorableTextErrors(value, prefix) {
  const errors = [];
  const seen = /* @__PURE__ */ new Set();
  const report2 = (field) => {
    if (seen.has(field)) return;
    seen.add(field);
    errors.push({ field, message: translateEnglish("INVALID_CHARACTERS"), messageKey: "INVALID_CHARACTERS" });
  };
  const join = (path14, key) => path14 ? `${path14}.${key}` : key;
  const walk5 = (node, path14, depth) => {
    if (typeof node === "string") {
      if (!isStorableText(node)) report2(path14);
      return;
    }
    if (typeof node !== "object" || node === null || depth > MAX_DEPTH || Buffer.isBuffer(node)) return;
    if (Array.isArray(node)) {
      node.forEach((item, index) => walk5(item, join(path14, String(index)), depth + 1));
      return;
    }
    for (const [key, item] of Object.entries(node)) {
      if (!isStorableText(key)) report2(join(path14, JSON.stringify(key).slice(1, -1)));
      else walk5(item, join(path14, key), depth + 1);
    }
  };
  walk5(value, prefix, 0);
  return errors;
}

// src/server/contract/request-validation.ts
function createContractAjv(contracts) {
  const strict = createServerAjv({ coerceTypes: false });
  const coercing = createServerAjv({ coerceTypes: "array" });
  for (const contract of contracts) {
    strict.addSchema(contract.definitions);
    coercing.addSchema(contract.definitions);
  }
  return { strict, coercing };
}
var TEXT_BODY_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];
function objectSchemaOf(params, lowerCaseNames) {
  const name = (p) => lowerCaseNames ? p.name.toLowerCase() : p.name;
  return {
    type: "object",
    properties: Object.fromEntries(params.map((p) => [name(p), p.schema])),
    required: params.filter((p) => p.required).map(name)
  };
}
function withoutBinaryProperties(schema) {
  const properties = schema.properties ?? {};
  const binary = Object.entries(properties).filter(([, s]) => s.format === "binary" || typeof s.contentMediaType === "string" || s.contentEncoding !== void 0).map(([name]) => name);
  if (binary.length === 0) return { schema, binary };
  const rest = Object.fromEntries(Object.entries(properties).filter(([name]) => !binary.includes(name)));
  const required = Array.isArray(schema.required) ? schema.required.filter((n) => !binary.includes(String(n))) : void 0;
  return { schema: { ...schema, properties: rest, ...required ? { required } : {} }, binary };
}
function prefixed(prefix, errors) {
  return errors.map((e) => ({ ...e, field: e.field ? `${prefix}.${e.field}` : prefix }));
}
function checkWith(validate) {
  return (body) => validate(body) ? [] : toFieldErrors(validate.errors);
}
function resolved(instance, schema) {
  if (typeof schema !== "object" || schema === null) return void 0;
  const ref = schema.$ref;
  if (typeof ref !== "string") return schema;
  const target = instance.getSchema(ref)?.schema;
  return typeof target === "object" && target !== null ? target : void 0;
}
function discriminatedCheck(instance, schema) {
  const branches = Array.isArray(schema.oneOf) ? schema.oneOf.map((b) => ({ raw: b, full: resolved(instance, b) })) : [];
  if (branches.length < 2 || branches.some((b) => !b.full)) return void 0;
  const constantsOf = (full) => Object.entries(full.properties ?? {}).filter(([, p]) => p.const !== void 0);
  const first = branches[0]?.full;
  if (!first) return void 0;
  for (const [property] of constantsOf(first)) {
    const byValue = /* @__PURE__ */ new Map();
    for (const branch of branches) {
      const value = (branch.full?.properties ?? {})[property]?.const;
      if (value === void 0 || byValue.has(value)) break;
      byValue.set(value, instance.compile(branch.raw));
    }
    if (byValue.size !== branches.length) continue;
    const selector = instance.compile({ type: "object", required: [property], properties: { [property]: { enum: [...byValue.keys()] } } });
    return (body) => {
      const value = typeof body === "object" && body !== null ? body[property] : void 0;
      const branch = byValue.get(value);
      if (branch) return checkWith(branch)(body);
      return selector(body) ? [] : toFieldErrors(selector.errors);
    };
  }
  return void 0;
}
function compileRequestValidator(op, ajv) {
  const byIn = (where) => op.parameters.filter((p) => p.in === where);
  const compile = (instance, schema) => instance.compile(schema);
  const path14 = compile(ajv.coercing, objectSchemaOf(byIn("path"), false));
  const query = compile(ajv.coercing, objectSchemaOf(byIn("query"), false));
  const headers = compile(ajv.coercing, objectSchemaOf(byIn("header"), true));
  const bodies = /* @__PURE__ */ new Map();
  for (const [type, schema] of Object.entries(op.requestBody?.content ?? {})) {
    const instance = TEXT_BODY_TYPES.includes(type) ? ajv.coercing : ajv.strict;
    const { schema: checked, binary } = type === "multipart/form-data" ? withoutBinaryProperties(resolved(instance, schema) ?? schema) : { schema, binary: [] };
    bodies.set(type, { check: discriminatedCheck(instance, checked) ?? checkWith(compile(instance, checked)), binary });
  }
  const commaSeparated = byIn("query").filter((p) => !p.explode && p.schema.type === "array").map((p) => p.name);
  return (parts) => {
    const queryValues = parts.query;
    for (const name of commaSeparated) {
      const value = queryValues[name];
      if (typeof value === "string") queryValues[name] = value.split(",").filter((item) => item !== "");
    }
    const errors = [
      ...unstorableTextErrors(parts.params, "path"),
      ...unstorableTextErrors(parts.query, "query"),
      ...unstorableTextErrors(parts.body, "")
    ];
    if (!path14(parts.params)) errors.push(...prefixed("path", toFieldErrors(path14.errors)));
    if (!query(parts.query)) errors.push(...prefixed("query", toFieldErrors(query.errors)));
    if (!headers(parts.headers)) errors.push(...prefixed("header", toFieldErrors(headers.errors)));
    if (op.requestBody) {
      const mediaType = parts.contentType?.split(";")[0]?.trim().toLowerCase();
      const hasBody = parts.body !== void 0 && parts.body !== null;
      const body = mediaType ? bodies.get(mediaType) : void 0;
      if (!hasBody) {
        if (op.requestBody.required) errors.push({ field: "", message: "A request body is required.", messageKey: "REQUEST_BODY_REQUIRED" });
      } else if (!body) {
        errors.push({
          field: "",
          message: `Send the body as ${[...bodies.keys()].join(" or ")}.`,
          messageKey: "UNSUPPORTED_MEDIA_TYPE"
        });
      } else {
        const view = body.binary.length ? Object.fromEntries(Object.entries(parts.body).filter(([k]) => !body.binary.includes(k))) : parts.body;
        errors.push(...body.check(view));
        if (view !== parts.body) Object.assign(parts.body, view);
      }
    }
    return errors;
  };
}

// src/server/http/request-phase.ts
var started = /* @__PURE__ */ new WeakSet();
function markHandlerStarted(request) {
  started.add(request);
}
function hasHandlerStarted(request) {
  return started.has(request);
}

// src/server/http/upload-rule.ts
var HEAD_BYTES = 16;
function defaultUploadRule(maxBytes) {
  return { maxBytes, tooLarge: () => new HttpError(413, "payload_too_large", "The uploaded file is too large.") };
}
async function receiveFile(part, rule) {
  const refusedByName = rule.checkName?.(part.filename, part.mimetype);
  if (refusedByName) throw refusedByName;
  const chunks = [];
  let size = 0;
  let head;
  for await (const chunk of part.file) {
    size += chunk.length;
    if (size > rule.maxBytes) throw rule.tooLarge();
    chunks.push(chunk);
    if (!head && size >= HEAD_BYTES) {
      head = Buffer.concat(chunks).subarray(0, HEAD_BYTES);
      const refused2 = rule.checkHead?.(head, part.filename);
      if (refused2) throw refused2;
    }
    const refused = rule.checkChunk?.(chunk, part.filename);
    if (refused) throw refused;
  }
  if (part.file.truncated) throw rule.tooLarge();
  const data = Buffer.concat(chunks, size);
  if (!head && size > 0) {
    const refused = rule.checkHead?.(data, part.filename);
    if (refused) throw refused;
  }
  return { filename: part.filename, mimetype: part.mimetype, data };
}

// src/server/contract/multipart-limits.ts
var EXTRA_FIELDS = 8;
var isBinary = (schema) => schema.format === "binary" || typeof schema.contentMediaType === "string" || schema.contentEncoding !== void 0;
function resolve(ajv, schema) {
  let current = schema;
  for (let hops = 0; typeof current.$ref === "string" && hops < 10; hops++) {
    const target = ajv.strict.getSchema(current.$ref)?.schema;
    if (typeof target !== "object" || target === null) break;
    current = target;
  }
  return current;
}
function multipartLimitsOf(op, ajv, defaults) {
  const raw = op.requestBody?.content["multipart/form-data"];
  if (!raw) return void 0;
  const properties = resolve(ajv, raw).properties ?? {};
  let files = 0;
  let fields = 0;
  for (const declared of Object.values(properties)) {
    const property = resolve(ajv, declared);
    const item = property.type === "array" && property.items ? resolve(ajv, property.items) : void 0;
    const binary = item ? isBinary(item) : isBinary(property);
    if (!binary) {
      fields += 1;
      continue;
    }
    files += item ? typeof property.maxItems === "number" ? property.maxItems : 1 : 1;
  }
  fields += EXTRA_FIELDS;
  const fileSize = Math.min(defaults.maxFileBytes, uploadRuleOf(op, defaults).maxBytes) + 1;
  return { files, fileSize, fields, fieldSize: defaults.maxFieldBytes, parts: files + fields };
}
function uploadRuleOf(op, defaults) {
  return defaults.rules?.[op.operationId] ?? defaultUploadRule(defaults.maxFileBytes);
}

// src/server/contract/register-operations.ts
function loadedHandler(handlers, operationId) {
  return handlers[operationId];
}
function ignoreHttpError(error2) {
  if (error2 instanceof HttpError) return null;
  throw error2;
}
var toFastifyPath = (path14) => path14.replace(/\{([^}]+)\}/g, ":$1");
function dealerCodesIn(op, ctx) {
  const codes = [];
  for (const scope of op.dealerScope) {
    const source = scope.in === "path" ? ctx.params : scope.in === "query" ? ctx.query : ctx.body;
    const value = scope.name.split(".").reduce((at2, key) => typeof at2 === "object" && at2 !== null ? at2[key] : void 0, source);
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === "string" && item !== "") codes.push(item);
    }
  }
  return codes;
}
function registerOperations(app, contract, ajv, handlers, access, uploads) {
  const callers = /* @__PURE__ */ new WeakMap();
  for (const op of contract.operations) {
    const validate = compileRequestValidator(op, ajv);
    const handler = loadedHandler(handlers, op.operationId);
    const multipartLimits = multipartLimitsOf(op, ajv, uploads);
    app.route({
      method: op.method.toUpperCase(),
      url: contract.basePath + toFastifyPath(op.path),
      config: {
        operationId: op.operationId,
        ...multipartLimits ? { multipartOptions: { limits: multipartLimits }, uploadRule: uploadRuleOf(op, uploads) } : {}
      },
      onRequest: async (request) => {
        const caller = op.requiresAuth ? await access.authenticate(request) : await access.authenticate(request).catch(ignoreHttpError);
        if (op.requiresAuth && !caller) throw unauthorized();
        if (op.roles && caller && ![...caller.roles].some((role) => op.roles?.includes(role))) {
          throw forbidden("Your role may not use this function.");
        }
        if (op.requiresAuth && caller) access.authorizeOperation?.(caller, op, request);
        callers.set(request, caller);
      },
      // Answers name dealers, leads and billing details: no browser or proxy keeps them (ASVS
      // V8.2.1) unless the operation says otherwise (a CMS image, a product file).
      onSend: async (_request, reply, payload) => {
        if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
        return payload;
      },
      handler: async (request, reply) => {
        markHandlerStarted(request);
        const caller = callers.get(request) ?? null;
        const ctx = {
          params: { ...request.params },
          query: { ...request.query },
          body: request.body,
          caller,
          request,
          reply
        };
        const errors = validate({
          params: ctx.params,
          query: ctx.query,
          headers: request.headers,
          body: ctx.body,
          contentType: request.headers["content-type"]
        });
        if (errors.length) throw new ValidationError(errors);
        if (caller) {
          for (const code of dealerCodesIn(op, ctx)) {
            if (!await access.canActForDealer(caller, code)) throw forbidden(`You may not act for dealer ${code}.`);
          }
        }
        if (!handler) throw new HttpError(501, "not_implemented", `${op.operationId} is declared by the contract but not served yet.`);
        const result = await handler(ctx);
        if (result.headers) reply.headers(result.headers);
        reply.code(result.status ?? 200);
        return result.body === void 0 ? reply.send() : reply.send(result.body);
      }
    });
  }
}

// src/server/auth/client-credential.ts
import { createHash as createHash2, timingSafeEqual as timingSafeEqual3 } from "node:crypto";
var digest = (text2) => createHash2("sha256").update(text2).digest();
var EXPECTED = digest(`${OAUTH_CLIENT_ID}:${OAUTH_CLIENT_SECRET}`);
function decodeFormComponent(text2) {
  try {
    return decodeURIComponent(text2.replace(/\+/g, " "));
  } catch {
    return void 0;
  }
}
function hasBuiltInClientCredential(authorization) {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization ?? "");
  if (!match?.[1]) return false;
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) return false;
  const id = decodeFormComponent(decoded.slice(0, colon));
  const secret = decodeFormComponent(decoded.slice(colon + 1));
  if (id === void 0 || secret === void 0) return false;
  return timingSafeEqual3(digest(`${id}:${secret}`), EXPECTED);
}

// src/server/auth/login.ts
import { setTimeout as delay } from "node:timers/promises";
var THROTTLED_ANSWER_DELAY_MS = 1e3;
async function checkLogin(db, username, password, now, log, client) {
  const verdict2 = await client.throttle.attempt(client.address, username, now);
  if (!verdict2.allowed) {
    await delay(THROTTLED_ANSWER_DELAY_MS);
    throw new HttpError(429, "too_many_requests", "Too many failed sign-ins; wait a moment and try again.", {}, {
      "retry-after": String(verdict2.retryAfterSeconds)
    });
  }
  try {
    const hash = (work) => client.throttle.hashSlots.run(client.address, work, verdict2.suspect);
    return await checkPassword(db, username, password, now, log, verdict2.release, hash);
  } finally {
    verdict2.done();
  }
}
async function checkPassword(db, username, password, now, log, releaseReservation, hash) {
  const user = await db.selectFrom("users").select(["id", "loginName", "passwordHash", "active", "ssoLoginOnly", "lockedUntil"]).where((eb) => eb(eb.fn("lower", ["loginName"]), "=", username.toLowerCase())).executeTakeFirst();
  if (!user) {
    await hash(() => verifyPasswordOfUnknownUser(password));
    return { ok: false, reason: "invalid_grant" };
  }
  let matches = false;
  try {
    matches = await hash(() => verifyPassword(password, user.passwordHash));
  } catch (error2) {
    if (!(error2 instanceof MalformedPasswordHashError)) throw error2;
    log.warn({ userId: user.id }, "stored password hash is malformed; the user cannot sign in until it is reset");
  }
  const locked = user.lockedUntil !== null && user.lockedUntil.getTime() > now.getTime();
  if (!matches) {
    await recordFailure(db, user.id, now);
    return { ok: false, reason: "invalid_grant" };
  }
  await releaseReservation();
  if (locked && user.lockedUntil) return { ok: false, reason: "account_locked", lockedUntil: user.lockedUntil };
  if (!user.active) return { ok: false, reason: "account_disabled" };
  await db.updateTable("users").set({
    failedLoginCount: 0,
    lockedUntil: null,
    lastLoginAt: now,
    ...passwordNeedsRehash(user.passwordHash) ? { passwordHash: await hash(() => hashPassword(password)) } : {}
  }).where("id", "=", user.id).execute();
  return { ok: true, user: { userId: user.id, loginName: user.loginName, ssoLoginOnly: user.ssoLoginOnly } };
}
async function recordFailure(db, userId, now) {
  const lockUntil = new Date(now.getTime() + LOGIN_LOCK_MS);
  await db.updateTable("users").set((eb) => {
    const reachesThreshold = eb(eb("failedLoginCount", "+", 1), ">=", LOGIN_LOCK_THRESHOLD);
    return {
      failedLoginCount: eb.case().when(reachesThreshold).then(0).else(eb("failedLoginCount", "+", 1)).end(),
      lockedUntil: eb.case().when(reachesThreshold).then(lockUntil).else(eb.ref("lockedUntil")).end()
    };
  }).where("id", "=", userId).where((eb) => eb.or([eb("lockedUntil", "is", null), eb("lockedUntil", "<=", now)])).execute();
}

// src/server/handlers/auth.ts
var NO_STORE = { "cache-control": "no-store", pragma: "no-cache" };
var KNOWN_SCOPES = /* @__PURE__ */ new Set([PORTAL_SCOPE, SSO_NOTICE_SCOPE]);
var invalidGrant = (message) => new HttpError(401, "invalid_grant", message);
function createAuthHandlers({ db, clock, tokens: tokens2 }) {
  return {
    requestAccessToken: async ({ body: form, request }) => {
      if (!hasBuiltInClientCredential(request.headers.authorization)) {
        throw new HttpError(401, "invalid_client", "The client credential is missing or wrong.");
      }
      if (form.grant_type === "refresh_token") {
        const result = await tokens2.refreshSession(form.refresh_token);
        if (!result.ok) {
          request.log.info({ event: "refresh_refused", reason: result.reason }, "refresh token refused");
          throw invalidGrant("The refresh token is not valid any more; sign in again.");
        }
        return { headers: NO_STORE, body: result.tokens };
      }
      const unknownScope = form.scope?.split(" ").find((name) => name !== "" && !KNOWN_SCOPES.has(name));
      if (unknownScope !== void 0) {
        throw new ValidationError([{ field: "scope", message: `Unknown scope "${unknownScope}".`, messageKey: "INVALID_VALUE" }]);
      }
      const login = await checkLogin(db, form.username, form.password, clock.now(), request.log, { throttle: tokens2.signInThrottle, address: request.ip });
      if (!login.ok) {
        request.log.info({ event: "login_refused", reason: login.reason, username: form.username }, "sign-in refused");
        switch (login.reason) {
          case "account_locked":
            throw new HttpError(401, "account_locked", "The account is locked after too many failed sign-ins; try again later.", {
              lockedUntil: login.lockedUntil.toISOString()
            });
          case "account_disabled":
            throw new HttpError(403, "account_disabled", "The account is disabled.");
          default:
            throw invalidGrant("The username or password is incorrect.");
        }
      }
      request.log.info({ event: "login", userId: login.user.userId }, "signed in");
      return { headers: NO_STORE, body: await tokens2.startSession(login.user, form["remember-me"] === true) };
    }
  };
}

// src/server/handlers/dealer-rules/outstanding-account.ts
var OUTSTANDING_ACCOUNT_MESSAGE = "Your current account is outstanding; contact the Billing Department before new enrollments and enrollment changes can be processed. You have not opted in for any new packages or addons. Your subscription will not be changed.";
var outstandingAccount = () => conflict(OUTSTANDING_ACCOUNT_MESSAGE, "outstanding_account");

// src/server/handlers/dealer-rules/service-gate.ts
function requireGoodStanding(dealer2) {
  if (dealer2.outstandingAccount) throw outstandingAccount();
}
function requireActiveDealer(dealer2, what) {
  requireGoodStanding(dealer2);
  if (dealer2.status !== "ACTIVE") {
    throw conflict(
      `Dealer ${dealer2.code} is ${dealer2.status}: ${what} needs an ACTIVE dealer; reactivate or enable the dealer first.`,
      "invalid_transition"
    );
  }
}

// src/server/handlers/enrollments/billing-profiles/card-expiry.ts
var MAX_YEARS_AHEAD = 20;
var parseExpiry = (value) => {
  const [month, year] = value.split("/").map(Number);
  return { month: month ?? 0, year: year ?? 0 };
};
var formatExpiry = ({ month, year }) => `${String(month).padStart(2, "0")}/${year}`;
var monthIndex = ({ month, year }) => year * 12 + (month - 1);
function hasExpired(expiry, today) {
  return monthIndex(expiry) < monthIndex(parseExpiry(`${today.slice(5, 7)}/${today.slice(0, 4)}`));
}
function isTooFarAhead(expiry, today) {
  return expiry.year > Number(today.slice(0, 4)) + MAX_YEARS_AHEAD;
}

// src/server/handlers/enrollments/billing-profiles/program-activation.ts
async function activateForProgram(trx, activation) {
  const { dealer: dealer2, profile, programId } = activation;
  const program = await trx.selectFrom("programs").select(["id", "name", "oemId"]).where("id", "=", programId).executeTakeFirst();
  if (!program || program.oemId !== dealer2.oemId) throw notFound(`Program ${programId} is not a program of dealer ${dealer2.code}'s OEM.`);
  requireGoodStanding(dealer2);
  if (hasExpired({ month: profile.cardExpMonth, year: profile.cardExpYear }, activation.today)) {
    throw conflict("The card on file has expired; save the billing profile with a current card first.", "card_expired");
  }
  const enrollment = await trx.selectFrom("programEnrollments").select("status").where("dealerId", "=", dealer2.id).where("programId", "=", programId).executeTakeFirst();
  if (!enrollment || enrollment.status === "UNENROLLED") {
    throw conflict(`Dealer ${dealer2.code} is not enrolled in ${program.name}; there is nothing to bill.`, "not_enrolled");
  }
  await trx.insertInto("billingProfilePrograms").values({
    billingProfileId: profile.id,
    programId,
    activatedAt: activation.now,
    activatedByUserId: activation.actor.userId,
    impersonatorLogin: activation.actor.impersonatorLogin
  }).onConflict((oc) => oc.columns(["billingProfileId", "programId"]).doNothing()).execute();
}

// src/server/kernel/field-errors.ts
function fieldError(field, messageKey, text2 = {}) {
  return { field, messageKey, message: text2.message ?? translateEnglish(messageKey, text2.params) };
}
var FieldProblems = class {
  errors = [];
  add(field, messageKey, text2) {
    this.errors.push(fieldError(field, messageKey, text2));
  }
  /** The value trimmed; a blank one is reported as missing ("This field is required."). */
  requiredText(field, value) {
    const trimmed2 = value.trim();
    if (trimmed2 === "") this.add(field, "REQUIRED_FIELD");
    return trimmed2;
  }
  get empty() {
    return this.errors.length === 0;
  }
  /** Answers 400 with every problem found, if any. */
  throwIfAny() {
    if (this.errors.length > 0) throw new ValidationError(this.errors);
  }
};

// src/server/handlers/enrollments/billing-profiles/card-vault.ts
import { randomBytes as randomBytes5 } from "node:crypto";
var BRANDS = [
  ["American Express", /^3[47]/],
  ["Visa", /^4/],
  ["Mastercard", /^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/],
  ["Discover", /^(6011|65|64[4-9])/]
];
function cardBrandOf(digits) {
  return BRANDS.find(([, prefix]) => prefix.test(digits))?.[0] ?? null;
}
function tokenizeCard(cardNumber) {
  const digits = cardNumber.replaceAll("-", "");
  return { last4: digits.slice(-4), brand: cardBrandOf(digits), token: `tok_${randomBytes5(16).toString("hex")}` };
}

// src/server/handlers/enrollments/billing-profiles/profile-input.ts
function profileValuesOf(form, today) {
  const problems = new FieldProblems();
  const cardholderName = problems.requiredText("cardholderName", form.cardholderName);
  const address = problems.requiredText("billingAddress.address", form.billingAddress.address);
  const city = problems.requiredText("billingAddress.city", form.billingAddress.city);
  const state = problems.requiredText("billingAddress.state", form.billingAddress.state);
  const expiry = parseExpiry(form.expiry);
  if (hasExpired(expiry, today)) problems.add("expiry", "INVALID_VALUE", { message: "The card has expired." });
  else if (isTooFarAhead(expiry, today)) problems.add("expiry", "INVALID_VALUE", { message: "The expiry year is too far ahead; check the card." });
  problems.throwIfAny();
  return {
    cardholderName,
    card: tokenizeCard(form.cardNumber),
    expiry,
    address,
    city,
    state,
    zip: form.billingAddress.zip.trim(),
    country: form.billingAddress.country?.trim() || null
  };
}

// src/server/handlers/enrollments/billing-profiles/stored-profile.ts
async function storedProfileOf(db, dealerId) {
  const profile = await db.selectFrom("billingProfiles").innerJoin("dealers", "dealers.id", "billingProfiles.dealerId").select([
    "billingProfiles.id",
    "dealers.code as dealerCode",
    "billingProfiles.cardholderName",
    "billingProfiles.cardBrand",
    "billingProfiles.cardLast4",
    "billingProfiles.cardExpMonth",
    "billingProfiles.cardExpYear",
    "billingProfiles.address",
    "billingProfiles.city",
    "billingProfiles.state",
    "billingProfiles.zip",
    "billingProfiles.country",
    "billingProfiles.updatedAt"
  ]).where("billingProfiles.dealerId", "=", dealerId).executeTakeFirst();
  if (!profile) return void 0;
  const programs = await db.selectFrom("billingProfilePrograms").select("programId").where("billingProfileId", "=", profile.id).orderBy("programId").execute();
  return {
    dealerCode: profile.dealerCode,
    cardholderName: profile.cardholderName,
    cardBrand: profile.cardBrand,
    cardLast4: profile.cardLast4,
    expiry: formatExpiry({ month: profile.cardExpMonth, year: profile.cardExpYear }),
    billingAddress: {
      address: profile.address,
      city: profile.city,
      state: profile.state,
      zip: profile.zip,
      ...profile.country ? { country: profile.country } : {}
    },
    activePrograms: programs.map((row) => row.programId),
    updatedAt: profile.updatedAt.toISOString()
  };
}

// src/server/kernel/change-actor.ts
var actorOf = (caller) => ({ userId: caller.userId, impersonatorLogin: caller.impersonator?.loginName ?? null });

// src/server/handlers/dealer-rules/locked-dealer.ts
async function lockedDealer(trx, code) {
  const dealer2 = await trx.selectFrom("dealers").select(["id", "code", "name", "oemId", "status", "outstandingAccount"]).where("code", "=", code).forUpdate().executeTakeFirst();
  if (!dealer2) throw notFound(`No dealer has the code ${code}.`);
  return dealer2;
}

// src/server/kernel/server-date.ts
var CENTRAL_DATE = new Intl.DateTimeFormat("en-CA", { timeZone: SERVER_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });
function serverDateOf(instant) {
  return CENTRAL_DATE.format(instant);
}

// src/server/kernel/signed-in.ts
function signedIn(caller) {
  if (!caller) throw unauthorized();
  return caller;
}

// src/server/handlers/enrollments/billing-profiles.ts
var noProfile = (dealerCode) => notFound(`Dealer ${dealerCode} has no billing profile.`);
var columnsOf = (values, actor, now) => ({
  cardholderName: values.cardholderName,
  cardBrand: values.card.brand,
  cardLast4: values.card.last4,
  cardToken: values.card.token,
  cardExpMonth: values.expiry.month,
  cardExpYear: values.expiry.year,
  address: values.address,
  city: values.city,
  state: values.state,
  zip: values.zip,
  country: values.country,
  updatedAt: now,
  updatedByUserId: actor.userId,
  impersonatorLogin: actor.impersonatorLogin
});
async function readBack(db, dealerId, dealerCode) {
  const stored = await storedProfileOf(db, dealerId);
  if (!stored) throw noProfile(dealerCode);
  return stored;
}
function createBillingProfileHandlers({ db, clock }) {
  const moment = (caller) => {
    const now = clock.now();
    return { actor: actorOf(signedIn(caller)), now, today: serverDateOf(now) };
  };
  return {
    getBillingProfile: async ({ params, query }) => {
      const { dealerCode } = params;
      const dealer2 = await db.selectFrom("dealers").select("id").where("code", "=", dealerCode).executeTakeFirst();
      if (!dealer2) throw notFound(`No dealer has the code ${dealerCode}.`);
      const stored = await storedProfileOf(db, dealer2.id);
      if (!stored) throw noProfile(dealerCode);
      const { programId } = query;
      if (programId !== void 0 && !stored.activePrograms.includes(programId)) {
        throw notFound(`Dealer ${dealerCode}'s billing profile is not activated for program ${programId}.`);
      }
      return { body: stored };
    },
    createBillingProfile: async ({ caller, params, query, body }) => {
      const { dealerCode } = params;
      const at2 = moment(caller);
      const values = profileValuesOf(body, at2.today);
      const { programId } = query;
      const dealerId = await db.transaction().execute(async (trx) => {
        const dealer2 = await lockedDealer(trx, dealerCode);
        const existing = await trx.selectFrom("billingProfiles").select("id").where("dealerId", "=", dealer2.id).executeTakeFirst();
        if (existing) throw conflict(`Dealer ${dealerCode} already has a billing profile; save it instead.`, "billing_profile_exists");
        const profile = await trx.insertInto("billingProfiles").values({ dealerId: dealer2.id, ...columnsOf(values, at2.actor, at2.now), createdAt: at2.now }).returning(["id", "cardExpMonth", "cardExpYear"]).executeTakeFirstOrThrow();
        if (programId !== void 0) await activateForProgram(trx, { dealer: dealer2, profile, programId, ...at2 });
        return dealer2.id;
      });
      return { status: 201, body: await readBack(db, dealerId, dealerCode) };
    },
    saveBillingProfile: async ({ caller, params, body }) => {
      const { dealerCode } = params;
      const at2 = moment(caller);
      const values = profileValuesOf(body, at2.today);
      const dealerId = await db.transaction().execute(async (trx) => {
        const dealer2 = await lockedDealer(trx, dealerCode);
        const saved = await trx.updateTable("billingProfiles").set(columnsOf(values, at2.actor, at2.now)).where("dealerId", "=", dealer2.id).returning("id").executeTakeFirst();
        if (!saved) throw noProfile(dealerCode);
        return dealer2.id;
      });
      return { body: await readBack(db, dealerId, dealerCode) };
    },
    activateBillingProfile: async ({ caller, params, query }) => {
      const { dealerCode } = params;
      const at2 = moment(caller);
      const { programId } = query;
      const dealerId = await db.transaction().execute(async (trx) => {
        const dealer2 = await lockedDealer(trx, dealerCode);
        const profile = await trx.selectFrom("billingProfiles").select(["id", "cardExpMonth", "cardExpYear"]).where("dealerId", "=", dealer2.id).forUpdate().executeTakeFirst();
        if (!profile) throw noProfile(dealerCode);
        await activateForProgram(trx, { dealer: dealer2, profile, programId, ...at2 });
        return dealer2.id;
      });
      return { body: await readBack(db, dealerId, dealerCode) };
    }
  };
}

// src/server/handlers/cms/block-selection.ts
function withDescendants(blocks, roots) {
  const children = /* @__PURE__ */ new Map();
  for (const block of blocks) {
    if (block.parent !== null) children.set(block.parent, [...children.get(block.parent) ?? [], block.id]);
  }
  const found = /* @__PURE__ */ new Set();
  const queue = [...roots];
  while (queue.length) {
    const id = queue.pop();
    if (found.has(id)) continue;
    found.add(id);
    queue.push(...children.get(id) ?? []);
  }
  return found;
}
var isFiltered = (filter) => filter.blocksHri !== void 0 || filter.blockId !== void 0;
function matchesFilter(block, filter) {
  return (filter.blocksHri === void 0 || filter.blocksHri.includes(block.humanReadableId)) && (filter.blockId === void 0 || filter.blockId === block.id);
}
function selectPageContent(input) {
  const { blocks, drafts, filter, editor } = input;
  const hidden = editor ? /* @__PURE__ */ new Set() : withDescendants(blocks, new Set(blocks.filter((b) => b.status === "DELETED").map((b) => b.id)));
  const visible = blocks.filter((block) => !hidden.has(block.id));
  if (!isFiltered(filter)) return { blocks: visible, drafts: editor ? [...drafts] : [] };
  const selected = withDescendants(visible, new Set(visible.filter((b) => matchesFilter(b, filter)).map((b) => b.id)));
  const draftMatches = (draft) => draft.contentBlockId != null && selected.has(draft.contentBlockId) || draft.contentBlockId == null && draft.parent !== null && selected.has(draft.parent) || filter.blockId === void 0 && filter.blocksHri !== void 0 && filter.blocksHri.includes(draft.humanReadableId);
  return { blocks: visible.filter((block) => selected.has(block.id)), drafts: editor ? drafts.filter(draftMatches) : [] };
}

// src/server/handlers/cms/page-content.ts
function formatsById(rows) {
  return new Map(rows.map((row) => [row.id, row]));
}
async function loadFormats(db, ids) {
  const wanted = [...new Set(ids.filter((id) => id !== null))];
  if (wanted.length === 0) return /* @__PURE__ */ new Map();
  const rows = await db.selectFrom("cmsImageFormats").select(["id", "allowedFormat", "maxWidth", "maxHeight", "maxFileSize"]).where("id", "in", wanted).execute();
  return formatsById(rows);
}
var BLOCK_COLUMNS = ["id", "pageId", "humanReadableId", "parentId", "language", "type", "content", "blockOrder", "status", "imageFormatId"];
var isEmptyList = (list) => list !== void 0 && list.length === 0;
async function loadBlocks(db, query) {
  if (isEmptyList(query.pageIds) || isEmptyList(query.blockIds) || isEmptyList(query.languages)) return [];
  let select2 = db.selectFrom("cmsBlocks").select(BLOCK_COLUMNS);
  if (query.pageIds) select2 = select2.where("pageId", "in", [...query.pageIds]);
  if (query.languages) select2 = select2.where("language", "in", [...query.languages]);
  if (query.blockIds) select2 = select2.where("id", "in", [...query.blockIds]);
  if (query.parentId !== void 0) select2 = select2.where("parentId", query.parentId === null ? "is" : "=", query.parentId);
  const rows = await select2.orderBy("blockOrder").orderBy("id").execute();
  const formats = await loadFormats(db, rows.map((row) => row.imageFormatId));
  return rows.map((row) => ({ ...row, imageFormat: row.imageFormatId === null ? null : formats.get(row.imageFormatId) ?? null }));
}
async function loadDrafts(db, query) {
  if ([query.pageIds, query.draftIds, query.contentBlockIds, query.languages].some(isEmptyList)) return [];
  let select2 = db.selectFrom("cmsDrafts").select([...BLOCK_COLUMNS, "contentBlockId"]);
  if (query.pageIds) select2 = select2.where("pageId", "in", [...query.pageIds]);
  if (query.languages) select2 = select2.where("language", "in", [...query.languages]);
  if (query.draftIds) select2 = select2.where("id", "in", [...query.draftIds]);
  if (query.contentBlockIds) select2 = select2.where("contentBlockId", "in", [...query.contentBlockIds]);
  if (query.onlyNew) select2 = select2.where("contentBlockId", "is", null);
  if (query.parentId !== void 0) select2 = select2.where("parentId", query.parentId === null ? "is" : "=", query.parentId);
  const rows = await select2.orderBy("blockOrder").orderBy("id").execute();
  const formats = await loadFormats(db, rows.map((row) => row.imageFormatId));
  return rows.map((row) => ({ ...row, imageFormat: row.imageFormatId === null ? null : formats.get(row.imageFormatId) ?? null }));
}
function blockView(record) {
  return {
    id: record.id,
    humanReadableId: record.humanReadableId,
    content: record.content,
    type: record.type,
    blockOrder: record.blockOrder,
    parent: record.parentId,
    language: record.language,
    ...record.imageFormat ? { imageFormat: record.imageFormat } : {},
    ...record.status ? { status: record.status } : {},
    pageId: record.pageId
  };
}
function draftView(record) {
  return { ...blockView(record), contentBlockId: record.contentBlockId };
}
async function loadPageViews(db, pages, options) {
  const pageIds = pages.map((page) => page.id);
  const blocks = await loadBlocks(db, { pageIds, ...options.languages ? { languages: options.languages } : {} });
  const drafts = options.editor ? await loadDrafts(db, { pageIds, ...options.languages ? { languages: options.languages } : {} }) : [];
  return pages.map((page) => {
    const selected = selectPageContent({
      blocks: blocks.filter((b) => b.pageId === page.id).map(blockView),
      drafts: drafts.filter((d) => d.pageId === page.id).map(draftView),
      filter: options.filter ?? {},
      editor: options.editor
    });
    return { id: page.id, humanReadableId: page.humanReadableId, contentBlocks: selected.blocks, drafts: selected.drafts };
  });
}

// src/server/handlers/cms/page-data.ts
var DEFAULT_CMS_LANGUAGE = "EN";
var isCmsEditor = (caller) => caller?.roles.has("cmsEditor") ?? false;
function listParameter(value) {
  if (value === void 0) return void 0;
  const parts = value.flatMap((item) => item.split(","));
  return [...new Set(parts.map((part) => part.trim()).filter((part) => part !== ""))];
}
async function findPages(db, hris, oemId) {
  if (hris.length === 0) return [];
  const rows = await db.selectFrom("cmsPages").select(["id", "humanReadableId", "oemId"]).where("humanReadableId", "in", [...hris]).where((eb) => oemId === null ? eb("oemId", "is", null) : eb.or([eb("oemId", "=", oemId), eb("oemId", "is", null)])).execute();
  const pages = [];
  for (const hri of hris) {
    const candidates = rows.filter((row) => row.humanReadableId === hri);
    const page = candidates.find((row) => row.oemId !== null) ?? candidates[0];
    if (page) pages.push({ id: page.id, humanReadableId: page.humanReadableId });
  }
  return pages;
}
async function getPageData(db, query, caller) {
  const language = query.language ?? DEFAULT_CMS_LANGUAGE;
  const oemId = query.oemId ?? caller?.oemId ?? null;
  const blocksHri = listParameter(query.blocksHri);
  const { blockId } = query;
  const pages = await findPages(db, listParameter(query.pagesHri) ?? [], oemId);
  return loadPageViews(db, pages, {
    languages: [language],
    filter: { ...blocksHri ? { blocksHri } : {}, ...blockId !== void 0 ? { blockId } : {} },
    editor: isCmsEditor(caller)
  });
}

// src/server/handlers/cms/page-lock.ts
async function lockPage(trx, pageId) {
  const page = await trx.selectFrom("cmsPages").select(["id", "humanReadableId"]).where("id", "=", pageId).forUpdate().executeTakeFirst();
  if (!page) throw notFound(`There is no CMS page ${pageId}.`);
  return page;
}

// src/server/handlers/cms/draft-publish.ts
async function pendingDrafts(trx, page, draftIds, verb) {
  const drafts = await loadDrafts(trx, { draftIds });
  const onPage = new Set(drafts.filter((d) => d.pageId === page.id).map((d) => d.id));
  const strangers = draftIds.filter((id) => !onPage.has(id));
  if (strangers.length) {
    throw conflict(`Not pending drafts of page ${page.id}: ${strangers.join(", ")}. Nothing was ${verb}.`);
  }
  return drafts;
}
function pageAnswer(trx, caller, page, drafts) {
  const languages = drafts.length ? [...new Set(drafts.map((d) => d.language))] : [DEFAULT_CMS_LANGUAGE];
  return loadPageViews(trx, [page], { languages, editor: isCmsEditor(caller) }).then(([view]) => view);
}
async function publishDraft(trx, draft, caller, now) {
  const published = { content: draft.content, blockOrder: draft.blockOrder, status: draft.status, updatedAt: now, updatedByUserId: caller.userId };
  if (draft.contentBlockId !== null) {
    await trx.updateTable("cmsBlocks").set(published).where("id", "=", draft.contentBlockId).execute();
    return;
  }
  await trx.insertInto("cmsBlocks").values({
    ...published,
    pageId: draft.pageId,
    humanReadableId: draft.humanReadableId,
    parentId: draft.parentId,
    language: draft.language,
    type: draft.type,
    imageFormatId: draft.imageFormatId
  }).execute();
}
function publishDrafts(db, caller, body, now) {
  return db.transaction().execute(async (trx) => {
    const page = await lockPage(trx, body.pageId);
    const drafts = await pendingDrafts(trx, page, body.draftIds, "published");
    for (const draft of drafts) await publishDraft(trx, draft, caller, now);
    await trx.deleteFrom("cmsDrafts").where("id", "in", body.draftIds).execute();
    return pageAnswer(trx, caller, page, drafts);
  });
}
function discardDrafts(db, caller, body) {
  return db.transaction().execute(async (trx) => {
    const page = await lockPage(trx, body.pageId);
    const drafts = body.draftIds ? await pendingDrafts(trx, page, body.draftIds, "discarded") : await loadDrafts(trx, { pageIds: [page.id] });
    if (drafts.length) await trx.deleteFrom("cmsDrafts").where("id", "in", drafts.map((d) => d.id)).execute();
    return pageAnswer(trx, caller, page, drafts);
  });
}

// src/server/handlers/cms/draft-save.ts
import { randomUUID as randomUUID2 } from "node:crypto";

// src/server/handlers/cms/block-content.ts
import sanitizeHtml from "sanitize-html";
var TEXT_BLOCK_POLICY = {
  allowedTags: [...CMS_TEXT_TAGS],
  allowedAttributes: { a: ["href", "target", "rel", "title"] },
  allowedSchemes: [...CMS_LINK_SCHEMES],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // A link that opens a new tab must not hand the portal's window to the linked page.
  transformTags: {
    a: (tagName, attribs) => {
      const opensNewTab = attribs.target === "_blank";
      const { target: _target, rel: _rel, ...rest } = attribs;
      return { tagName, attribs: opensNewTab ? { ...rest, target: "_blank", rel: "noopener noreferrer" } : rest };
    }
  }
};
function sanitizeTextContent(content) {
  return sanitizeHtml(content, TEXT_BLOCK_POLICY);
}
function normalizeImageUrl(content) {
  const url = content.trim();
  if (url === "") return "";
  if (/[\s"'<>\\]/.test(url)) return null;
  if (url.startsWith("/")) return url.startsWith("//") ? null : url;
  try {
    const parsed3 = new URL(url);
    return parsed3.protocol === "https:" || parsed3.protocol === "http:" ? parsed3.href : null;
  } catch {
    return null;
  }
}
function cleanBlockContent(type, content) {
  if (type === "IMAGE") {
    const url = normalizeImageUrl(content);
    return url === null ? { ok: false, message: "An image block holds the URL of an uploaded image (a path on this server or an http(s) URL)." } : { ok: true, content: url };
  }
  return { ok: true, content: sanitizeTextContent(content) };
}

// src/rules/cms-list-order.ts
function newItemOrders(siblingOrders) {
  if (siblingOrders.length === 0) return { start: 0, end: 0 };
  return { start: Math.min(...siblingOrders) - 1, end: Math.max(...siblingOrders) + 1 };
}
function inDisplayOrder(items) {
  return items.map((item, index) => ({ item, index })).sort((a, b) => a.item.order - b.item.order || a.index - b.index).map(({ item }) => item);
}
function movableNeighbours(items, key) {
  const sorted = inDisplayOrder(items);
  const at2 = sorted.findIndex((item) => item.key === key);
  if (at2 < 0) return {};
  const before = sorted.slice(0, at2).reverse().find((item) => !item.deleted);
  const after = sorted.slice(at2 + 1).find((item) => !item.deleted);
  return { ...before ? { before } : {}, ...after ? { after } : {} };
}
function planMove(items, key, requestedOrder) {
  const item = items.find((candidate) => candidate.key === key);
  if (!item) throw new Error("planMove: the item is not among its siblings");
  if (requestedOrder === item.order) return { kind: "stay" };
  if (item.deleted) return { kind: "refused", reason: "deleted", allowedOrders: [item.order] };
  const { before, after } = movableNeighbours(items, key);
  const target = [before, after].find((neighbour) => neighbour !== void 0 && neighbour.order === requestedOrder);
  if (!target) {
    const allowedOrders = [item.order, ...[before, after].filter((n) => n !== void 0).map((n) => n.order)];
    return { kind: "refused", reason: "not-a-neighbour", allowedOrders };
  }
  return { kind: "swap", neighbour: target.key, itemOrder: target.order, neighbourOrder: item.order };
}
var STATUS_BEARING_TYPE = "LIST_ITEM";
var isDeleted = (status) => status === "DELETED";

// src/server/handlers/cms/new-block-rules.ts
var SECTIONS = ["HEADER", "TEXT", "PAGE_TEASER"];
var ALLOWED_PARENTS = {
  LIST_ITEM: SECTIONS,
  FAQ_QUESTION: SECTIONS,
  FAQ_ANSWER: ["FAQ_QUESTION"],
  IMAGE: ["LIST_ITEM"],
  HEADER: ["LIST_ITEM"],
  TEXT: ["LIST_ITEM"],
  PAGE_TEASER: []
};
function mayAddBlock(parentType, type) {
  return ALLOWED_PARENTS[type].includes(parentType);
}
function allowedParentTypes(type) {
  return ALLOWED_PARENTS[type];
}
var ONE_PER_PARENT = ["IMAGE", "FAQ_ANSWER"];
var HRI_MAX_LENGTH = 250;
function newBlockHri(parentHri, type, uniqueTag) {
  const suffix = `-${type.toLowerCase().replace(/_/g, "-")}-${uniqueTag}`;
  return parentHri.slice(0, HRI_MAX_LENGTH - suffix.length) + suffix;
}

// src/server/handlers/cms/draft-save.ts
var BLOCK_CONTENT_MAX_LENGTH = 2e4;
var refusal = (field, message, messageKey = "INVALID_VALUE") => fieldError(field, messageKey, { message });
async function findBlock(trx, id) {
  return (await loadBlocks(trx, { blockIds: [id] }))[0];
}
async function findDraft(trx, id) {
  return (await loadDrafts(trx, { draftIds: [id] }))[0];
}
async function resolveTarget(trx, body) {
  const onPage = (what, pageId) => {
    if (pageId !== body.pageId) throw conflict(`${what} belongs to page ${pageId}, not to page ${body.pageId}.`);
  };
  if (body.contentBlockId !== void 0) {
    const block = await findBlock(trx, body.contentBlockId);
    if (!block) throw notFound(`There is no CMS block ${body.contentBlockId}.`);
    onPage(`Block ${block.id}`, block.pageId);
    const [draft] = await loadDrafts(trx, { contentBlockIds: [block.id] });
    if (body.id !== void 0 && draft?.id !== body.id) {
      throw conflict(`Draft ${body.id} is not the pending draft of block ${block.id}; it was published or discarded.`);
    }
    return { kind: "block", block, draft: draft ?? null };
  }
  if (body.id !== void 0) {
    const draft = await findDraft(trx, body.id);
    if (!draft) throw notFound(`There is no pending draft ${body.id}; it may have been published or discarded.`);
    onPage(`Draft ${draft.id}`, draft.pageId);
    if (draft.contentBlockId === null) return { kind: "new-draft", draft };
    const block = await findBlock(trx, draft.contentBlockId);
    if (!block) throw notFound(`There is no CMS block ${draft.contentBlockId}.`);
    return { kind: "block", block, draft };
  }
  const parent = await findBlock(trx, body.parent);
  if (!parent) throw notFound(`There is no CMS block ${body.parent}.`);
  onPage(`Block ${parent.id}`, parent.pageId);
  return { kind: "new", parent, type: body.type };
}
function currentShape(target) {
  if (target.kind === "new") return { type: target.type, language: target.parent.language, parentId: target.parent.id, status: null };
  const record = target.kind === "block" ? target.draft ?? target.block : target.draft;
  return { type: record.type, language: record.language, parentId: record.parentId, status: record.status };
}
function checkShape(target, body, shape, errors) {
  if (body.language !== shape.language) {
    errors.push(refusal("language", `The block's content is in ${shape.language}; a draft keeps its block's language.`));
  }
  if (target.kind === "new") {
    if (!mayAddBlock(target.parent.type, target.type)) {
      const parents = allowedParentTypes(target.type);
      errors.push(
        refusal(
          "type",
          parents.length ? `A new ${target.type} block goes under a ${parents.join(" or ")} block, not under ${target.parent.type}.` : `${target.type} blocks cannot be added.`
        )
      );
    }
  } else {
    if (body.type !== void 0 && body.type !== shape.type) errors.push(refusal("type", `The block is a ${shape.type} block; its kind cannot change.`));
    if (body.parent !== void 0 && body.parent !== shape.parentId) errors.push(refusal("parent", "A block cannot move to another parent."));
  }
  if (body.status !== void 0 && shape.type !== STATUS_BEARING_TYPE) {
    errors.push(refusal("status", "Only list items can be marked DELETED or RESTORED."));
  }
}
function cleanedContent(type, content, errors) {
  const cleaned = cleanBlockContent(type, content);
  if (!cleaned.ok) {
    errors.push(refusal("content", cleaned.message));
    return "";
  }
  if (cleaned.content.length > BLOCK_CONTENT_MAX_LENGTH) {
    errors.push(refusal("content", `Must be at most ${BLOCK_CONTENT_MAX_LENGTH} characters`, "MAX_LENGTH"));
  }
  return cleaned.content;
}
async function effectiveSiblings(trx, pageId, parentId, language, type) {
  const published = (await loadBlocks(trx, { pageIds: [pageId], languages: [language], parentId })).filter((b) => b.type === type);
  const changes = await loadDrafts(trx, { contentBlockIds: published.map((b) => b.id) });
  const added = (await loadDrafts(trx, { pageIds: [pageId], languages: [language], parentId, onlyNew: true })).filter((d) => d.type === type);
  const changeOf = new Map(changes.map((d) => [d.contentBlockId, d]));
  const items = [
    ...published.map((block) => {
      const effective = changeOf.get(block.id) ?? block;
      return { key: `block:${block.id}`, order: effective.blockOrder, deleted: isDeleted(effective.status) };
    }),
    ...added.map((d) => ({ key: `draft:${d.id}`, order: d.blockOrder, deleted: isDeleted(d.status) }))
  ];
  return { items, published, changeOf };
}
var keyOf = (target) => target.kind === "block" ? `block:${target.block.id}` : `draft:${target.draft.id}`;
function moveError(plan) {
  if (plan.reason === "deleted") return refusal("blockOrder", "A deleted item keeps its place; restore it before moving it.");
  const others = plan.allowedOrders.slice(1);
  return refusal(
    "blockOrder",
    others.length ? `An item moves by swapping blockOrder with its nearest neighbour that is not deleted: ${others.join(" or ")} (or ${plan.allowedOrders[0]} to stay).` : `The item has no neighbour that is not deleted to swap with; its blockOrder stays ${plan.allowedOrders[0]}.`
  );
}
async function upsertBlockDraft(trx, block, values, userId, now, orderOnly = false) {
  const row = await trx.insertInto("cmsDrafts").values({
    pageId: block.pageId,
    contentBlockId: block.id,
    humanReadableId: block.humanReadableId,
    parentId: block.parentId,
    language: block.language,
    type: block.type,
    content: values.content,
    blockOrder: values.blockOrder,
    imageFormatId: block.imageFormatId,
    status: values.status,
    createdByUserId: userId,
    createdAt: now,
    updatedAt: now
  }).onConflict(
    (oc) => oc.column("contentBlockId").where("contentBlockId", "is not", null).doUpdateSet(orderOnly ? { blockOrder: values.blockOrder, updatedAt: now } : { content: values.content, blockOrder: values.blockOrder, status: values.status, updatedAt: now })
  ).returning("id").executeTakeFirstOrThrow();
  return row.id;
}
async function updateNewDraft(trx, draftId, values, now) {
  await trx.updateTable("cmsDrafts").set({ ...values, updatedAt: now }).where("id", "=", draftId).execute();
}
async function saveInTransaction(trx, caller, body, now) {
  await lockPage(trx, body.pageId);
  const target = await resolveTarget(trx, body);
  const shape = currentShape(target);
  const errors = [];
  checkShape(target, body, shape, errors);
  const content = cleanedContent(shape.type, body.content, errors);
  const status = body.status ?? shape.status;
  if (errors.length) throw new ValidationError(errors);
  const siblings = await effectiveSiblings(trx, body.pageId, shape.parentId, shape.language, shape.type);
  if (target.kind === "new") {
    if (ONE_PER_PARENT.includes(target.type) && siblings.items.length > 0) {
      throw conflict(`Block ${target.parent.id} already has its ${target.type} block; change that one instead.`);
    }
    const { start, end } = newItemOrders(siblings.items.map((item) => item.order));
    if (body.blockOrder !== start && body.blockOrder !== end) {
      throw new ValidationError([
        refusal("blockOrder", `A new item goes at the beginning (blockOrder ${start}) or at the end (blockOrder ${end}).`)
      ]);
    }
    const row = await trx.insertInto("cmsDrafts").values({
      pageId: body.pageId,
      contentBlockId: null,
      humanReadableId: newBlockHri(target.parent.humanReadableId, target.type, randomUUID2().slice(0, 8)),
      parentId: target.parent.id,
      language: shape.language,
      type: target.type,
      content,
      blockOrder: body.blockOrder,
      imageFormatId: null,
      status,
      createdByUserId: caller.userId,
      createdAt: now,
      updatedAt: now
    }).returning("id").executeTakeFirstOrThrow();
    return draftView(await findDraft(trx, row.id));
  }
  const key = keyOf(target);
  const items = siblings.items.map((item) => item.key === key ? { ...item, deleted: isDeleted(status) } : item);
  const plan = planMove(items, key, body.blockOrder);
  if (plan.kind === "refused") throw new ValidationError([moveError(plan)]);
  const blockOrder = plan.kind === "swap" ? plan.itemOrder : body.blockOrder;
  let draftId;
  if (target.kind === "block") {
    draftId = await upsertBlockDraft(trx, target.block, { content, blockOrder, status }, caller.userId, now);
  } else {
    draftId = target.draft.id;
    await updateNewDraft(trx, draftId, { content, blockOrder, status }, now);
  }
  if (plan.kind === "swap") {
    const [kind, idText] = plan.neighbour.split(":");
    const neighbourId = Number(idText);
    if (kind === "draft") {
      await updateNewDraft(trx, neighbourId, { blockOrder: plan.neighbourOrder }, now);
    } else {
      const block = siblings.published.find((b) => b.id === neighbourId);
      const effective = siblings.changeOf.get(neighbourId) ?? block;
      await upsertBlockDraft(
        trx,
        block,
        { content: effective.content, blockOrder: plan.neighbourOrder, status: effective.status },
        caller.userId,
        now,
        true
      );
    }
  }
  return draftView(await findDraft(trx, draftId));
}
function saveDraft(db, caller, body, now) {
  return db.transaction().execute((trx) => saveInTransaction(trx, caller, body, now));
}

// src/server/kernel/file-download.ts
var FALLBACK_NAME = "download";
var MAX_NAME_LENGTH = 200;
function safeFileName(name) {
  const base = name.split(/[/\\]/).pop() ?? "";
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, "").trim().replace(/^\.+$/, "");
  const chars = [...clean];
  return chars.length === 0 ? FALLBACK_NAME : chars.slice(-MAX_NAME_LENGTH).join("");
}
function extendedValue(name) {
  return encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}
function contentDisposition(fileName, disposition = "attachment") {
  const name = safeFileName(fileName);
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/[\\"]/g, "_");
  return ascii === name ? `${disposition}; filename="${name}"` : `${disposition}; filename="${ascii}"; filename*=UTF-8''${extendedValue(name)}`;
}
function fileDownload(file) {
  return {
    headers: {
      ...file.headers,
      "content-type": file.contentType,
      "content-disposition": contentDisposition(file.fileName, file.disposition),
      // The declared type is the only one: a browser must not sniff an HTML page out of a document.
      "x-content-type-options": "nosniff"
    },
    body: file.content
  };
}

// src/server/handlers/cms/media-file.ts
var MEDIA_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
async function readMediaFile(db, fileName) {
  const row = await db.selectFrom("cmsMedia").select(["contentType", "content", "originalName"]).where("fileName", "=", fileName).executeTakeFirst();
  if (!row) throw notFound(`There is no image ${fileName}.`);
  return fileDownload({
    fileName: row.originalName,
    contentType: row.contentType,
    content: row.content,
    disposition: "inline",
    headers: {
      "content-security-policy": MEDIA_CONTENT_SECURITY_POLICY,
      // A stored file never changes: its name is a fresh UUID on every upload.
      "cache-control": "public, max-age=31536000, immutable"
    }
  });
}

// src/server/handlers/cms/media-upload.ts
import { randomUUID as randomUUID3 } from "node:crypto";

// src/server/http/uploaded-file.ts
function isUploadedFile(value) {
  return typeof value === "object" && value !== null && Buffer.isBuffer(value.data) && typeof value.filename === "string";
}

// src/server/handlers/cms/raster-size.ts
var PNG_SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
function readPngSize(bytes) {
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  if (bytes.readUInt32BE(8) !== 13 || bytes.toString("latin1", 12, 16) !== "IHDR") return null;
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  if (width === 0 || height === 0 || width > 2147483647 || height > 2147483647) return null;
  return { width, height };
}
var isStartOfFrame = (marker) => marker >= 192 && marker <= 207 && marker !== 196 && marker !== 200 && marker !== 204;
var isStandalone = (marker) => marker === 1 || marker >= 208 && marker <= 215;
function readJpegSize(bytes) {
  if (bytes.length < 4 || bytes[0] !== 255 || bytes[1] !== 216) return null;
  let at2 = 2;
  while (at2 + 1 < bytes.length) {
    if (bytes[at2] !== 255) return null;
    while (at2 + 1 < bytes.length && bytes[at2 + 1] === 255) at2++;
    const marker = bytes[at2 + 1];
    if (isStandalone(marker)) {
      at2 += 2;
      continue;
    }
    if (marker === 217 || marker === 218 || at2 + 4 > bytes.length) return null;
    const length = bytes.readUInt16BE(at2 + 2);
    if (length < 2 || at2 + 2 + length > bytes.length) return null;
    if (isStartOfFrame(marker)) {
      if (length < 7) return null;
      const height = bytes.readUInt16BE(at2 + 5);
      const width = bytes.readUInt16BE(at2 + 7);
      return width > 0 && height > 0 ? { width, height } : null;
    }
    at2 += 2 + length;
  }
  return null;
}

// src/server/handlers/cms/svg-sanitizer.ts
import sanitizeHtml2 from "sanitize-html";
var SHAPES = ["path", "rect", "circle", "ellipse", "line", "polyline", "polygon"];
var STRUCTURE = ["svg", "g", "defs", "symbol", "use", "title", "desc", "style", "switch", "image"];
var TEXT = ["text", "tspan", "textPath"];
var PAINT = ["linearGradient", "radialGradient", "stop", "pattern", "clipPath", "mask", "marker"];
var FILTERS = [
  "filter",
  "feBlend",
  "feColorMatrix",
  "feComponentTransfer",
  "feComposite",
  "feConvolveMatrix",
  "feDiffuseLighting",
  "feDisplacementMap",
  "feDistantLight",
  "feDropShadow",
  "feFlood",
  "feFuncA",
  "feFuncB",
  "feFuncG",
  "feFuncR",
  "feGaussianBlur",
  "feMerge",
  "feMergeNode",
  "feMorphology",
  "feOffset",
  "fePointLight",
  "feSpecularLighting",
  "feSpotLight",
  "feTile",
  "feTurbulence"
];
var ATTRIBUTES = [
  "id",
  "class",
  "style",
  "xmlns",
  "xmlns:xlink",
  "version",
  "xml:space",
  "lang",
  "xml:lang",
  "x",
  "y",
  "x1",
  "y1",
  "x2",
  "y2",
  "cx",
  "cy",
  "r",
  "rx",
  "ry",
  "fx",
  "fy",
  "fr",
  "d",
  "points",
  "pathLength",
  "width",
  "height",
  "viewBox",
  "preserveAspectRatio",
  "transform",
  "href",
  "xlink:href",
  "fill",
  "fill-opacity",
  "fill-rule",
  "stroke",
  "stroke-width",
  "stroke-opacity",
  "stroke-linecap",
  "stroke-linejoin",
  "stroke-miterlimit",
  "stroke-dasharray",
  "stroke-dashoffset",
  "opacity",
  "color",
  "display",
  "visibility",
  "overflow",
  "clip-path",
  "clip-rule",
  "clipPathUnits",
  "mask",
  "maskUnits",
  "maskContentUnits",
  "filter",
  "filterUnits",
  "primitiveUnits",
  "offset",
  "stop-color",
  "stop-opacity",
  "gradientUnits",
  "gradientTransform",
  "spreadMethod",
  "patternUnits",
  "patternContentUnits",
  "patternTransform",
  "markerWidth",
  "markerHeight",
  "markerUnits",
  "refX",
  "refY",
  "orient",
  "marker-start",
  "marker-mid",
  "marker-end",
  "font-family",
  "font-size",
  "font-weight",
  "font-style",
  "font-variant",
  "text-anchor",
  "dominant-baseline",
  "alignment-baseline",
  "baseline-shift",
  "letter-spacing",
  "word-spacing",
  "text-decoration",
  "dx",
  "dy",
  "rotate",
  "textLength",
  "lengthAdjust",
  "startOffset",
  "method",
  "spacing",
  "shape-rendering",
  "text-rendering",
  "image-rendering",
  "color-interpolation",
  "color-interpolation-filters",
  "vector-effect",
  "paint-order",
  "mix-blend-mode",
  "isolation",
  "enable-background",
  "flood-color",
  "flood-opacity",
  "lighting-color",
  "in",
  "in2",
  "result",
  "stdDeviation",
  "mode",
  "operator",
  "k1",
  "k2",
  "k3",
  "k4",
  "values",
  "type",
  "tableValues",
  "slope",
  "intercept",
  "amplitude",
  "exponent",
  "scale",
  "xChannelSelector",
  "yChannelSelector",
  "radius",
  "order",
  "kernelMatrix",
  "divisor",
  "bias",
  "targetX",
  "targetY",
  "edgeMode",
  "preserveAlpha",
  "surfaceScale",
  "diffuseConstant",
  "specularConstant",
  "specularExponent",
  "kernelUnitLength",
  "azimuth",
  "elevation",
  "z",
  "pointsAtX",
  "pointsAtY",
  "pointsAtZ",
  "limitingConeAngle",
  "baseFrequency",
  "numOctaves",
  "seed",
  "stitchTiles",
  "requiredFeatures",
  "systemLanguage",
  "data-name"
];
var SVG_NAMESPACE = "http://www.w3.org/2000/svg";
var XLINK_NAMESPACE = "http://www.w3.org/1999/xlink";
var EMBEDDED_RASTER = /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]+$/i;
function urlsAreInternal(value) {
  const urls = value.match(/url\s*\(([^)]*)\)/gi) ?? [];
  return urls.every((u) => /^url\s*\(\s*['"]?#[^'")\s]*['"]?\s*\)$/i.test(u));
}
function isUnsafeCss(css) {
  return /@import|expression\s*\(|javascript:|behavior\s*:|-moz-binding|[<&\\]/i.test(css) || !urlsAreInternal(css);
}
function safeAttributes(tagName, attribs) {
  const kept = {};
  for (const [name, value] of Object.entries(attribs)) {
    if (/^on/i.test(name)) continue;
    if (name === "href" || name === "xlink:href") {
      const ref = value.trim();
      if (ref.startsWith("#") || tagName === "image" && EMBEDDED_RASTER.test(ref)) kept[name] = ref;
      continue;
    }
    if (name === "style" && isUnsafeCss(value)) continue;
    if (!urlsAreInternal(value)) continue;
    kept[name] = value;
  }
  if (tagName === "svg") {
    kept.xmlns = SVG_NAMESPACE;
    if (Object.keys(attribs).some((n) => n.startsWith("xlink:")) || kept["xmlns:xlink"]) kept["xmlns:xlink"] = XLINK_NAMESPACE;
  }
  return kept;
}
var SVG_POLICY = {
  allowedTags: [...STRUCTURE, ...SHAPES, ...TEXT, ...PAINT, ...FILTERS],
  allowedAttributes: { "*": ATTRIBUTES },
  // The allowlist above is the only gate for href; schemes are checked in safeAttributes.
  allowedSchemesAppliedToAttributes: [],
  allowVulnerableTags: true,
  parseStyleAttributes: false,
  disallowedTagsMode: "discard",
  // Elements whose content is code or foreign markup lose their content too.
  nonTextTags: ["script", "foreignObject", "metadata", "iframe", "object", "embed", "textarea", "xmp", "noscript"],
  selfClosing: [...SHAPES, "use", "stop", "image", ...FILTERS.filter((f) => f.startsWith("fe"))],
  parser: { xmlMode: true, decodeEntities: true },
  transformTags: { "*": (tagName, attribs) => ({ tagName, attribs: safeAttributes(tagName, attribs) }) },
  exclusiveFilter: (frame) => frame.tag === "style" && isUnsafeCss(frame.text),
  // Text outside the root element (the tail of a DOCTYPE's internal subset, say) would make the file invalid XML.
  textFilter: (text2, tagName) => tagName ? text2 : ""
};
function sanitizeSvg(text2) {
  let root = null;
  const svg = sanitizeHtml2(text2, {
    ...SVG_POLICY,
    onOpenTag: (name, attribs) => {
      root ??= { name, attribs: { ...attribs } };
    }
  });
  return { svg, root };
}

// src/server/handlers/cms/svg-size.ts
var PX_PER_UNIT = { "": 1, px: 1, in: 96, cm: 96 / 2.54, mm: 96 / 25.4, pt: 96 / 72, pc: 16, q: 96 / 101.6 };
var CSS_DEFAULT_OBJECT_SIZE = { width: 300, height: 150 };
function svgLengthInPixels(value) {
  if (value === void 0) return null;
  const match = /^\s*\+?((?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)\s*(px|in|cm|mm|pt|pc|q)?\s*$/i.exec(value);
  if (!match) return null;
  const pixels = Number(match[1]) * PX_PER_UNIT[(match[2] ?? "").toLowerCase()];
  return Number.isFinite(pixels) && pixels > 0 ? pixels : null;
}
function parseViewBox(value) {
  if (value === void 0) return null;
  const numbers = value.trim().split(/[\s,]+/).map(Number);
  if (numbers.length !== 4 || numbers.some((n) => !Number.isFinite(n))) return null;
  const [, , width, height] = numbers;
  return width > 0 && height > 0 ? { width, height } : null;
}
var tidy = (n) => Math.round(n * 1e3) / 1e3;
function svgSize(rootAttributes) {
  const width = svgLengthInPixels(rootAttributes.width);
  const height = svgLengthInPixels(rootAttributes.height);
  const viewBox = parseViewBox(rootAttributes.viewBox);
  if (width !== null && height !== null) return { width: tidy(width), height: tidy(height) };
  if (viewBox) {
    if (width !== null) return { width: tidy(width), height: tidy(width * viewBox.height / viewBox.width) };
    if (height !== null) return { width: tidy(height * viewBox.width / viewBox.height), height: tidy(height) };
    return { width: tidy(viewBox.width), height: tidy(viewBox.height) };
  }
  return {
    width: width ?? CSS_DEFAULT_OBJECT_SIZE.width,
    height: height ?? CSS_DEFAULT_OBJECT_SIZE.height
  };
}

// src/server/handlers/cms/image-file.ts
var utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });
function inspectSvg(bytes) {
  let text2;
  try {
    text2 = utf8.decode(bytes);
  } catch {
    return null;
  }
  if (!text2.trimStart().startsWith("<") || /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(text2)) return null;
  const { svg, root } = sanitizeSvg(text2);
  if (!root || root.name !== "svg") return null;
  return { contentType: "image/svg+xml", size: svgSize(root.attribs), content: Buffer.from(svg, "utf8") };
}
function inspectImage(bytes, extension) {
  if (extension === "svg") return inspectSvg(bytes);
  if (extension === "png") {
    const size2 = readPngSize(bytes);
    return size2 && { contentType: "image/png", size: size2, content: bytes };
  }
  const size = readJpegSize(bytes);
  return size && { contentType: "image/jpeg", size, content: bytes };
}

// src/rules/cms-image-requirement.ts
var isImageExtension = (value) => CMS_IMAGE_EXTENSIONS.includes(value);
var DEFAULT_IMAGE_REQUIREMENT = {
  allowedFormats: [DEFAULT_IMAGE_FORMAT.allowedFormat],
  maxWidth: DEFAULT_IMAGE_FORMAT.maxWidth,
  maxHeight: DEFAULT_IMAGE_FORMAT.maxHeight,
  maxFileSizeBytes: DEFAULT_IMAGE_FORMAT.maxFileSizeKb * 1e3
};
function requirementOf(format) {
  if (!format) return DEFAULT_IMAGE_REQUIREMENT;
  const allowedFormats = format.allowedFormat.split(",").map((part) => part.trim().toLowerCase()).filter(isImageExtension);
  return {
    allowedFormats: allowedFormats.length ? allowedFormats : DEFAULT_IMAGE_REQUIREMENT.allowedFormats,
    maxWidth: format.maxWidth,
    maxHeight: format.maxHeight,
    maxFileSizeBytes: format.maxFileSize
  };
}
function imageExtensionOf(fileName) {
  const dot = fileName.lastIndexOf(".");
  if (dot < 0) return null;
  const extension = fileName.slice(dot + 1).toLowerCase();
  return isImageExtension(extension) ? extension : null;
}
var sameFormat = (a, b) => a === b || a !== "png" && a !== "svg" && b !== "png" && b !== "svg";
var allowsExtension = (requirement, extension) => requirement.allowedFormats.some((allowed) => sameFormat(allowed, extension));
var kilobytes = (bytes) => Math.round(bytes) / 1e3;
var EXTENSION_MESSAGE_PARTS = {
  key: "CMS_IMAGE_EXTENSION",
  params: { extensions: CMS_IMAGE_EXTENSIONS.join(", ") }
};
function requirementMessageParts(requirement) {
  return {
    key: "CMS_IMAGE_REQUIREMENT",
    params: {
      formats: requirement.allowedFormats.map((format) => format.toUpperCase()).join(", "),
      width: requirement.maxWidth,
      height: requirement.maxHeight,
      sizeKb: kilobytes(requirement.maxFileSizeBytes)
    }
  };
}

// src/server/handlers/cms/image-requirement.ts
var EXTENSION_MESSAGE = translateEnglish(EXTENSION_MESSAGE_PARTS.key, EXTENSION_MESSAGE_PARTS.params);
function requirementMessage(requirement) {
  const { key, params } = requirementMessageParts(requirement);
  return translateEnglish(key, params);
}

// src/server/handlers/cms/media-upload.ts
var IMAGE_EXTENSION_MESSAGE_KEY = "CMS_IMAGE_EXTENSION";
var IMAGE_REQUIREMENT_MESSAGE_KEY = "CMS_IMAGE_REQUIREMENT";
var ORIGINAL_NAME_MAX_LENGTH = 250;
var refuse = (message, messageKey) => new ValidationError([{ field: "file", message, messageKey }]);
var PNG_SIGNATURE2 = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
var JPEG_SIGNATURE = Buffer.from([255, 216]);
function mediaUploadRule(maxBytes) {
  return {
    maxBytes,
    tooLarge: () => new HttpError(413, "payload_too_large", "The uploaded file is too large."),
    checkName: (filename) => imageExtensionOf(filename) ? void 0 : refuse(EXTENSION_MESSAGE, IMAGE_EXTENSION_MESSAGE_KEY),
    checkHead: (head, filename) => {
      const extension = imageExtensionOf(filename);
      const signature = extension === "png" ? PNG_SIGNATURE2 : extension === "jpg" || extension === "jpeg" ? JPEG_SIGNATURE : void 0;
      if (signature && !head.subarray(0, signature.length).equals(signature)) return refuse(EXTENSION_MESSAGE, IMAGE_EXTENSION_MESSAGE_KEY);
      return void 0;
    }
  };
}
function displayName(fileName) {
  const base = fileName.split(/[\\/]/).pop() ?? "";
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, "").trim();
  return (clean || "image").slice(-ORIGINAL_NAME_MAX_LENGTH);
}
async function uploadMedia(db, upload) {
  const { file } = upload;
  if (!isUploadedFile(file)) throw new ValidationError([{ field: "file", message: "This field is required.", messageKey: "REQUIRED_FIELD" }]);
  const [block] = await loadBlocks(db, { blockIds: [upload.blockId] });
  if (!block) throw notFound(`There is no CMS block ${upload.blockId}.`);
  if (block.type !== "IMAGE") {
    throw new ValidationError([
      { field: "query.blockId", message: `Images are uploaded to IMAGE blocks; block ${block.id} is a ${block.type} block.`, messageKey: "INVALID_VALUE" }
    ]);
  }
  const requirement = requirementOf(block.imageFormat);
  const extension = imageExtensionOf(file.filename);
  if (!extension) throw refuse(EXTENSION_MESSAGE, IMAGE_EXTENSION_MESSAGE_KEY);
  const unmet = () => refuse(requirementMessage(requirement), IMAGE_REQUIREMENT_MESSAGE_KEY);
  if (!allowsExtension(requirement, extension) || file.data.length > requirement.maxFileSizeBytes) throw unmet();
  const image = inspectImage(file.data, extension);
  if (!image) throw refuse(EXTENSION_MESSAGE, IMAGE_EXTENSION_MESSAGE_KEY);
  if (image.size.width > requirement.maxWidth || image.size.height > requirement.maxHeight) throw unmet();
  const id = randomUUID3();
  const fileName = `${id}.${extension}`;
  await db.insertInto("cmsMedia").values({
    id,
    fileName,
    originalName: displayName(file.filename),
    blockId: block.id,
    contentType: image.contentType,
    sizeBytes: image.content.length,
    content: image.content,
    uploadedByUserId: upload.caller.userId,
    uploadedAt: upload.now
  }).execute();
  return { url: `${upload.mountPath}/api/media/files/${fileName}` };
}

// src/server/handlers/cms.ts
var UPLOAD_PATH = "/api/media/upload";
function mountPathOf(request) {
  const route = request.routeOptions.url ?? UPLOAD_PATH;
  return route.endsWith(UPLOAD_PATH) ? route.slice(0, -UPLOAD_PATH.length) : "";
}
function createCmsHandlers(deps) {
  const { db, clock } = deps;
  return {
    getCmsPages: async ({ query, caller }) => ({ body: await getPageData(db, query, caller) }),
    saveCmsDraft: async ({ caller, body }) => ({ body: await saveDraft(db, signedIn(caller), body, clock.now()) }),
    publishCmsDrafts: async ({ caller, body }) => ({ body: await publishDrafts(db, signedIn(caller), body, clock.now()) }),
    discardCmsDrafts: async ({ caller, body }) => ({ body: await discardDrafts(db, signedIn(caller), body) }),
    uploadCmsMedia: async ({ caller, query, body, request }) => ({
      body: await uploadMedia(db, {
        blockId: query.blockId,
        file: body.file,
        caller: signedIn(caller),
        now: clock.now(),
        mountPath: mountPathOf(request)
      })
    }),
    getCmsMediaFile: async ({ params }) => readMediaFile(db, params.fileName)
  };
}

// src/server/handlers/compliance/compliance-handlers.ts
import { randomUUID as randomUUID4 } from "node:crypto";

// src/server/kernel/page-request.ts
var DEFAULT_PAGE = 0;
var DEFAULT_SIZE = 25;
function pageRequestOf({ page = DEFAULT_PAGE, size = DEFAULT_SIZE }) {
  return { page, size, offset: page * size };
}
function pageInfoOf(request, totalElements) {
  return { page: request.page, size: request.size, totalElements, totalPages: Math.ceil(totalElements / request.size) };
}

// src/server/kernel/sort-order.ts
function sortOrderOf(sort, fields, fallback) {
  if (sort === void 0 || sort === "") return fallback;
  const [field, direction = "asc"] = sort.split(",");
  const known = fields.find((candidate) => candidate === field);
  if (!known) {
    throw new ValidationError([
      { field: "query.sort", messageKey: "INVALID_VALUE", message: `Sort by one of ${fields.join(", ")}.` }
    ]);
  }
  return { field: known, direction: direction === "desc" ? "desc" : "asc" };
}

// src/server/handlers/compliance/aggregate-report.ts
import { sql as sql8 } from "kysely";

// src/server/handlers/compliance/latest-audits.ts
import { sql as sql7 } from "kysely";

// src/server/kernel/caller-scope.ts
async function oemScopeOf(db, caller) {
  const roles = roleKeysOf(caller);
  if (roles.has("admin")) return null;
  const oems = /* @__PURE__ */ new Set();
  if (caller.oemId !== null) oems.add(caller.oemId);
  if (roles.has("dealer") || roles.has("dealerGroup")) {
    const rows = await db.selectFrom("userDealers").innerJoin("dealers", "dealers.id", "userDealers.dealerId").select("dealers.oemId").distinct().where("userDealers.userId", "=", caller.userId).execute();
    for (const row of rows) oems.add(row.oemId);
  }
  return oems;
}
var inScope = (scope, oemId) => scope === null || scope.has(oemId);
async function requestedOemId(db, caller, requested) {
  const oemId = requested ?? caller.oemId;
  if (oemId === null) throw forbidden("Name the OEM.");
  if (!inScope(await oemScopeOf(db, caller), oemId)) throw forbidden("You may not see the lists of another OEM.");
  return oemId;
}
function visibleDealers(caller) {
  const roles = roleKeysOf(caller);
  return (eb) => {
    if (roles.has("admin")) return eb.lit(true);
    const allowed = [];
    if (roles.has("oem") && caller.oemId !== null) allowed.push(eb("dealers.oemId", "=", caller.oemId));
    if (roles.has("dealer") || roles.has("dealerGroup")) {
      allowed.push(
        eb("dealers.id", "in", eb.selectFrom("userDealers").select("userDealers.dealerId").where("userDealers.userId", "=", caller.userId))
      );
    }
    return allowed.length > 0 ? eb.or(allowed) : eb.lit(false);
  };
}

// src/server/handlers/compliance/latest-audits.ts
function countedDealers(caller, filter) {
  const visible = visibleDealers(caller);
  return (eb) => {
    const conditions = [visible(eb), eb("dealers.testDealer", "=", false), eb("dealers.status", "!=", "CANCELLED")];
    if (filter.oemId !== void 0) conditions.push(eb("dealers.oemId", "=", filter.oemId));
    if (filter.regionId !== void 0) conditions.push(eb("dealers.regionId", "=", filter.regionId));
    if (filter.districtId !== void 0) conditions.push(eb("dealers.districtId", "=", filter.districtId));
    if (filter.dealerCode !== void 0) conditions.push(eb("dealers.code", "=", filter.dealerCode));
    return eb.and(conditions);
  };
}
function latestDealerAudits(db, caller, filter, dates) {
  return db.selectFrom("complianceReports").innerJoin("dealers", "dealers.id", "complianceReports.dealerId").distinctOn("complianceReports.dealerId").select([
    "complianceReports.id as reportId",
    "complianceReports.dealerId",
    "complianceReports.overallScore",
    "complianceReports.compliant",
    "complianceReports.auditDate",
    "complianceReports.offerProviderId"
  ]).where("complianceReports.kind", "=", "DEALER").where("complianceReports.status", "=", "COMPLETED").where("complianceReports.auditType", "=", filter.auditType).where("complianceReports.auditDate", ">=", dates.dateFrom).where("complianceReports.auditDate", "<=", dates.dateTo).where(countedDealers(caller, filter)).orderBy("complianceReports.dealerId").orderBy("complianceReports.auditDate", "desc").orderBy("complianceReports.id", "desc");
}
function countColumns(threshold) {
  const audited = sql7`count(${sql7.ref("latest.reportId")})::int`;
  return {
    dealers: sql7`count(distinct ${sql7.ref("dealers.id")})::int`.as("dealers"),
    auditedDealers: audited.as("auditedDealers"),
    compliantDealers: sql7`(count(${sql7.ref("latest.reportId")}) filter (where ${sql7.ref("latest.compliant")}))::int`.as("compliantDealers"),
    nonCompliantDealers: sql7`(count(${sql7.ref("latest.reportId")}) filter (where not ${sql7.ref("latest.compliant")}))::int`.as("nonCompliantDealers"),
    complianceRate: sql7`round(100.0 * count(${sql7.ref("latest.reportId")}) filter (where ${sql7.ref("latest.compliant")}) / nullif(count(${sql7.ref("latest.reportId")}), 0), 1)::float8`.as("complianceRate"),
    averageScore: sql7`round(avg(${sql7.ref("latest.overallScore")}), 1)::float8`.as("averageScore"),
    belowThresholdDealers: sql7`(count(${sql7.ref("latest.reportId")}) filter (where ${sql7.ref("latest.overallScore")} < ${threshold}))::int`.as("belowThresholdDealers")
  };
}
function countsOf(row) {
  const number = (key) => Number(row?.[key] ?? 0);
  const nullable = (key) => row?.[key] === null || row?.[key] === void 0 ? null : Number(row[key]);
  return {
    dealers: number("dealers"),
    auditedDealers: number("auditedDealers"),
    compliantDealers: number("compliantDealers"),
    nonCompliantDealers: number("nonCompliantDealers"),
    complianceRate: nullable("complianceRate"),
    averageScore: nullable("averageScore"),
    belowThresholdDealers: number("belowThresholdDealers")
  };
}

// src/server/handlers/compliance/aggregate-report.ts
var AGGREGATE_SORT_FIELDS = [
  "regionName",
  "districtName",
  "dealers",
  "auditedDealers",
  "compliantDealers",
  "nonCompliantDealers",
  "complianceRate",
  "averageScore",
  "belowThresholdDealers"
];
var DEFAULT_AGGREGATE_ORDER = { field: "regionName", direction: "asc" };
function grouped(db, caller, query) {
  return db.with("latest", () => latestDealerAudits(db, caller, query.filter, query.dates)).selectFrom("dealers").innerJoin("districts", "districts.id", "dealers.districtId").innerJoin("regions", "regions.id", "districts.regionId").innerJoin("oems", "oems.id", "regions.oemId").leftJoin("latest", "latest.dealerId", "dealers.id").where(countedDealers(caller, query.filter));
}
async function aggregateReport(db, caller, query) {
  const counts = countColumns(query.threshold);
  const sortColumn = query.order.field === "regionName" ? sql8`lower(${sql8.ref("regions.name")})` : query.order.field === "districtName" ? sql8`lower(${sql8.ref("districts.name")})` : sql8.ref(query.order.field);
  let page = grouped(db, caller, query).select(["oems.name as oemName", "regions.id as regionId", "regions.name as regionName", "districts.id as districtId", "districts.name as districtName"]).select(Object.values(counts)).select(sql8`count(*) over ()`.as("totalRows")).groupBy(["oems.name", "regions.id", "regions.name", "districts.id", "districts.name"]).orderBy(sortColumn, (ob) => query.order.direction === "desc" ? ob.desc().nullsLast() : ob.asc().nullsLast()).orderBy(sql8`lower(${sql8.ref("regions.name")})`).orderBy(sql8`lower(${sql8.ref("districts.name")})`).orderBy("districts.id");
  if (query.limit !== void 0) page = page.limit(query.limit).offset(query.offset ?? 0);
  const [rows, totals] = await Promise.all([
    page.execute(),
    grouped(db, caller, query).select(Object.values(counts)).executeTakeFirst()
  ]);
  let total = Number(rows[0]?.totalRows ?? 0);
  if (rows.length === 0 && (query.offset ?? 0) > 0) {
    const all = await grouped(db, caller, query).select("districts.id").groupBy("districts.id").execute();
    total = all.length;
  }
  return {
    total,
    totals: countsOf(totals),
    rows: rows.map((row) => {
      const rowCounts = countsOf(row);
      return {
        oemName: row.oemName,
        regionId: row.regionId,
        regionName: row.regionName,
        districtId: row.districtId,
        districtName: row.districtName,
        ...rowCounts,
        belowThreshold: rowCounts.averageScore !== null && rowCounts.averageScore < query.threshold
      };
    })
  };
}

// src/server/handlers/compliance/audit-categories.ts
async function auditCategoriesOf(db, oemId, kind, auditType) {
  const rows = await db.selectFrom("complianceCategories").select(["id", "name", "description", "mandatory", "maxScore"]).where("oemId", "=", oemId).where("kind", "=", kind).where("auditType", "=", auditType).orderBy("displayOrder").orderBy("id").execute();
  return rows.map((row) => ({ ...row, maxScore: Number(row.maxScore) }));
}

// src/server/handlers/compliance/audit-subject.ts
import { sql as sql9 } from "kysely";
async function dealerSubject(db, dealerCode, oemId, auditType) {
  const dealer2 = await db.selectFrom("dealers").select(["id", "oemId"]).where("code", "=", dealerCode).executeTakeFirst();
  if (!dealer2) throw new ValidationError([fieldError("dealerCode", "COMPLIANCE_DEALER_NOT_FOUND")]);
  if (dealer2.oemId !== oemId) throw new ValidationError([fieldError("oemId", "INVALID_VALUE", { message: "The OEM is not the dealer's." })]);
  const provider = await db.selectFrom("subscriptions").innerJoin("packages", "packages.id", "subscriptions.packageId").innerJoin("offerProviders", "offerProviders.id", "packages.offerProviderId").select("offerProviders.id").where("subscriptions.dealerId", "=", dealer2.id).where("offerProviders.drs", "=", auditType === "DRS").orderBy(sql9`${sql9.ref("subscriptions.status")} = 'Subscribed'`, "desc").orderBy("subscriptions.id", "desc").limit(1).executeTakeFirst();
  return { dealerId: dealer2.id, crmProviderId: null, offerProviderId: provider?.id ?? null };
}
async function crmSubject(db, crmId, oemId) {
  const certified = await db.selectFrom("crmProviderOems").select("crmProviderId").where("crmProviderId", "=", crmId).where("oemId", "=", oemId).executeTakeFirst();
  if (!certified) throw new ValidationError([fieldError("crmId", "COMPLIANCE_CRM_NOT_OF_OEM")]);
  return { dealerId: null, crmProviderId: crmId, offerProviderId: null };
}

// src/server/handlers/compliance/crm-reports.ts
import { sql as sql10 } from "kysely";

// src/server/handlers/compliance/category-results.ts
async function categoryResultsOf(db, reportIds) {
  const results = /* @__PURE__ */ new Map();
  if (reportIds.length === 0) return results;
  const rows = await db.selectFrom("complianceReportCategories").innerJoin("complianceCategories", "complianceCategories.id", "complianceReportCategories.categoryId").select([
    "complianceReportCategories.reportId",
    "complianceCategories.id as categoryId",
    "complianceCategories.name as categoryName",
    "complianceCategories.maxScore",
    "complianceReportCategories.score",
    "complianceReportCategories.compliant"
  ]).where("complianceReportCategories.reportId", "in", [...reportIds]).orderBy("complianceCategories.displayOrder").orderBy("complianceCategories.id").execute();
  for (const row of rows) {
    const list = results.get(row.reportId) ?? [];
    list.push({
      categoryId: row.categoryId,
      categoryName: row.categoryName,
      maxScore: Number(row.maxScore),
      score: row.score === null ? null : Number(row.score),
      compliant: row.compliant
    });
    results.set(row.reportId, list);
  }
  return results;
}
async function failedCategoriesOf(db, reportIds) {
  const failed = /* @__PURE__ */ new Map();
  if (reportIds.length === 0) return failed;
  const rows = await db.selectFrom("complianceReportCategories").innerJoin("complianceCategories", "complianceCategories.id", "complianceReportCategories.categoryId").select(["complianceReportCategories.reportId", "complianceCategories.name"]).where("complianceReportCategories.reportId", "in", [...reportIds]).where("complianceReportCategories.compliant", "=", false).orderBy("complianceCategories.mandatory", "desc").orderBy("complianceCategories.displayOrder").execute();
  for (const row of rows) failed.set(row.reportId, [...failed.get(row.reportId) ?? [], row.name]);
  return failed;
}

// src/server/handlers/compliance/dealer-rows.ts
var present = (key, value) => value === null || value === void 0 ? {} : { [key]: value };
var DEALER_COLUMNS = ["dealers.code as dealerCode", "dealers.name as dealerName", "regions.name as regionName", "districts.name as districtName"];
var dealerFields = (row) => ({
  dealerCode: row.dealerCode,
  dealerName: row.dealerName,
  ...present("regionName", row.regionName),
  ...present("districtName", row.districtName)
});
async function countedDealerTotals(db, caller, filter, dates, threshold) {
  const totals = await db.with("latest", () => latestDealerAudits(db, caller, filter, dates)).selectFrom("dealers").leftJoin("latest", "latest.dealerId", "dealers.id").where(countedDealers(caller, filter)).select(Object.values(countColumns(threshold))).executeTakeFirst();
  return countsOf(totals);
}
async function nonCompliantRows(db, rows) {
  const failed = await failedCategoriesOf(db, [...new Set(rows.map((row) => row.reportId))]);
  return rows.map((row) => ({
    providerId: row.providerId,
    providerName: row.providerName,
    ...dealerFields(row),
    reportId: row.reportId,
    auditDate: row.auditDate,
    overallScore: Number(row.overallScore ?? 0),
    failedCategories: failed.get(row.reportId) ?? []
  }));
}

// src/server/handlers/compliance/crm-reports.ts
function latestCrmAudits(db, filter, dates) {
  return db.selectFrom("complianceReports").distinctOn(["complianceReports.oemId", "complianceReports.crmProviderId"]).select([
    "complianceReports.id as reportId",
    "complianceReports.oemId",
    "complianceReports.crmProviderId",
    "complianceReports.overallScore",
    "complianceReports.compliant",
    "complianceReports.auditDate"
  ]).where("complianceReports.kind", "=", "CRM").where("complianceReports.status", "=", "COMPLETED").where("complianceReports.auditType", "=", filter.auditType).where("complianceReports.auditDate", ">=", dates.dateFrom).where("complianceReports.auditDate", "<=", dates.dateTo).orderBy("complianceReports.oemId").orderBy("complianceReports.crmProviderId").orderBy("complianceReports.auditDate", "desc").orderBy("complianceReports.id", "desc");
}
function dealersWithCrm(db, caller, filter, dates) {
  let query = db.with("latest", () => latestCrmAudits(db, filter, dates)).selectFrom("dealers").innerJoin("crmProviders", "crmProviders.id", "dealers.crmProviderId").leftJoin("latest", (join) => join.onRef("latest.crmProviderId", "=", "dealers.crmProviderId").onRef("latest.oemId", "=", "dealers.oemId")).where(countedDealers(caller, filter));
  if (filter.crmId !== void 0) query = query.where("dealers.crmProviderId", "=", filter.crmId);
  return query;
}
async function crmDealerTotals(db, caller, filter, dates, threshold) {
  const totals = await dealersWithCrm(db, caller, filter, dates).select(Object.values(countColumns(threshold))).executeTakeFirst();
  return countsOf(totals);
}
async function crmAggregateReport(db, caller, filter, dates, threshold) {
  const counts = Object.values(countColumns(threshold));
  const [rows, totals] = await Promise.all([
    dealersWithCrm(db, caller, filter, dates).select(["crmProviders.id as crmId", "crmProviders.name as crmName"]).select(counts).groupBy(["crmProviders.id", "crmProviders.name"]).orderBy(sql10`lower(${sql10.ref("crmProviders.name")})`).orderBy("crmProviders.id").execute(),
    crmDealerTotals(db, caller, filter, dates, threshold)
  ]);
  return {
    rows: rows.map((row) => {
      const rowCounts = countsOf(row);
      return { crmId: row.crmId, crmName: row.crmName, ...rowCounts, belowThreshold: rowCounts.averageScore !== null && rowCounts.averageScore < threshold };
    }),
    totals
  };
}
async function crmNonCompliantReport(db, caller, filter, dates, threshold) {
  const [rows, totals] = await Promise.all([
    dealersWithCrm(db, caller, filter, dates).leftJoin("regions", "regions.id", "dealers.regionId").leftJoin("districts", "districts.id", "dealers.districtId").select(["crmProviders.id as providerId", "crmProviders.name as providerName"]).select(DEALER_COLUMNS).select(["latest.reportId", "latest.auditDate", "latest.overallScore"]).where("latest.compliant", "=", false).orderBy(sql10`lower(${sql10.ref("crmProviders.name")})`).orderBy(sql10`lower(${sql10.ref("dealers.name")})`).orderBy("dealers.code").execute(),
    crmDealerTotals(db, caller, filter, dates, threshold)
  ]);
  return { rows: await nonCompliantRows(db, rows), totals };
}

// src/server/handlers/compliance/dealer-report-filter.ts
import { sql as sql11 } from "kysely";

// src/server/handlers/compliance/report-period.ts
var OPEN_FROM = "1900-01-01";
var OPEN_TO = "2999-12-31";
async function reportDatesOf(db, choice, today, field = "periodId") {
  if (choice.dateFrom !== void 0 || choice.dateTo !== void 0) {
    const dates = { periodId: null, dateFrom: choice.dateFrom ?? OPEN_FROM, dateTo: choice.dateTo ?? OPEN_TO };
    if (dates.dateFrom > dates.dateTo) {
      throw new ValidationError([{ field: "dateTo", messageKey: "INVALID_VALUE", message: "The end date is before the start date." }]);
    }
    return dates;
  }
  const periods = db.selectFrom("reportPeriods").select(["id", "dateFrom", "dateTo"]);
  if (choice.periodId !== void 0) {
    const period = await periods.where("id", "=", choice.periodId).executeTakeFirst();
    if (!period) throw new ValidationError([{ field, messageKey: "INVALID_VALUE", message: `There is no period ${choice.periodId}.` }]);
    return { periodId: period.id, dateFrom: period.dateFrom, dateTo: period.dateTo };
  }
  const current = await periods.where("dateFrom", "<=", today).where("dateTo", ">=", today).orderBy("dateFrom", "desc").executeTakeFirst() ?? await periods.orderBy("dateTo", "desc").executeTakeFirst();
  return current ? { periodId: current.id, dateFrom: current.dateFrom, dateTo: current.dateTo } : { periodId: null, dateFrom: OPEN_FROM, dateTo: today };
}
async function reportPeriodsOf(db, today) {
  const rows = await db.selectFrom("reportPeriods").select(["id", "label", "dateFrom", "dateTo"]).orderBy("dateFrom", "desc").orderBy("id", "desc").execute();
  return rows.map((row) => ({ ...row, current: row.dateFrom <= today && today <= row.dateTo }));
}

// src/server/handlers/compliance/dealer-report-filter.ts
var present2 = (key, value) => value === null || value === void 0 ? {} : { [key]: value };
async function dealerReportFilterOptions(db, caller, request, today) {
  const scope = await oemScopeOf(db, caller);
  const oemId = request.oemId ?? caller.oemId ?? void 0;
  let regions = db.selectFrom("regions").select(["id", "code", "name", "oemId"]);
  if (oemId !== void 0) regions = regions.where("oemId", "=", oemId);
  if (scope !== null) regions = scope.size === 0 ? regions.where(sql11.lit(false)) : regions.where("oemId", "in", [...scope]);
  let dealers = db.selectFrom("dealers").leftJoin("regions", "regions.id", "dealers.regionId").leftJoin("districts", "districts.id", "dealers.districtId").select(["dealers.code", "dealers.name", "dealers.status", "dealers.oemId", "regions.name as region", "districts.name as district"]).where(visibleDealers(caller)).where(
    ({ exists, selectFrom }) => exists(
      selectFrom("complianceReports").select("complianceReports.id").whereRef("complianceReports.dealerId", "=", "dealers.id").where("complianceReports.status", "=", "COMPLETED").where("complianceReports.auditType", "=", request.auditType)
    )
  );
  if (oemId !== void 0) dealers = dealers.where("dealers.oemId", "=", oemId);
  if (request.regionId !== void 0) dealers = dealers.where("dealers.regionId", "=", request.regionId);
  if (request.districtId !== void 0) dealers = dealers.where("dealers.districtId", "=", request.districtId);
  const [regionRows, districtRows, dealerRows, periods] = await Promise.all([
    regions.orderBy(sql11`lower(name)`).orderBy("id").execute(),
    request.regionId === void 0 ? Promise.resolve([]) : db.selectFrom("districts").select(["id", "code", "name", "regionId"]).where("regionId", "=", request.regionId).orderBy(sql11`lower(name)`).orderBy("id").execute(),
    dealers.orderBy(sql11`lower(${sql11.ref("dealers.name")})`).orderBy("dealers.code").execute(),
    reportPeriodsOf(db, today)
  ]);
  return {
    regions: regionRows,
    districts: districtRows,
    dealers: dealerRows.map((dealer2) => ({
      code: dealer2.code,
      name: dealer2.name,
      status: dealer2.status,
      ...present2("region", dealer2.region),
      ...present2("district", dealer2.district),
      oemId: dealer2.oemId
    })),
    periods
  };
}

// src/server/handlers/compliance/dealer-report.ts
import { sql as sql12 } from "kysely";
async function dealerReport(db, caller, filter, dates, threshold) {
  const [rows, totals] = await Promise.all([
    db.with("latest", () => latestDealerAudits(db, caller, filter, dates)).selectFrom("latest").innerJoin("dealers", "dealers.id", "latest.dealerId").leftJoin("regions", "regions.id", "dealers.regionId").leftJoin("districts", "districts.id", "dealers.districtId").select(DEALER_COLUMNS).select(["latest.reportId", "latest.auditDate", "latest.overallScore", "latest.compliant"]).orderBy(sql12`lower(${sql12.ref("dealers.name")})`).orderBy("dealers.code").execute(),
    countedDealerTotals(db, caller, filter, dates, threshold)
  ]);
  const categories = await categoryResultsOf(db, rows.map((row) => row.reportId));
  return {
    rows: rows.map((row) => {
      const score = Number(row.overallScore ?? 0);
      return {
        ...dealerFields(row),
        reportId: row.reportId,
        auditDate: row.auditDate,
        overallScore: score,
        compliant: row.compliant === true,
        belowThreshold: score < threshold,
        categories: categories.get(row.reportId) ?? []
      };
    }),
    totals
  };
}

// src/server/handlers/compliance/evidence-file.ts
var MAX_EVIDENCE_BYTES = 10 * 1024 * 1024;
var XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
var DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
var ALLOWED = {
  pdf: { stored: "application/pdf", declared: ["application/pdf"] },
  png: { stored: "image/png", declared: ["image/png"] },
  jpg: { stored: "image/jpeg", declared: ["image/jpeg", "image/jpg", "image/pjpeg"] },
  jpeg: { stored: "image/jpeg", declared: ["image/jpeg", "image/jpg", "image/pjpeg"] },
  xlsx: { stored: XLSX, declared: [XLSX] },
  csv: { stored: "text/csv", declared: ["text/csv", "application/csv", "application/vnd.ms-excel", "text/plain"] },
  docx: { stored: DOCX, declared: [DOCX] }
};
var UNKNOWN_TYPE = "application/octet-stream";
function storedTypeOf(filename, mimetype) {
  const extension = /\.([A-Za-z0-9]+)$/.exec(filename)?.[1]?.toLowerCase() ?? "";
  const allowed = ALLOWED[extension];
  const declared = mimetype.split(";", 1)[0].trim().toLowerCase();
  if (!allowed || declared !== UNKNOWN_TYPE && declared !== "" && !allowed.declared.includes(declared)) return void 0;
  return allowed.stored;
}
var typeNotAllowed = () => new ValidationError([fieldError("file", "COMPLIANCE_FILE_TYPE_NOT_ALLOWED")]);
var tooLarge = () => new ValidationError([fieldError("file", "COMPLIANCE_FILE_TOO_LARGE")]);
var EVIDENCE_UPLOAD_RULE = {
  maxBytes: MAX_EVIDENCE_BYTES,
  tooLarge,
  checkName: (filename, mimetype) => storedTypeOf(filename, mimetype) ? void 0 : typeNotAllowed()
};
function checkedEvidenceFile(part) {
  if (!isUploadedFile(part) || part.data.length === 0) throw new ValidationError([fieldError("file", "COMPLIANCE_FILE_REQUIRED")]);
  const file = part;
  const storedType = storedTypeOf(file.filename, file.mimetype);
  if (!storedType) throw typeNotAllowed();
  if (file.data.length > MAX_EVIDENCE_BYTES) throw tooLarge();
  const fileName = (file.filename.split(/[\\/]/).pop() ?? file.filename).slice(-250);
  return { fileName, contentType: storedType, data: file.data };
}

// src/server/handlers/compliance/provider-non-compliant-report.ts
import { sql as sql13 } from "kysely";
async function providerNonCompliantReport(db, caller, filter, dates, threshold) {
  let rowsQuery = db.with("latest", () => latestDealerAudits(db, caller, filter, dates)).selectFrom("latest").innerJoin("dealers", "dealers.id", "latest.dealerId").innerJoin("offerProviders", "offerProviders.id", "latest.offerProviderId").leftJoin("regions", "regions.id", "dealers.regionId").leftJoin("districts", "districts.id", "dealers.districtId").select(["offerProviders.id as providerId", "offerProviders.name as providerName"]).select(DEALER_COLUMNS).select(["latest.reportId", "latest.auditDate", "latest.overallScore"]).where("latest.compliant", "=", false);
  if (filter.providerId !== void 0) rowsQuery = rowsQuery.where("offerProviders.id", "=", filter.providerId);
  const [rows, totals] = await Promise.all([
    rowsQuery.orderBy(sql13`lower(${sql13.ref("offerProviders.name")})`).orderBy(sql13`lower(${sql13.ref("dealers.name")})`).orderBy("dealers.code").execute(),
    countedDealerTotals(db, caller, filter, dates, threshold)
  ]);
  return { rows: await nonCompliantRows(db, rows), totals };
}

// src/server/handlers/compliance/report-content.ts
var roundOne = (value) => Math.round(value * 10) / 10;
function checkedContent(auditCategories, input, status) {
  const byId = new Map(auditCategories.map((category) => [category.id, category]));
  const sent = /* @__PURE__ */ new Map();
  const errors = [];
  for (const [index, category] of input.entries()) {
    const known = byId.get(category.categoryId);
    if (!known) errors.push(fieldError(`categories.${index}.categoryId`, "COMPLIANCE_CATEGORY_NOT_IN_AUDIT"));
    else if (sent.has(category.categoryId)) errors.push(fieldError(`categories.${index}.categoryId`, "COMPLIANCE_CATEGORY_TWICE"));
    else if (typeof category.score === "number" && category.score > known.maxScore) {
      errors.push(fieldError(`categories.${index}.score`, "COMPLIANCE_SCORE_ABOVE_MAX", { message: `The score is above the category's highest score, ${known.maxScore}.` }));
    }
    sent.set(category.categoryId, category);
  }
  if (status === "COMPLETED") {
    const indexOf = new Map(input.map((category, index) => [category.categoryId, index]));
    for (const category of auditCategories) {
      const given = sent.get(category.id);
      if (given && typeof given.score === "number" && typeof given.compliant === "boolean") continue;
      const index = indexOf.get(category.id);
      errors.push(fieldError(index === void 0 ? "categories" : `categories.${index}.score`, "COMPLIANCE_CATEGORY_UNSCORED"));
    }
  }
  if (errors.length > 0) throw new ValidationError(errors);
  const categories = auditCategories.map((category) => {
    const given = sent.get(category.id);
    return {
      categoryId: category.id,
      score: typeof given?.score === "number" ? given.score : null,
      compliant: typeof given?.compliant === "boolean" ? given.compliant : null,
      comment: given?.comment?.trim() ? given.comment.trim() : null
    };
  });
  let scored = 0;
  let possible = 0;
  for (const [index, category] of categories.entries()) {
    if (category.score === null) continue;
    scored += category.score;
    possible += auditCategories[index].maxScore;
  }
  const mandatory = categories.filter((_, index) => auditCategories[index].mandatory);
  const compliant = mandatory.some((category) => category.compliant === false) ? false : mandatory.every((category) => category.compliant === true) ? true : null;
  return { categories, overallScore: possible > 0 ? roundOne(scored / possible * 100) : null, compliant };
}

// src/server/handlers/compliance/report-draft.ts
async function draftOf(db, caller, subject, today) {
  const categories = await auditCategoriesOf(db, subject.oemId, subject.kind, subject.auditType);
  if (categories.length === 0) throw notFound(`The OEM has no ${subject.auditType} categories to audit.`);
  let previous = db.selectFrom("complianceReports").select("id").where("kind", "=", subject.kind).where("auditType", "=", subject.auditType).where("oemId", "=", subject.oemId).where("status", "=", "COMPLETED");
  if (subject.dealerId !== void 0) previous = previous.where("dealerId", "=", subject.dealerId);
  const latest = await previous.orderBy("auditDate", "desc").orderBy("id", "desc").limit(1).executeTakeFirst();
  return {
    kind: subject.kind,
    auditType: subject.auditType,
    oemId: subject.oemId,
    oemName: subject.oemName,
    auditDate: today,
    auditor: caller.impersonator?.userName ?? caller.userName,
    categories: categories.map((category) => ({
      categoryId: category.id,
      categoryName: category.name,
      ...category.description ? { description: category.description } : {},
      mandatory: category.mandatory,
      maxScore: category.maxScore,
      score: null,
      compliant: null
    })),
    previousReportId: latest?.id ?? null
  };
}
async function dealerDraft(db, caller, dealerCode, auditType, today) {
  const dealer2 = await db.selectFrom("dealers").innerJoin("oems", "oems.id", "dealers.oemId").select(["dealers.id", "dealers.code", "dealers.name", "dealers.oemId", "oems.name as oemName"]).where("dealers.code", "=", dealerCode).executeTakeFirst();
  if (!dealer2) throw notFound(`There is no dealer ${dealerCode}.`);
  const draft = await draftOf(db, caller, { kind: "DEALER", auditType, oemId: dealer2.oemId, oemName: dealer2.oemName, dealerId: dealer2.id }, today);
  return { ...draft, dealerCode: dealer2.code, dealerName: dealer2.name };
}
async function crmDraft(db, caller, oemId, auditType, today) {
  const oem = await db.selectFrom("oems").select(["id", "name"]).where("id", "=", oemId).executeTakeFirst();
  if (!oem) throw notFound(`There is no OEM ${oemId}.`);
  return draftOf(db, caller, { kind: "CRM", auditType, oemId: oem.id, oemName: oem.name }, today);
}

// src/server/handlers/compliance/report-downloads.ts
import { Readable } from "node:stream";
import JSZip2 from "jszip";
import { sql as sql14 } from "kysely";

// src/server/handlers/compliance/audit-scope.ts
function visibleAudits(caller) {
  const roles = roleKeysOf(caller);
  const dealerVisible = visibleDealers(caller);
  return (eb) => {
    const crmVisible = roles.has("admin") ? eb.lit(true) : roles.has("oem") && caller.oemId !== null ? eb("complianceReports.oemId", "=", caller.oemId) : eb.lit(false);
    return eb.or([
      eb.and([eb("complianceReports.kind", "=", "DEALER"), dealerVisible(eb)]),
      eb.and([eb("complianceReports.kind", "=", "CRM"), crmVisible])
    ]);
  };
}

// src/server/handlers/compliance/report-pdf.ts
import PDFDocument from "pdfkit";
var verdict = (value) => value === null ? "Undecided" : value ? "Compliant" : "Not compliant";
function reportPdf(report2) {
  return new Promise((resolve2, reject) => {
    const doc = new PDFDocument({ size: "LETTER", margin: 54, info: { Title: `Compliance report ${report2.id}` } });
    const chunks = [];
    doc.on("data", (chunk) => chunks.push(chunk));
    doc.on("end", () => resolve2(Buffer.concat(chunks)));
    doc.on("error", reject);
    const subject = report2.kind === "CRM" ? `CRM ${report2.crmName ?? ""}` : `${report2.dealerName ?? ""} (${report2.dealerCode ?? ""})`;
    doc.fontSize(18).text(`${report2.auditType} compliance report ${report2.id}`);
    doc.moveDown(0.5).fontSize(11);
    doc.text(`${report2.oemName}: ${subject}`);
    doc.text(`Audit date: ${report2.auditDate}    Auditor: ${report2.auditor}    Status: ${report2.status}`);
    doc.text(`Overall score: ${report2.overallScore === null ? "\u2013" : `${report2.overallScore}%`}    Verdict: ${verdict(report2.compliant)}`);
    if (report2.comments) doc.text(`Comments: ${report2.comments}`);
    doc.moveDown();
    for (const category of report2.categories) {
      doc.font("Helvetica-Bold").text(`${category.categoryName}${category.mandatory ? " (mandatory)" : ""}`);
      doc.font("Helvetica").text(`Score: ${category.score ?? "\u2013"} / ${category.maxScore}    ${verdict(category.compliant)}`);
      if (category.comment) doc.text(category.comment);
      doc.moveDown(0.5);
    }
    if (report2.files.length > 0) {
      doc.moveDown().font("Helvetica-Bold").text("Attached files");
      doc.font("Helvetica");
      for (const file of report2.files) doc.text(`${file.fileName} (${file.size} bytes)`);
    }
    doc.end();
  });
}

// src/server/handlers/compliance/report-record.ts
var present3 = (key, value) => value === null || value === void 0 ? {} : { [key]: value };
async function readReport(db, id, view = {}) {
  const report2 = await db.selectFrom("complianceReports").innerJoin("oems", "oems.id", "complianceReports.oemId").leftJoin("dealers", "dealers.id", "complianceReports.dealerId").leftJoin("crmProviders", "crmProviders.id", "complianceReports.crmProviderId").leftJoin("users", "users.id", "complianceReports.updatedByUserId").select([
    "complianceReports.id",
    "complianceReports.kind",
    "complianceReports.auditType",
    "complianceReports.oemId",
    "oems.name as oemName",
    "dealers.code as dealerCode",
    "dealers.name as dealerName",
    "complianceReports.crmProviderId as crmId",
    "crmProviders.name as crmName",
    "complianceReports.auditDate",
    "complianceReports.auditor",
    "complianceReports.overallScore",
    "complianceReports.compliant",
    "complianceReports.comments",
    "complianceReports.status",
    "complianceReports.createdAt",
    "complianceReports.updatedAt",
    "users.loginName as updatedBy"
  ]).where("complianceReports.id", "=", id).executeTakeFirst();
  if (!report2) return void 0;
  let categories = db.selectFrom("complianceReportCategories").innerJoin("complianceCategories", "complianceCategories.id", "complianceReportCategories.categoryId").select([
    "complianceCategories.id as categoryId",
    "complianceCategories.name as categoryName",
    "complianceCategories.description",
    "complianceCategories.mandatory",
    "complianceCategories.maxScore",
    "complianceReportCategories.score",
    "complianceReportCategories.compliant",
    "complianceReportCategories.comment"
  ]).where("complianceReportCategories.reportId", "=", id);
  if (view.mandatory) categories = categories.where("complianceCategories.mandatory", "=", true);
  if (view.qualified) categories = categories.where("complianceReportCategories.compliant", "=", true);
  const [categoryRows, fileRows] = await Promise.all([
    categories.orderBy("complianceCategories.displayOrder").orderBy("complianceCategories.id").execute(),
    db.selectFrom("complianceReportFiles").leftJoin("users", "users.id", "complianceReportFiles.uploadedByUserId").select([
      "complianceReportFiles.uuid",
      "complianceReportFiles.fileName",
      "complianceReportFiles.sizeBytes",
      "complianceReportFiles.contentType",
      "complianceReportFiles.uploadedAt",
      "users.loginName as uploadedBy"
    ]).where("complianceReportFiles.reportId", "=", id).orderBy("complianceReportFiles.uploadedAt").orderBy("complianceReportFiles.uuid").execute()
  ]);
  return {
    id: report2.id,
    kind: report2.kind,
    auditType: report2.auditType,
    oemId: report2.oemId,
    oemName: report2.oemName,
    ...present3("dealerCode", report2.dealerCode),
    ...present3("dealerName", report2.dealerName),
    ...present3("crmId", report2.crmId),
    ...present3("crmName", report2.crmName),
    auditDate: report2.auditDate,
    auditor: report2.auditor,
    categories: categoryRows.map((row) => ({
      categoryId: row.categoryId,
      categoryName: row.categoryName,
      ...present3("description", row.description),
      mandatory: row.mandatory,
      maxScore: Number(row.maxScore),
      score: row.score === null ? null : Number(row.score),
      compliant: row.compliant,
      ...present3("comment", row.comment)
    })),
    overallScore: report2.overallScore === null ? null : Number(report2.overallScore),
    compliant: report2.compliant,
    ...present3("comments", report2.comments),
    status: report2.status,
    files: fileRows.map((file) => ({
      uuid: file.uuid,
      fileName: file.fileName,
      size: file.sizeBytes,
      contentType: file.contentType,
      uploadedAt: file.uploadedAt.toISOString(),
      ...present3("uploadedBy", file.uploadedBy)
    })),
    createdAt: report2.createdAt.toISOString(),
    updatedAt: report2.updatedAt.toISOString(),
    ...present3("updatedBy", report2.updatedBy)
  };
}
function reportSubject(db, id) {
  return db.selectFrom("complianceReports").leftJoin("dealers", "dealers.id", "complianceReports.dealerId").select(["complianceReports.id", "complianceReports.kind", "complianceReports.oemId", "complianceReports.status", "dealers.code as dealerCode"]).where("complianceReports.id", "=", id).executeTakeFirst();
}

// src/server/handlers/compliance/report-downloads.ts
function completedAudits(db, caller, auditType) {
  return db.selectFrom("complianceReports").leftJoin("dealers", "dealers.id", "complianceReports.dealerId").where("complianceReports.status", "=", "COMPLETED").where("complianceReports.auditType", "=", auditType).where(visibleAudits(caller));
}
async function availableDownloads(db, caller, auditType) {
  const rows = await completedAudits(db, caller, auditType).innerJoin(
    "reportPeriods",
    (join) => join.on((eb) => eb.between("complianceReports.auditDate", eb.ref("reportPeriods.dateFrom"), eb.ref("reportPeriods.dateTo")))
  ).select([
    "reportPeriods.id as periodId",
    "reportPeriods.label",
    "reportPeriods.dateFrom",
    "reportPeriods.dateTo",
    sql14`count(distinct ${sql14.ref("complianceReports.id")})::int`.as("reportCount"),
    sql14`(select count(*)::int from compliance_report_files f where f.report_id = any(array_agg(${sql14.ref("complianceReports.id")})))`.as("fileCount")
  ]).groupBy(["reportPeriods.id", "reportPeriods.label", "reportPeriods.dateFrom", "reportPeriods.dateTo"]).orderBy("reportPeriods.dateFrom", "desc").execute();
  return rows.map((row) => ({ ...row, reportCount: Number(row.reportCount), fileCount: Number(row.fileCount) }));
}
async function selectedReports(db, caller, request, dates) {
  let query = completedAudits(db, caller, request.auditType).leftJoin("crmProviders", "crmProviders.id", "complianceReports.crmProviderId").select(["complianceReports.id", "complianceReports.auditDate", "dealers.code as dealerCode", "crmProviders.name as crmName"]).where("complianceReports.auditDate", ">=", dates.dateFrom).where("complianceReports.auditDate", "<=", dates.dateTo);
  if (request.oemId !== void 0) query = query.where("complianceReports.oemId", "=", request.oemId);
  if (request.regionId !== void 0) query = query.where("dealers.regionId", "=", request.regionId);
  if (request.districtId !== void 0) query = query.where("dealers.districtId", "=", request.districtId);
  if (request.dealerCode !== void 0) query = query.where("dealers.code", "=", request.dealerCode);
  return query.orderBy("complianceReports.auditDate").orderBy("complianceReports.id").execute();
}
var safeName = (text2) => text2.replace(/[^A-Za-z0-9._ -]+/g, "_").slice(0, 120);
var whenRead = (produce) => Readable.from((async function* () {
  yield await produce();
})());
async function reportsArchive(db, reports, includeFiles) {
  if (reports.length === 0) throw notFound("No Data Found");
  const ids = reports.map((report2) => report2.id);
  const files = includeFiles ? await db.selectFrom("complianceReportFiles").select(["reportId", "uuid", "fileName"]).where(sql14`${sql14.ref("reportId")} = any(${ids}::int[])`).orderBy("uploadedAt").execute() : [];
  const zip = new JSZip2();
  const entry = { createFolders: false, binary: true };
  for (const { id, auditDate, dealerCode, crmName } of reports) {
    const folder = safeName(`${auditDate} ${dealerCode ?? crmName ?? ""} report-${id}`);
    zip.file(
      `${folder}/report-${id}.pdf`,
      whenRead(async () => {
        const report2 = await readReport(db, id);
        if (!report2) throw notFound(`Report ${id} was removed while the archive was written.`);
        return reportPdf(report2);
      }),
      entry
    );
    for (const file of files.filter((candidate) => candidate.reportId === id)) {
      zip.file(
        `${folder}/files/${file.uuid.slice(0, 8)}-${safeName(file.fileName)}`,
        whenRead(async () => (await db.selectFrom("complianceReportFiles").select("content").where("uuid", "=", file.uuid).executeTakeFirstOrThrow()).content),
        entry
      );
    }
  }
  return zip.generateNodeStream({ type: "nodebuffer", streamFiles: true, compression: "DEFLATE", compressionOptions: { level: 6 } });
}

// src/server/handlers/compliance/report-search.ts
import { sql as sql15 } from "kysely";

// src/server/kernel/like-pattern.ts
var literal = (text2) => text2.replace(/[\\%_]/g, (character) => `\\${character}`);
function likePattern(text2) {
  return `%${literal(text2)}%`;
}
function likePrefix(text2) {
  return `${literal(text2)}%`;
}

// src/server/handlers/compliance/report-search.ts
var REPORT_SORT_FIELDS = ["id", "auditDate", "dealerCode", "dealerName", "oemName", "regionName", "auditor", "overallScore", "status", "updatedAt"];
var DEFAULT_REPORT_ORDER = { field: "auditDate", direction: "desc" };
var SORT_COLUMNS = {
  id: sql15.ref("complianceReports.id"),
  auditDate: sql15.ref("complianceReports.auditDate"),
  dealerCode: sql15`lower(${sql15.ref("dealers.code")})`,
  dealerName: sql15`lower(coalesce(${sql15.ref("dealers.name")}, ${sql15.ref("crmProviders.name")}))`,
  oemName: sql15`lower(${sql15.ref("oems.name")})`,
  regionName: sql15`lower(${sql15.ref("regions.name")})`,
  auditor: sql15`lower(${sql15.ref("complianceReports.auditor")})`,
  overallScore: sql15.ref("complianceReports.overallScore"),
  status: sql15.ref("complianceReports.status"),
  updatedAt: sql15.ref("complianceReports.updatedAt")
};
var present4 = (key, value) => value === null || value === void 0 ? {} : { [key]: value };
function filtered(db, caller, search) {
  let query = db.selectFrom("complianceReports").innerJoin("oems", "oems.id", "complianceReports.oemId").leftJoin("dealers", "dealers.id", "complianceReports.dealerId").leftJoin("regions", "regions.id", "dealers.regionId").leftJoin("districts", "districts.id", "dealers.districtId").leftJoin("crmProviders", "crmProviders.id", "complianceReports.crmProviderId").where(visibleAudits(caller));
  if (search.auditType) query = query.where("complianceReports.auditType", "=", search.auditType);
  if (search.kind) query = query.where("complianceReports.kind", "=", search.kind);
  if (search.reportId !== void 0) query = query.where("complianceReports.id", "=", search.reportId);
  if (search.oemId !== void 0) query = query.where("complianceReports.oemId", "=", search.oemId);
  if (search.dealerCode) query = query.where("dealers.code", "=", search.dealerCode);
  if (search.dealerName?.trim()) query = query.where(sql15`lower(${sql15.ref("dealers.name")})`, "like", likePattern(search.dealerName.trim().toLowerCase()));
  if (search.crmId !== void 0) query = query.where("complianceReports.crmProviderId", "=", search.crmId);
  if (search.regionId !== void 0) query = query.where("dealers.regionId", "=", search.regionId);
  if (search.districtId !== void 0) query = query.where("dealers.districtId", "=", search.districtId);
  if (search.auditDateFrom) query = query.where("complianceReports.auditDate", ">=", search.auditDateFrom);
  if (search.auditDateTo) query = query.where("complianceReports.auditDate", "<=", search.auditDateTo);
  if (search.status) query = query.where("complianceReports.status", "=", search.status);
  if (search.compliant !== void 0) query = query.where("complianceReports.compliant", "=", search.compliant);
  if (search.scoreFrom !== void 0) query = query.where("complianceReports.overallScore", ">=", search.scoreFrom);
  if (search.scoreTo !== void 0) query = query.where("complianceReports.overallScore", "<=", search.scoreTo);
  if (search.auditor?.trim()) query = query.where(sql15`lower(${sql15.ref("complianceReports.auditor")})`, "like", likePattern(search.auditor.trim().toLowerCase()));
  return query;
}
async function searchReports(db, caller, search, page) {
  const query = filtered(db, caller, search);
  const [count, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll().as("total")).executeTakeFirstOrThrow(),
    query.select([
      "complianceReports.id",
      "complianceReports.kind",
      "complianceReports.auditType",
      "oems.name as oemName",
      "dealers.code as dealerCode",
      "dealers.name as dealerName",
      "crmProviders.name as crmName",
      "regions.name as regionName",
      "districts.name as districtName",
      "complianceReports.auditDate",
      "complianceReports.auditor",
      "complianceReports.overallScore",
      "complianceReports.compliant",
      "complianceReports.status",
      "complianceReports.updatedAt"
    ]).select(
      (eb) => eb.selectFrom("complianceReportFiles").select(eb.fn.countAll().as("files")).whereRef("complianceReportFiles.reportId", "=", "complianceReports.id").as("fileCount")
    ).orderBy(SORT_COLUMNS[page.order.field], (ob) => page.order.direction === "desc" ? ob.desc().nullsLast() : ob.asc().nullsLast()).orderBy("complianceReports.id", page.order.direction).limit(page.limit).offset(page.offset).execute()
  ]);
  return {
    total: Number(count.total),
    rows: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      auditType: row.auditType,
      oemName: row.oemName,
      ...present4("dealerCode", row.dealerCode),
      ...present4("dealerName", row.dealerName),
      ...present4("crmName", row.crmName),
      ...present4("regionName", row.regionName),
      ...present4("districtName", row.districtName),
      auditDate: row.auditDate,
      auditor: row.auditor,
      overallScore: row.overallScore === null ? null : Number(row.overallScore),
      compliant: row.compliant,
      status: row.status,
      fileCount: Number(row.fileCount ?? 0),
      updatedAt: row.updatedAt.toISOString()
    }))
  };
}

// src/server/handlers/compliance/report-write.ts
async function writeCategories(trx, reportId, content) {
  await trx.deleteFrom("complianceReportCategories").where("reportId", "=", reportId).execute();
  if (content.categories.length === 0) return;
  await trx.insertInto("complianceReportCategories").values(content.categories.map((category) => ({ reportId, ...category }))).execute();
}

// src/server/handlers/compliance/scores-report.ts
import { sql as sql16 } from "kysely";
var SCORE_SORT_FIELDS = ["dealerName", "dealerCode", "regionName", "auditType", "auditCount", "latestAuditDate", "latestScore", "averageScore"];
var DEFAULT_SCORE_ORDER = { field: "dealerName", direction: "asc" };
var present5 = (key, value) => value === null || value === void 0 ? {} : { [key]: value };
function audits(db, caller, search) {
  let query = db.selectFrom("complianceReports").innerJoin("dealers", "dealers.id", "complianceReports.dealerId").where("complianceReports.kind", "=", "DEALER").where("complianceReports.status", "=", "COMPLETED").where(visibleDealers(caller));
  if (search.auditType) query = query.where("complianceReports.auditType", "=", search.auditType);
  if (search.reportId !== void 0) query = query.where("complianceReports.id", "=", search.reportId);
  if (search.oemId !== void 0) query = query.where("complianceReports.oemId", "=", search.oemId);
  if (search.dealerCode) query = query.where("dealers.code", "=", search.dealerCode);
  if (search.dealerName?.trim()) query = query.where(sql16`lower(${sql16.ref("dealers.name")})`, "like", likePattern(search.dealerName.trim().toLowerCase()));
  if (search.regionId !== void 0) query = query.where("dealers.regionId", "=", search.regionId);
  if (search.districtId !== void 0) query = query.where("dealers.districtId", "=", search.districtId);
  if (search.auditDateFrom) query = query.where("complianceReports.auditDate", ">=", search.auditDateFrom);
  if (search.auditDateTo) query = query.where("complianceReports.auditDate", "<=", search.auditDateTo);
  if (search.compliant !== void 0) query = query.where("complianceReports.compliant", "=", search.compliant);
  if (search.scoreFrom !== void 0) query = query.where("complianceReports.overallScore", ">=", search.scoreFrom);
  if (search.scoreTo !== void 0) query = query.where("complianceReports.overallScore", "<=", search.scoreTo);
  if (search.auditor?.trim()) query = query.where(sql16`lower(${sql16.ref("complianceReports.auditor")})`, "like", likePattern(search.auditor.trim().toLowerCase()));
  return query.select([
    "complianceReports.dealerId",
    "complianceReports.auditType",
    sql16`count(*)::int`.as("auditCount"),
    sql16`round(avg(${sql16.ref("complianceReports.overallScore")}), 1)::float8`.as("averageScore"),
    sql16`(array_agg(${sql16.ref("complianceReports.id")} order by ${sql16.ref("complianceReports.auditDate")} desc, ${sql16.ref("complianceReports.id")} desc))[1]`.as("latestReportId")
  ]).groupBy(["complianceReports.dealerId", "complianceReports.auditType"]);
}
async function scoresReport(db, caller, search, page) {
  const sortColumn = {
    dealerName: sql16`lower(${sql16.ref("dealers.name")})`,
    dealerCode: sql16`lower(${sql16.ref("dealers.code")})`,
    regionName: sql16`lower(${sql16.ref("regions.name")})`,
    auditType: sql16.ref("stats.auditType"),
    auditCount: sql16.ref("stats.auditCount"),
    latestAuditDate: sql16.ref("latest.auditDate"),
    latestScore: sql16.ref("latest.overallScore"),
    averageScore: sql16.ref("stats.averageScore")
  }[page.order.field];
  const base = db.with("stats", () => audits(db, caller, search)).selectFrom("stats").innerJoin("complianceReports as latest", "latest.id", "stats.latestReportId").innerJoin("dealers", "dealers.id", "stats.dealerId").leftJoin("regions", "regions.id", "dealers.regionId").leftJoin("districts", "districts.id", "dealers.districtId");
  const [count, rows] = await Promise.all([
    base.select(sql16`count(*)::int`.as("total")).executeTakeFirstOrThrow(),
    base.select([
      "dealers.code as dealerCode",
      "dealers.name as dealerName",
      "regions.name as regionName",
      "districts.name as districtName",
      "stats.auditType",
      "stats.auditCount",
      "stats.averageScore",
      "stats.latestReportId",
      "latest.auditDate as latestAuditDate",
      "latest.overallScore as latestScore",
      "latest.compliant"
    ]).orderBy(sortColumn, (ob) => page.order.direction === "desc" ? ob.desc().nullsLast() : ob.asc().nullsLast()).orderBy("dealers.code").orderBy("stats.auditType").limit(page.limit).offset(page.offset).execute()
  ]);
  const categories = await categoryResultsOf(db, rows.map((row) => row.latestReportId));
  return {
    total: Number(count.total),
    rows: rows.map((row) => ({
      dealerCode: row.dealerCode,
      dealerName: row.dealerName,
      ...present5("regionName", row.regionName),
      ...present5("districtName", row.districtName),
      auditType: row.auditType,
      auditCount: row.auditCount,
      latestReportId: row.latestReportId,
      latestAuditDate: row.latestAuditDate,
      latestScore: Number(row.latestScore ?? 0),
      averageScore: Number(row.averageScore ?? 0),
      compliant: row.compliant === true,
      categories: categories.get(row.latestReportId) ?? []
    }))
  };
}

// src/server/handlers/compliance/score-threshold.ts
async function scoreThresholdOf(db, reportName, requested) {
  if (requested !== void 0) return requested;
  const row = await db.selectFrom("reportThresholds").innerJoin("reportDefinitions", "reportDefinitions.id", "reportThresholds.reportDefinitionId").select("reportThresholds.value").where("reportDefinitions.name", "=", reportName).where("reportThresholds.key", "=", "scoreThreshold").executeTakeFirst();
  return row ? Number(row.value) : 0;
}

// src/server/handlers/compliance/report-access.ts
async function canSeeReport(db, caller, subject) {
  if (subject.kind === "CRM") {
    const roles = roleKeysOf(caller);
    return roles.has("admin") || roles.has("oem") && caller.oemId === subject.oemId;
  }
  if (subject.dealerCode === null) return false;
  const visible = await db.selectFrom("dealers").select("id").where("code", "=", subject.dealerCode).where(visibleDealers(caller)).executeTakeFirst();
  return visible !== void 0;
}

// src/server/handlers/compliance/compliance-handlers.ts
function createComplianceHandlers({ db, clock }) {
  const today = () => serverDateOf(clock.now());
  const visibleSubject = async (ctx) => {
    const subject = await reportSubject(db, ctx.params.reportId);
    if (!subject) throw notFound(`There is no compliance report ${ctx.params.reportId}.`);
    if (!await canSeeReport(db, signedIn(ctx.caller), subject)) throw forbidden("You may not see this compliance report.");
    return subject;
  };
  const draftSubject = async (ctx) => {
    const subject = await visibleSubject(ctx);
    if (subject.status === "COMPLETED") throw conflict("This report is completed and can no longer be changed.", "report_completed");
    return subject;
  };
  const stored = async (id) => {
    const report2 = await readReport(db, id);
    if (!report2) throw notFound(`There is no compliance report ${id}.`);
    return report2;
  };
  return {
    searchComplianceReports: async ({ caller, query, body }) => {
      const paging = pageRequestOf(query);
      const order = sortOrderOf(query.sort, REPORT_SORT_FIELDS, DEFAULT_REPORT_ORDER);
      const { rows, total } = await searchReports(db, signedIn(caller), body, { order, limit: paging.size, offset: paging.offset });
      return { body: { content: rows, page: pageInfoOf(paging, total) } };
    },
    searchComplianceScores: async ({ caller, query, body }) => {
      const paging = pageRequestOf(query);
      const order = sortOrderOf(query.sort, SCORE_SORT_FIELDS, DEFAULT_SCORE_ORDER);
      const { rows, total } = await scoresReport(db, signedIn(caller), body, { order, limit: paging.size, offset: paging.offset });
      return { body: { content: rows, page: pageInfoOf(paging, total) } };
    },
    prepareComplianceReport: async ({ caller, params }) => ({
      body: await dealerDraft(db, signedIn(caller), params.dealerCode, params.auditType, today())
    }),
    prepareCrmComplianceReport: async ({ caller, params }) => ({
      body: await crmDraft(db, signedIn(caller), params.oemId, params.auditType, today())
    }),
    createComplianceReport: async ({ caller, body: input }) => {
      const user = signedIn(caller);
      const subject = input.kind === "DEALER" ? await dealerSubject(db, input.dealerCode, input.oemId, input.auditType) : await crmSubject(db, input.crmId, input.oemId);
      const content = checkedContent(await auditCategoriesOf(db, input.oemId, input.kind, input.auditType), input.categories, input.status);
      const now = clock.now();
      const id = await db.transaction().execute(async (trx) => {
        const previous = await trx.selectFrom("complianceReports").select("id").where("kind", "=", input.kind).where("auditType", "=", input.auditType).where("oemId", "=", input.oemId).where("status", "=", "COMPLETED").where(subject.dealerId !== null ? "dealerId" : "crmProviderId", "=", subject.dealerId ?? subject.crmProviderId).orderBy("auditDate", "desc").orderBy("id", "desc").limit(1).executeTakeFirst();
        const created = await trx.insertInto("complianceReports").values({
          kind: input.kind,
          auditType: input.auditType,
          oemId: input.oemId,
          ...subject,
          auditDate: input.auditDate,
          auditor: input.auditor.trim(),
          overallScore: content.overallScore,
          compliant: content.compliant,
          comments: input.comments?.trim() || null,
          status: input.status,
          previousReportId: previous?.id ?? null,
          createdByUserId: user.userId,
          updatedByUserId: user.userId,
          createdAt: now,
          updatedAt: now
        }).returning("id").executeTakeFirstOrThrow();
        await writeCategories(trx, created.id, content);
        return created.id;
      });
      return { status: 201, body: await stored(id) };
    },
    updateComplianceReport: async ({ caller, body: update }) => {
      const user = signedIn(caller);
      const subject = await reportSubject(db, update.id);
      if (!subject) throw notFound(`There is no compliance report ${update.id}.`);
      if (!await canSeeReport(db, user, subject)) throw forbidden("You may not see this compliance report.");
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        const report2 = await trx.selectFrom("complianceReports").select(["id", "kind", "auditType", "oemId", "status"]).where("id", "=", update.id).forUpdate().executeTakeFirstOrThrow();
        if (report2.status === "COMPLETED") throw conflict("This report is completed and can no longer be changed.", "report_completed");
        const content = checkedContent(await auditCategoriesOf(trx, report2.oemId, report2.kind, report2.auditType), update.categories, update.status);
        await trx.updateTable("complianceReports").set({
          auditDate: update.auditDate,
          auditor: update.auditor.trim(),
          overallScore: content.overallScore,
          compliant: content.compliant,
          comments: update.comments?.trim() || null,
          status: update.status,
          updatedByUserId: user.userId,
          updatedAt: now
        }).where("id", "=", report2.id).execute();
        await writeCategories(trx, report2.id, content);
      });
      return { body: await stored(update.id) };
    },
    uploadComplianceReportFile: async (ctx) => {
      const file = checkedEvidenceFile(ctx.body.file);
      const subject = await draftSubject(ctx);
      const uuid = randomUUID4();
      await db.insertInto("complianceReportFiles").values({
        uuid,
        reportId: subject.id,
        fileName: file.fileName,
        contentType: file.contentType,
        sizeBytes: file.data.length,
        content: file.data,
        uploadedByUserId: signedIn(ctx.caller).userId,
        uploadedAt: clock.now()
      }).execute();
      const report2 = await stored(subject.id);
      const saved = report2.files.find((candidate) => candidate.uuid === uuid);
      if (!saved) throw notFound("The file was removed while it was stored.");
      return { status: 201, body: saved };
    },
    removeComplianceReportFile: async (ctx) => {
      const subject = await draftSubject(ctx);
      const removed = await db.deleteFrom("complianceReportFiles").where("reportId", "=", subject.id).where("uuid", "=", ctx.query.uuid).executeTakeFirst();
      if (Number(removed.numDeletedRows) === 0) throw notFound("There is no such file in this report.");
      return { body: { success: true, message: "File removed." } };
    },
    downloadComplianceReportFile: async (ctx) => {
      const subject = await visibleSubject(ctx);
      const file = await db.selectFrom("complianceReportFiles").select(["fileName", "contentType", "content"]).where("reportId", "=", subject.id).where("uuid", "=", ctx.params.uuid).executeTakeFirst();
      if (!file) throw notFound("There is no such file in this report.");
      return fileDownload({ fileName: file.fileName, contentType: file.contentType, content: file.content });
    },
    getComplianceReport: async (ctx) => {
      const subject = await visibleSubject(ctx);
      const report2 = await readReport(db, subject.id, { mandatory: ctx.query.mandatory === true, qualified: ctx.query.qualified === true });
      if (!report2) throw notFound(`There is no compliance report ${subject.id}.`);
      return { body: report2 };
    },
    generateComplianceDealerReport: async ({ caller, body: filter }) => {
      const name = filter.auditType === "DRS" ? "DRSComplianceDealerReport" : "ComplianceDealerReport";
      const [dates, threshold] = await Promise.all([reportDatesOf(db, filter, today()), scoreThresholdOf(db, name, filter.scoreThreshold)]);
      return { body: await dealerReport(db, signedIn(caller), filter, dates, threshold) };
    },
    generateComplianceAggregateReport: async ({ caller, query, body: filter }) => {
      const paging = pageRequestOf(query);
      const order = sortOrderOf(query.sort, AGGREGATE_SORT_FIELDS, DEFAULT_AGGREGATE_ORDER);
      const name = filter.auditType === "DRS" ? "DRSComplianceAggregateReport" : "ComplianceAggregateReport";
      const [dates, threshold] = await Promise.all([reportDatesOf(db, filter, today()), scoreThresholdOf(db, name, filter.scoreThreshold)]);
      const report2 = await aggregateReport(db, signedIn(caller), { filter, dates, threshold, order, limit: paging.size, offset: paging.offset });
      const { periodId: _period, dateFrom: _from, dateTo: _to, ...rest } = filter;
      return {
        body: {
          content: report2.rows,
          page: pageInfoOf(paging, report2.total),
          totals: report2.totals,
          filter: { ...rest, ...dates.periodId !== null ? { periodId: dates.periodId } : {}, dateFrom: dates.dateFrom, dateTo: dates.dateTo, scoreThreshold: threshold }
        }
      };
    },
    generateCrmComplianceAggregateReport: async ({ caller, body: filter }) => {
      const [dates, threshold] = await Promise.all([reportDatesOf(db, filter, today()), scoreThresholdOf(db, "CRMComplianceAggregateReport", filter.scoreThreshold)]);
      return { body: await crmAggregateReport(db, signedIn(caller), filter, dates, threshold) };
    },
    generateCrmNonCompliantReport: async ({ caller, body: filter }) => {
      const [dates, threshold] = await Promise.all([reportDatesOf(db, filter, today()), scoreThresholdOf(db, "CRMNonCompliantReport", filter.scoreThreshold)]);
      return { body: await crmNonCompliantReport(db, signedIn(caller), filter, dates, threshold) };
    },
    generateWebproviderNonCompliantReport: async ({ caller, body: filter }) => {
      const name = filter.auditType === "DRS" ? "DRSNonComplianceAuditReport" : "DWCPWebproviderNonCompliantReport";
      const [dates, threshold] = await Promise.all([reportDatesOf(db, filter, today()), scoreThresholdOf(db, name, filter.scoreThreshold)]);
      return { body: await providerNonCompliantReport(db, signedIn(caller), filter, dates, threshold) };
    },
    getComplianceDealerReportFilter: async ({ caller, body }) => ({
      body: await dealerReportFilterOptions(db, signedIn(caller), body, today())
    }),
    listComplianceDownloads: async ({ caller, params }) => ({
      body: await availableDownloads(db, signedIn(caller), params.auditType)
    }),
    downloadAllComplianceReports: async ({ caller, body: request }) => {
      const dates = await reportDatesOf(db, request, today());
      const reports = await selectedReports(db, signedIn(caller), request, dates);
      const archive = await reportsArchive(db, reports, request.includeFiles !== false);
      return fileDownload({ fileName: `Compliance-${request.auditType}-reports.zip`, contentType: "application/zip", content: archive });
    }
  };
}

// src/server/handlers/dealer-rules/enrolling-caller.ts
function requireEnrollingCaller(caller) {
  const own = roleKeysOf(caller);
  if (own.has("cmsEditor")) throw forbidden("Content editors cannot enroll.");
  if (!own.has("dealer") && !own.has("dealerGroup")) {
    throw forbidden("Only dealers, and administrators impersonating a dealer, can enroll.");
  }
}

// src/server/handlers/enrollments/dwcp/enrollment-catalogue.ts
async function providersOf(db, oemId, drs) {
  const programAddonId = drs ? ADDON_DIGITAL_DEALER : ADDON_WEBSITE_PROGRAM;
  const rows = await db.selectFrom("offerProviders").innerJoin("offerProviderOems", "offerProviderOems.offerProviderId", "offerProviders.id").leftJoin(
    "packages",
    (join) => join.onRef("packages.offerProviderId", "=", "offerProviders.id").on("packages.oemId", "=", oemId).on("packages.programAddonId", "=", programAddonId).on("packages.active", "=", true)
  ).select(["offerProviders.id as providerId", "offerProviders.name as providerName", "packages.id as packageId", "packages.name as packageName", "packages.monthlyPrice"]).where("offerProviderOems.oemId", "=", oemId).where("offerProviders.drs", "=", drs).orderBy("offerProviders.name").orderBy("offerProviders.id").orderBy((eb) => {
    let order = eb.case().when("packages.kind", "=", OFFER_KINDS[0]).then(0);
    for (const [index, kind] of OFFER_KINDS.entries()) if (index > 0) order = order.when("packages.kind", "=", kind).then(index);
    return order.end();
  }).orderBy("packages.dwcPriority").execute();
  const providers = /* @__PURE__ */ new Map();
  for (const row of rows) {
    let provider = providers.get(row.providerId);
    if (!provider) {
      provider = { providerId: row.providerId, providerName: row.providerName, packages: [] };
      providers.set(row.providerId, provider);
    }
    if (row.packageId === null || row.packageName === null) continue;
    provider.packages.push({ packageId: row.packageId, packageName: row.packageName, ...row.monthlyPrice !== null ? { price: Number(row.monthlyPrice) } : {} });
  }
  return [...providers.values()];
}
async function enrollmentCatalogueOf(db, oemId, programAddonId) {
  const [program, websiteProviders, digitalRetailingProviders, eula] = await Promise.all([
    db.selectFrom("programs").select(["id", "name"]).where("oemId", "=", oemId).where("programAddonId", "=", programAddonId).orderBy("position").executeTakeFirst(),
    providersOf(db, oemId, false),
    providersOf(db, oemId, true),
    db.selectFrom("eulaDocuments").select("url").where("oemId", "=", oemId).orderBy("publishedAt", "desc").limit(1).executeTakeFirst()
  ]);
  const options = program ? await db.selectFrom("programAddons").innerJoin("addons", "addons.id", "programAddons.addonId").leftJoin("addonPrices", (join) => join.onRef("addonPrices.addonId", "=", "addons.id").on("addonPrices.oemId", "=", oemId)).select(["addons.id", "addons.name", "addons.description", "addonPrices.monthlyPrice"]).where("programAddons.programId", "=", program.id).orderBy("addons.name").execute() : [];
  return {
    program: program ?? null,
    options: options.map((option) => ({
      addonId: option.id,
      name: option.name,
      price: Number(option.monthlyPrice ?? 0),
      ...option.description ? { description: option.description } : {}
    })),
    websiteProviders,
    digitalRetailingProviders,
    termsUrl: eula?.url ?? null
  };
}

// src/server/handlers/enrollments/dwcp/enrollment-form.ts
function choiceOf(catalogue, providerId) {
  const provider = catalogue.websiteProviders.find((candidate) => candidate.providerId === providerId);
  const first = provider?.packages[0];
  if (!provider || !first) return void 0;
  return { providerId: provider.providerId, providerName: provider.providerName, packageId: first.packageId, packageName: first.packageName };
}
var withIds = (choice) => ({
  ...choice.providerId !== null ? { providerId: choice.providerId } : {},
  providerName: choice.providerName,
  ...choice.packageId !== null ? { packageId: choice.packageId } : {},
  packageName: choice.packageName
});
async function prefillOf(db, dealer2, programAddonId) {
  const enrollment = await db.selectFrom("dwcpEnrollments").selectAll().where("dealerId", "=", dealer2.id).where("programAddonId", "=", programAddonId).executeTakeFirst();
  if (enrollment) {
    const prefill2 = {
      authorizedPersonName: enrollment.authorizedPerson,
      authorizedEmail: enrollment.authorizedEmail,
      contactNumber: enrollment.authorizedPhone,
      dealerName: enrollment.dealerName,
      dealerWebsiteUrl: enrollment.dealerWebsite,
      websiteProvider: withIds({
        providerId: enrollment.websiteProviderId,
        providerName: enrollment.websiteProviderName,
        packageId: enrollment.websitePackageId,
        packageName: enrollment.websitePackageName
      }),
      billingContactName: enrollment.billingContactName,
      billingContactPhone: enrollment.billingContactPhone,
      billingContactEmail: enrollment.billingContactEmail
    };
    return { enrolled: true, prefill: prefill2 };
  }
  const [contact, billing] = await Promise.all([
    db.selectFrom("dealerContacts").select(["name", "email", "phone"]).where("dealerId", "=", dealer2.id).orderBy("position").limit(1).executeTakeFirst(),
    db.selectFrom("dealerBillingContacts").select(["name", "email", "phone"]).where("dealerId", "=", dealer2.id).orderBy("position").limit(1).executeTakeFirst()
  ]);
  const prefill = {
    dealerName: dealer2.name,
    ...dealer2.websiteUrl ? { dealerWebsiteUrl: dealer2.websiteUrl } : {},
    ...contact ? { authorizedPersonName: contact.name, authorizedEmail: contact.email, contactNumber: contact.phone } : {},
    ...billing ? { billingContactName: billing.name, billingContactPhone: billing.phone, billingContactEmail: billing.email } : {}
  };
  return { enrolled: false, prefill };
}
async function enrollmentFormOf(db, dealerCode, programAddonId, providerId) {
  const dealer2 = await db.selectFrom("dealers").select(["id", "code", "name", "oemId", "websiteUrl"]).where("code", "=", dealerCode).executeTakeFirst();
  if (!dealer2) throw notFound(`No dealer has the code ${dealerCode}.`);
  const catalogue = await enrollmentCatalogueOf(db, dealer2.oemId, programAddonId);
  const problems = new FieldProblems();
  if (!catalogue.program) problems.add("query.addonId", "INVALID_VALUE", { message: `Dealer ${dealer2.code}'s OEM has no program for add-on ${programAddonId}.` });
  const chosen = providerId === void 0 ? void 0 : choiceOf(catalogue, providerId);
  if (providerId !== void 0 && !chosen) {
    problems.add("query.providerId", "INVALID_VALUE", { message: `Provider ${providerId} is not a website provider offered to dealer ${dealer2.code}.` });
  }
  problems.throwIfAny();
  if (catalogue.termsUrl === null) throw conflict(`No terms and conditions are published for dealer ${dealer2.code}'s OEM yet.`, "no_terms");
  const { enrolled, prefill } = await prefillOf(db, dealer2, programAddonId);
  return {
    dealerCode: dealer2.code,
    prefill: chosen ? { ...prefill, websiteProvider: chosen } : prefill,
    websiteProviders: catalogue.websiteProviders,
    digitalRetailingProviders: catalogue.digitalRetailingProviders,
    enrollmentOptions: catalogue.options,
    termsUrl: catalogue.termsUrl,
    enrolled
  };
}

// src/server/kernel/caller-dealer.ts
async function defaultDealerOf(db, userId) {
  return db.selectFrom("userDealers").innerJoin("dealers", "dealers.id", "userDealers.dealerId").leftJoin(
    "userDealerChoices",
    (join) => join.onRef("userDealerChoices.userId", "=", "userDealers.userId").onRef("userDealerChoices.dealerId", "=", "userDealers.dealerId")
  ).select(["dealers.id", "dealers.code"]).where("userDealers.userId", "=", userId).orderBy((eb) => eb("userDealerChoices.dealerId", "is", null)).orderBy("dealers.code").limit(1).executeTakeFirst();
}
async function callerDealerOf(db, caller, dealerCode) {
  if (dealerCode !== void 0) {
    const named = await db.selectFrom("dealers").select(["id", "code"]).where("code", "=", dealerCode).executeTakeFirst();
    if (!named) throw notFound(`No dealer has the code ${dealerCode}.`);
    return named;
  }
  const roles = roleKeysOf(caller);
  if (!roles.has("dealer") && !roles.has("dealerGroup")) return null;
  return await defaultDealerOf(db, caller.userId) ?? null;
}

// src/server/handlers/enrollments/dwcp/enrollment-info.ts
var NONE = {
  dealerWebsite: null,
  authorizedPerson: null,
  authorizedEmail: null,
  authorizedPhone: null,
  lastUpdatedDateForDealerContact: null,
  addonId: null
};
async function enrollmentInfoOf(db, caller) {
  const dealer2 = await callerDealerOf(db, caller, void 0);
  if (!dealer2) return NONE;
  const row = await db.selectFrom("dwcpEnrollments").select([
    "dealerWebsite",
    "authorizedPerson",
    "authorizedEmail",
    "authorizedPhone",
    "lastUpdatedDateForDealerContact",
    "programAddonId as addonId"
  ]).where("dealerId", "=", dealer2.id).orderBy("programAddonId").limit(1).executeTakeFirst();
  return row ?? NONE;
}

// src/server/handlers/enrollments/actions/addon-transition.ts
async function recordAddonStep(trx, step) {
  const enrolledDate = step.to === "Subscribed" && step.action === "approve" ? step.current?.enrolledDate ?? step.today : step.current?.enrolledDate ?? null;
  const values = { status: step.to, enrolledDate, scheduledDate: step.scheduledDate, statusChangedAt: step.now };
  const id = step.current ? (await trx.updateTable("addonEnrollments").set(values).where("id", "=", step.current.id).returning("id").executeTakeFirstOrThrow()).id : (await trx.insertInto("addonEnrollments").values({ dealerId: step.dealerId, programId: step.programId, addonId: step.addonId, ...values, createdAt: step.now }).returning("id").executeTakeFirstOrThrow()).id;
  await trx.insertInto("addonEnrollmentHistory").values({
    addonEnrollmentId: id,
    action: step.action,
    fromStatus: step.current?.status ?? null,
    toStatus: step.to,
    scheduledDate: step.scheduledDate,
    reason: step.reason,
    changedByUserId: step.actor.userId,
    impersonatorLogin: step.actor.impersonatorLogin,
    changedAt: step.now
  }).execute();
  return id;
}

// src/server/handlers/enrollments/actions/program-transition.ts
async function recordProgramStep(trx, step) {
  const enrolledDate = step.to === "ENROLLED" && step.action === "enroll" ? step.today : step.current?.enrolledDate ?? null;
  const values = { status: step.to, enrolledDate, statusReason: step.reason, statusChangedAt: step.now };
  const id = step.current ? (await trx.updateTable("programEnrollments").set(values).where("id", "=", step.current.id).returning("id").executeTakeFirstOrThrow()).id : (await trx.insertInto("programEnrollments").values({ dealerId: step.dealerId, programId: step.programId, ...values, createdAt: step.now }).returning("id").executeTakeFirstOrThrow()).id;
  await trx.insertInto("programEnrollmentHistory").values({
    programEnrollmentId: id,
    action: step.action,
    fromStatus: step.current?.status ?? null,
    toStatus: step.to,
    reason: step.reason,
    changedByUserId: step.actor.userId,
    impersonatorLogin: step.actor.impersonatorLogin,
    changedAt: step.now
  }).execute();
  return id;
}

// src/server/handlers/dealer-rules/transitions.ts
var LIVE_DEALER_STATUSES = ["ACTIVE", "PAUSED", "ON_HOLD"];
var DEALER_RULES = {
  pause: { from: ["ACTIVE"], to: "PAUSED", resumesService: false },
  reactivate: { from: ["PAUSED", "INACTIVE"], to: "ACTIVE", resumesService: true },
  optOut: { from: LIVE_DEALER_STATUSES, to: "OPTED_OUT", resumesService: false },
  hold: { from: ["ACTIVE"], to: "ON_HOLD", resumesService: false },
  enable: { from: ["ON_HOLD", "OPTED_OUT"], to: "ACTIVE", resumesService: true }
};
var DEACTIVATION_RULES = {
  INACTIVATION: { from: LIVE_DEALER_STATUSES, to: "INACTIVE", resumesService: false },
  CANCELLATION: { from: [...LIVE_DEALER_STATUSES, "OPTED_OUT", "INACTIVE"], to: "CANCELLED", resumesService: false }
};
var PROGRAM_RULES = {
  // null: the dealer has no enrollment in the program yet.
  enroll: { from: [null, "PENDING", "UNENROLLED"], to: "ENROLLED", resumesService: true },
  pause: { from: ["ENROLLED"], to: "PAUSED", resumesService: false },
  resume: { from: ["PAUSED"], to: "ENROLLED", resumesService: true },
  unenroll: { from: ["PENDING", "ENROLLED", "PAUSED"], to: "UNENROLLED", resumesService: false }
};
var SUBSCRIPTION_RULES = {
  subscribe: { from: [null, "Unsubscribed", "Cancelled"], to: "Subscription Pending", resumesService: true },
  approve: { from: ["Subscription Pending"], to: "Subscribed", resumesService: true },
  cancel: { from: ["Subscription Pending"], to: "Cancelled", resumesService: false },
  terminate: { from: ["Subscribed"], to: "Termination Pending", resumesService: false },
  cancelTermination: { from: ["Termination Pending"], to: "Subscribed", resumesService: true },
  unsubscribe: { from: ["Subscribed", "Termination Pending"], to: "Unsubscribed", resumesService: false }
};
var NONE2 = "no enrollment";
var listed = (statuses) => statuses.map((status) => status ?? NONE2).join(", ");
function decide(rule, action, from) {
  if (rule.from.includes(from)) return { allowed: true, to: rule.to };
  return { allowed: false, reason: `${action} applies to ${listed(rule.from)}, not to ${from ?? NONE2}.` };
}
function dealerRule(action, inactivationType) {
  return action === "deactivate" ? inactivationType ? DEACTIVATION_RULES[inactivationType] : void 0 : DEALER_RULES[action];
}
function dealerTransition(action, from, inactivationType) {
  const rule = dealerRule(action, inactivationType);
  if (!rule) return { allowed: false, reason: "deactivate needs an inactivation type (CANCELLATION or INACTIVATION)." };
  return decide(rule, action === "deactivate" ? `deactivate (${inactivationType})` : action, from);
}
function programTransition(action, from) {
  return decide(PROGRAM_RULES[action], action, from);
}
function subscriptionTransition(action, from) {
  return decide(SUBSCRIPTION_RULES[action], action, from);
}
function resumesService(action) {
  if ("dealer" in action) return action.dealer === "deactivate" ? false : DEALER_RULES[action.dealer].resumesService;
  if ("program" in action) return PROGRAM_RULES[action.program].resumesService;
  return SUBSCRIPTION_RULES[action.subscription].resumesService;
}
var SUBSCRIPTION_ACTIONS_NEEDING_A_DATE = /* @__PURE__ */ new Set(["terminate"]);

// src/server/handlers/enrollments/dwcp/enrollment-submission.ts
function resolveChoice(problems, field, choice, listed2) {
  const providerName = problems.requiredText(`${field}.providerName`, choice.providerName);
  const packageName = problems.requiredText(`${field}.packageName`, choice.packageName);
  const provider = choice.providerId === void 0 ? void 0 : listed2.find((candidate) => candidate.providerId === choice.providerId);
  if (choice.providerId !== void 0 && !provider) problems.add(`${field}.providerId`, "INVALID_VALUE", { message: "This provider is not offered to the dealer." });
  if (choice.packageId === void 0) {
    return { providerId: provider?.providerId ?? null, providerName: provider?.providerName ?? providerName, packageId: null, packageName };
  }
  if (choice.providerId === void 0) problems.add(`${field}.providerId`, "REQUIRED_FIELD");
  const pkg = provider?.packages.find((candidate) => candidate.packageId === choice.packageId);
  if (provider && !pkg) problems.add(`${field}.packageId`, "INVALID_VALUE", { message: `This package is not one of ${provider.providerName}'s.` });
  return {
    providerId: provider?.providerId ?? null,
    providerName: provider?.providerName ?? providerName,
    packageId: pkg?.packageId ?? null,
    packageName: pkg?.packageName ?? packageName
  };
}
async function submitEnrollment(db, submission) {
  const { form, actor, now, today } = submission;
  const programAddonId = form.addonId ?? ADDON_WEBSITE_PROGRAM;
  const dealer2 = await db.selectFrom("dealers").select(["id", "oemId"]).where("code", "=", form.dealerCode).executeTakeFirst();
  if (!dealer2) throw notFound(`No dealer has the code ${form.dealerCode}.`);
  const catalogue = await enrollmentCatalogueOf(db, dealer2.oemId, programAddonId);
  const program = catalogue.program;
  const problems = new FieldProblems();
  const authorizedPerson = problems.requiredText("authorizedPersonName", form.authorizedPersonName);
  const dealerName = problems.requiredText("dealerName", form.dealerName);
  const billingContactName = problems.requiredText("billingContactName", form.billingContactName);
  const website = resolveChoice(problems, "websiteProvider", form.websiteProvider, catalogue.websiteProviders);
  const retailing = resolveChoice(problems, "digitalRetailingProvider", form.digitalRetailingProvider, catalogue.digitalRetailingProviders);
  if (!program) problems.add("addonId", "INVALID_VALUE", { message: `The dealer's OEM has no program for add-on ${programAddonId}.` });
  const offered = new Set(catalogue.options.map((option) => option.addonId));
  form.enrollmentOptions.forEach((addonId, index) => {
    if (program && !offered.has(addonId)) {
      problems.add(`enrollmentOptions.${index}`, "INVALID_VALUE", { message: `Add-on ${addonId} is not an enrollment option of ${program.name}.` });
    }
  });
  problems.throwIfAny();
  if (!program) return;
  await db.transaction().execute(async (trx) => {
    const locked = await lockedDealer(trx, form.dealerCode);
    requireActiveDealer(locked, `enrolling in ${program.name}`);
    const existing = await trx.selectFrom("dwcpEnrollments").select("id").where("dealerId", "=", locked.id).where("programAddonId", "=", programAddonId).executeTakeFirst();
    if (existing) throw conflict(`Dealer ${locked.code} is already enrolled in ${program.name}.`, "already_enrolled");
    await trx.insertInto("dwcpEnrollments").values({
      dealerId: locked.id,
      programAddonId,
      dealerName,
      dealerWebsite: form.dealerWebsiteUrl.trim(),
      authorizedPerson,
      authorizedEmail: form.authorizedEmail.trim(),
      authorizedPhone: form.contactNumber.trim(),
      websiteProviderId: website.providerId,
      websiteProviderName: website.providerName,
      websitePackageId: website.packageId,
      websitePackageName: website.packageName,
      drProviderId: retailing.providerId,
      drProviderName: retailing.providerName,
      drPackageId: retailing.packageId,
      drPackageName: retailing.packageName,
      enrollmentOptionAddonIds: [...form.enrollmentOptions],
      termsAcceptedAt: now,
      billingContactName,
      billingContactPhone: form.billingContactPhone.trim(),
      billingContactEmail: form.billingContactEmail.trim(),
      // The authorized contact was just entered, so it counts as confirmed today.
      lastUpdatedDateForDealerContact: today,
      createdByUserId: actor.userId,
      impersonatorLogin: actor.impersonatorLogin,
      createdAt: now,
      updatedAt: now
    }).execute();
    await enrollInProgram(trx, { dealerId: locked.id, programId: program.id, addonIds: form.enrollmentOptions, actor, now, today });
  });
}
async function enrollInProgram(trx, enrollment) {
  const { dealerId, programId, actor, now, today } = enrollment;
  const reason = "DWCP enrollment";
  const current = await trx.selectFrom("programEnrollments").select(["id", "status", "enrolledDate"]).where("dealerId", "=", dealerId).where("programId", "=", programId).forUpdate().executeTakeFirst() ?? null;
  const enroll = programTransition("enroll", current?.status ?? null);
  if (enroll.allowed) await recordProgramStep(trx, { dealerId, programId, current, action: "enroll", to: enroll.to, reason, actor, now, today });
  const held = await trx.selectFrom("addonEnrollments").select(["id", "addonId", "status", "enrolledDate"]).where("dealerId", "=", dealerId).where("programId", "=", programId).forUpdate().execute();
  for (const addonId of enrollment.addonIds) {
    const existing = held.find((row) => row.addonId === addonId) ?? null;
    const subscribe = subscriptionTransition("subscribe", existing?.status ?? null);
    if (!subscribe.allowed) continue;
    await recordAddonStep(trx, { dealerId, programId, addonId, current: existing, action: "subscribe", to: subscribe.to, scheduledDate: null, reason, actor, now, today });
  }
}

// src/server/handlers/enrollments/dwcp/provider-interest.ts
async function notifyProvider(db, logger, interest) {
  const { request, actor, now } = interest;
  const dealer2 = await db.selectFrom("dealers").select(["id", "code", "oemId"]).where("code", "=", request.dealerCode).executeTakeFirst();
  if (!dealer2) throw notFound(`No dealer has the code ${request.dealerCode}.`);
  const provider = await db.selectFrom("offerProviders").innerJoin("offerProviderOems", "offerProviderOems.offerProviderId", "offerProviders.id").select(["offerProviders.id", "offerProviders.name", "offerProviders.contactEmail"]).where("offerProviders.id", "=", request.offerProviderId).where("offerProviderOems.oemId", "=", dealer2.oemId).executeTakeFirst();
  const problems = new FieldProblems();
  if (!provider) problems.add("offerProviderId", "INVALID_VALUE", { message: `Provider ${request.offerProviderId} is not offered to dealer ${dealer2.code}.` });
  problems.throwIfAny();
  if (!provider) return;
  const notification = await db.insertInto("providerInterestNotifications").values({
    dealerId: dealer2.id,
    offerProviderId: provider.id,
    addonId: request.addonId ?? null,
    message: request.message?.trim() || null,
    requestedByUserId: actor.userId,
    impersonatorLogin: actor.impersonatorLogin,
    recipientEmail: provider.contactEmail,
    createdAt: now
  }).returning("id").executeTakeFirstOrThrow();
  logger.info(
    { notificationId: notification.id, dealerCode: dealer2.code, offerProviderId: provider.id, recipient: provider.contactEmail },
    "provider interest notification sent"
  );
}

// src/server/handlers/enrollments/dwcp.ts
function createDwcpEnrollmentHandlers({ db, clock, logger }) {
  const enrollingCaller = (who) => {
    const caller = signedIn(who);
    requireEnrollingCaller(caller);
    return caller;
  };
  return {
    getDwcpEnrollmentForm: async ({ caller, query }) => {
      enrollingCaller(caller);
      const { dealerCode, addonId = ADDON_WEBSITE_PROGRAM, providerId } = query;
      return { body: await enrollmentFormOf(db, dealerCode, addonId, providerId) };
    },
    enrollDwcp: async ({ caller: who, body }) => {
      const caller = enrollingCaller(who);
      const now = clock.now();
      await submitEnrollment(db, { form: body, actor: actorOf(caller), now, today: serverDateOf(now) });
      return { body: { success: true, message: translateEnglish("SAVED_SUCCESSFULLY") } };
    },
    getDwcpEnrollmentInfo: async ({ caller }) => ({ body: await enrollmentInfoOf(db, signedIn(caller)) }),
    notifyProviderOfDealerInterest: async ({ caller: who, body }) => {
      const caller = enrollingCaller(who);
      await notifyProvider(db, logger, { request: body, actor: actorOf(caller), now: clock.now() });
      return { body: { success: true, message: translateEnglish("SENT_SUCCESSFULLY") } };
    }
  };
}

// src/server/handlers/enrollments/actions/addon-status-change.ts
var NO_RELATED_ENROLLMENTS = "No related enrollments!";
async function changeAddonStatuses(db, change) {
  const { action, addonDealerMappingIds: ids } = change;
  return db.transaction().execute(async (trx) => {
    const dealer2 = await lockedDealer(trx, change.dealerCode);
    const rows = await trx.selectFrom("addonEnrollments").innerJoin("addons", "addons.id", "addonEnrollments.addonId").select(["addonEnrollments.id", "addonEnrollments.programId", "addonEnrollments.addonId", "addonEnrollments.status", "addonEnrollments.enrolledDate", "addons.name"]).where("addonEnrollments.dealerId", "=", dealer2.id).where("addonEnrollments.id", "in", [...ids]).forUpdate().execute();
    if (rows.length === 0) throw new HttpError(404, "not_found", NO_RELATED_ENROLLMENTS);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const foreign = ids.filter((id) => !byId.has(id));
    if (foreign.length > 0) {
      throw new HttpError(404, "not_found", `Add-on enrollments ${foreign.join(", ")} are not enrollments of dealer ${dealer2.code}; nothing was changed.`);
    }
    const refusals = [];
    const steps = ids.map((id) => {
      const row = byId.get(id);
      const transition = subscriptionTransition(action, row.status);
      if (!transition.allowed) refusals.push(`${row.name} (${id}): ${transition.reason}`);
      return { row, transition };
    });
    if (refusals.length > 0) {
      throw conflict(`Dealer ${dealer2.code} cannot ${action} every add-on enrollment asked, so none changed. ${refusals.join(" ")}`, "invalid_transition");
    }
    if (resumesService({ subscription: action })) requireActiveDealer(dealer2, action);
    for (const { row, transition } of steps) {
      if (!transition.allowed) continue;
      await recordAddonStep(trx, {
        dealerId: dealer2.id,
        programId: row.programId,
        addonId: row.addonId,
        current: row,
        action,
        to: transition.to,
        scheduledDate: action === "terminate" ? change.scheduledDate : null,
        reason: null,
        actor: change.actor,
        now: change.now,
        today: change.today
      });
    }
    return [...ids];
  });
}

// src/server/handlers/enrollments/actions/enrollment-ending.ts
function endingOf(status) {
  for (const action of ["unsubscribe", "cancel"]) {
    const transition = subscriptionTransition(action, status);
    if (transition.allowed) return { action, to: transition.to };
  }
  return null;
}
async function endEnrollments(trx, ending) {
  const { dealerId, reason, actor, now, today } = ending;
  const programs = await trx.selectFrom("programEnrollments").select(["id", "programId", "status", "enrolledDate"]).where("dealerId", "=", dealerId).orderBy("id").forUpdate().execute();
  for (const enrollment of programs) {
    const transition = programTransition("unenroll", enrollment.status);
    if (!transition.allowed) continue;
    await recordProgramStep(trx, {
      dealerId,
      programId: enrollment.programId,
      current: enrollment,
      action: "unenroll",
      to: transition.to,
      reason,
      actor,
      now,
      today
    });
  }
  const addons = await trx.selectFrom("addonEnrollments").select(["id", "programId", "addonId", "status", "enrolledDate"]).where("dealerId", "=", dealerId).orderBy("id").forUpdate().execute();
  for (const addon of addons) {
    const step = endingOf(addon.status);
    if (!step) continue;
    await recordAddonStep(trx, { dealerId, programId: addon.programId, addonId: addon.addonId, current: addon, ...step, scheduledDate: null, reason, actor, now, today });
  }
  const subscriptions = await trx.selectFrom("subscriptions").select(["id", "status"]).where("dealerId", "=", dealerId).orderBy("id").forUpdate().execute();
  for (const subscription of subscriptions) {
    const step = endingOf(subscription.status);
    if (!step) continue;
    await trx.updateTable("subscriptions").set({ status: step.to, scheduledDate: null, statusChangedAt: now }).where("id", "=", subscription.id).execute();
    await trx.insertInto("subscriptionHistory").values({
      subscriptionId: subscription.id,
      // The dealer action that ended it, as the method; the subscription action it amounted to.
      methodName: "deactivate",
      actionName: step.action,
      fromStatus: subscription.status,
      toStatus: step.to,
      scheduledDate: null,
      changedByUserId: actor.userId,
      impersonatorLogin: actor.impersonatorLogin,
      changedAt: now
    }).execute();
  }
}

// src/server/handlers/enrollments/actions/dealer-status-change.ts
async function changeDealerStatus(db, change) {
  const { action, inactivationType, reason, actor, now } = change;
  await db.transaction().execute(async (trx) => {
    const dealer2 = await lockedDealer(trx, change.dealerCode);
    const transition = dealerTransition(action, dealer2.status, inactivationType);
    if (!transition.allowed) throw conflict(`Dealer ${dealer2.code} cannot ${action}: ${transition.reason}`, "invalid_transition");
    if (resumesService({ dealer: action })) requireGoodStanding(dealer2);
    await trx.updateTable("dealers").set({
      status: transition.to,
      // The type describes the last deactivation; leaving INACTIVE or CANCELLED clears it.
      inactivationType: action === "deactivate" ? inactivationType ?? null : null,
      statusReason: reason,
      statusChangedAt: now,
      updatedAt: now
    }).where("id", "=", dealer2.id).execute();
    await trx.insertInto("dealerStatusHistory").values({
      dealerId: dealer2.id,
      action,
      fromStatus: dealer2.status,
      toStatus: transition.to,
      inactivationType: action === "deactivate" ? inactivationType ?? null : null,
      reason,
      changedByUserId: actor.userId,
      impersonatorLogin: actor.impersonatorLogin,
      changedAt: now
    }).execute();
    if (transition.to === "CANCELLED") await endEnrollments(trx, { dealerId: dealer2.id, reason, actor, now, today: change.today });
  });
}

// src/server/handlers/enrollments/actions/enrollment-read-back.ts
function addonsQuery(db) {
  return db.selectFrom("addonEnrollments").innerJoin("addons", "addons.id", "addonEnrollments.addonId").select(["addonEnrollments.id as addonDealerMappingId", "addonEnrollments.addonId", "addons.name", "addonEnrollments.status", "addonEnrollments.scheduledDate"]);
}
async function addonEnrollmentsOf(db, ids) {
  const rows = await addonsQuery(db).where("addonEnrollments.id", "in", [...ids]).execute();
  const byId = new Map(rows.map((row) => [row.addonDealerMappingId, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}
async function enrollmentRowOf(db, dealerId, programId) {
  const [row, addons] = await Promise.all([
    db.selectFrom("programEnrollments").innerJoin("dealers", "dealers.id", "programEnrollments.dealerId").innerJoin("programs", "programs.id", "programEnrollments.programId").leftJoin("regions", "regions.id", "dealers.regionId").leftJoin("districts", "districts.id", "dealers.districtId").select([
      "dealers.code as dealerCode",
      "dealers.name as dealerName",
      "programs.id as programId",
      "programs.name as programName",
      "regions.code as regionCode",
      "regions.name as regionName",
      "districts.code as districtCode",
      "districts.name as districtName",
      "dealers.status",
      "programEnrollments.status as programStatus",
      "programEnrollments.enrolledDate",
      "dealers.outstandingAccount",
      "dealers.testDealer"
    ]).where("programEnrollments.dealerId", "=", dealerId).where("programEnrollments.programId", "=", programId).executeTakeFirstOrThrow(),
    addonsQuery(db).where("addonEnrollments.dealerId", "=", dealerId).where("addonEnrollments.programId", "=", programId).orderBy("addons.name").orderBy("addonEnrollments.id").execute()
  ]);
  return { ...row, addons };
}

// src/server/handlers/enrollments/actions/program-status-change.ts
async function changeProgramStatus(db, change) {
  const { action, programId } = change;
  return db.transaction().execute(async (trx) => {
    const dealer2 = await lockedDealer(trx, change.dealerCode);
    const program = await trx.selectFrom("programs").select(["id", "name", "oemId"]).where("id", "=", programId).executeTakeFirst();
    if (!program || program.oemId !== dealer2.oemId) throw notFound(`Program ${programId} is not a program of dealer ${dealer2.code}'s OEM.`);
    const current = await trx.selectFrom("programEnrollments").select(["id", "status", "enrolledDate"]).where("dealerId", "=", dealer2.id).where("programId", "=", programId).forUpdate().executeTakeFirst() ?? null;
    const transition = programTransition(action, current?.status ?? null);
    if (!transition.allowed) {
      throw conflict(`Dealer ${dealer2.code} cannot ${action} in ${program.name}: ${transition.reason}`, "invalid_transition");
    }
    if (resumesService({ program: action })) requireActiveDealer(dealer2, `${action} in ${program.name}`);
    await recordProgramStep(trx, {
      dealerId: dealer2.id,
      programId,
      current,
      action,
      to: transition.to,
      reason: change.reason,
      actor: change.actor,
      now: change.now,
      today: change.today
    });
    return dealer2.id;
  });
}

// src/server/handlers/enrollments/records/dealer-country.ts
var storedCountryOf = (country) => zipCountryOf(country) === "ca" ? "CA" : "US";
var contractCountryOf = (country) => country === "CA" ? "ca" : "us";

// src/server/handlers/enrollments/records/weekdays.ts
var WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
var isoWeekdayOf = (day) => WEEKDAYS.indexOf(day) + 1;

// src/server/handlers/enrollments/records/dealer-record.ts
var BILLING_COUNTRIES = ["us", "usa", "ca", "canada"];
function billingCountryOf(stored, dealerCountry) {
  const normalized = stored?.trim().toLowerCase();
  return normalized !== void 0 && BILLING_COUNTRIES.includes(normalized) ? normalized : dealerCountry;
}
var hourMinute = (time) => time.slice(0, 5);
async function readDealer(db, code) {
  const dealer2 = await db.selectFrom("dealers").leftJoin("regions", "regions.id", "dealers.regionId").leftJoin("districts", "districts.id", "dealers.districtId").leftJoin("crmProviders", "crmProviders.id", "dealers.crmProviderId").selectAll("dealers").select(["regions.code as regionCode", "regions.name as regionName", "districts.code as districtCode", "districts.name as districtName", "crmProviders.name as crmName"]).where("dealers.code", "=", code).executeTakeFirst();
  if (!dealer2) return void 0;
  const [contacts, billingContacts, hours, holidays] = await Promise.all([
    db.selectFrom("dealerContacts").select(["name", "title", "email", "phone"]).where("dealerId", "=", dealer2.id).orderBy("position").execute(),
    db.selectFrom("dealerBillingContacts").select(["name", "email", "phone", "address", "city", "state", "zip", "country"]).where("dealerId", "=", dealer2.id).orderBy("position").execute(),
    db.selectFrom("dealerBusinessHours").select(["weekday", "closed", "opensAt", "closesAt"]).where("dealerId", "=", dealer2.id).execute(),
    db.selectFrom("dealerHolidays").select(["holidayDate", "name"]).where("dealerId", "=", dealer2.id).orderBy("holidayDate").execute()
  ]);
  const country = contractCountryOf(dealer2.country);
  const businessHours = Object.fromEntries(
    WEEKDAYS.map((day, index) => {
      const row = hours.find((candidate) => candidate.weekday === index + 1);
      if (!row || row.closed || !row.opensAt || !row.closesAt) return [day, { closed: true }];
      return [day, { closed: false, open: hourMinute(row.opensAt), close: hourMinute(row.closesAt) }];
    })
  );
  return {
    code: dealer2.code,
    name: dealer2.name,
    oemId: dealer2.oemId,
    status: dealer2.status,
    statusReason: dealer2.statusReason,
    inactivationType: dealer2.inactivationType,
    size: dealer2.size,
    region: dealer2.regionCode,
    regionName: dealer2.regionName,
    district: dealer2.districtCode,
    districtName: dealer2.districtName,
    market: dealer2.market,
    country,
    crm: dealer2.crmName,
    group: dealer2.dealerGroup,
    testDealer: dealer2.testDealer,
    evDealer: dealer2.evDealer,
    contacts,
    billingContacts: billingContacts.map((contact) => {
      const { name, email, phone } = contact;
      return {
        name,
        email,
        phone,
        ...contact.address !== null ? { address: contact.address } : {},
        ...contact.city !== null ? { city: contact.city } : {},
        ...contact.state !== null ? { state: contact.state } : {},
        ...contact.zip !== null ? { zip: contact.zip } : {},
        country: billingCountryOf(contact.country, country)
      };
    }),
    inventory: {
      newInventory: dealer2.newInventory,
      usedInventory: dealer2.usedInventory,
      cpoInventory: dealer2.cpoInventory,
      monthlyNewSales: dealer2.monthlyNewSales,
      monthlyUsedSales: dealer2.monthlyUsedSales,
      monthlyCpoSales: dealer2.monthlyCpoSales
    },
    businessHours,
    holidays: holidays.map((holiday) => ({ date: holiday.holidayDate, name: holiday.name })),
    meteredLeads: dealer2.maxMeteredLeadsPerCycle !== null && dealer2.meteringCycleHours !== null ? { maxMeteredLeadsPerCycle: dealer2.maxMeteredLeadsPerCycle, meteringCycleHours: dealer2.meteringCycleHours } : null,
    outstandingAccount: dealer2.outstandingAccount
  };
}

// src/server/handlers/enrollments/actions.ts
function createEnrollmentActionHandlers({ db, clock }) {
  const moment = (caller) => {
    const now = clock.now();
    return { actor: actorOf(signedIn(caller)), now, today: serverDateOf(now) };
  };
  return {
    changeDealerStatus: async ({ caller, params, query }) => {
      const { type: action, dlCode: dealerCode } = params;
      const { inactivationType, stateChangedReason: sentReason } = query;
      const problems = new FieldProblems();
      let reason = sentReason?.trim() || null;
      if (action === "deactivate") {
        if (!inactivationType) problems.add("query.inactivationType", "REQUIRED_FIELD");
        reason = problems.requiredText("query.stateChangedReason", sentReason ?? "");
      } else if (inactivationType !== void 0) {
        problems.add("query.inactivationType", "UNKNOWN_PROPERTY");
      }
      problems.throwIfAny();
      await changeDealerStatus(db, { dealerCode, action, ...inactivationType ? { inactivationType } : {}, reason, ...moment(caller) });
      const dealer2 = await readDealer(db, dealerCode);
      if (!dealer2) throw notFound(`No dealer has the code ${dealerCode}.`);
      return { body: dealer2 };
    },
    changeProgramStatus: async ({ caller, params, query }) => {
      const problems = new FieldProblems();
      const reason = problems.requiredText("query.programChangeStateReason", query.programChangeStateReason ?? "");
      problems.throwIfAny();
      const { programId, dealerCode } = query;
      const dealerId = await changeProgramStatus(db, { dealerCode, programId, action: params.action, reason, ...moment(caller) });
      return { body: await enrollmentRowOf(db, dealerId, programId) };
    },
    changeAddonEnrollmentStatus: async ({ caller, params, query }) => {
      const { action } = params;
      const scheduledDate = query.scheduledDate ?? null;
      const at2 = moment(caller);
      const problems = new FieldProblems();
      if (SUBSCRIPTION_ACTIONS_NEEDING_A_DATE.has(action)) {
        if (scheduledDate === null) problems.add("query.scheduledDate", "REQUIRED_FIELD");
        else if (scheduledDate < at2.today) problems.add("query.scheduledDate", "MIN_VALUE", { params: { limit: at2.today } });
      }
      problems.throwIfAny();
      const ids = await changeAddonStatuses(db, {
        dealerCode: query.dealerCode,
        addonDealerMappingIds: query.addonDealerMappingIds,
        action,
        scheduledDate,
        ...at2
      });
      return { body: await addonEnrollmentsOf(db, ids) };
    }
  };
}

// src/server/handlers/enrollments/records/dealer-properties.ts
var has = (change, key) => Object.hasOwn(change, key);
var cleared = (value) => {
  const text2 = value?.trim();
  return text2 === void 0 || text2 === "" ? null : text2;
};
async function writeDealerProperties(trx, dealer2, change, now) {
  const errors = [];
  const set = { updatedAt: now };
  let regionId = dealer2.regionId;
  if (has(change, "region")) {
    const code = cleared(change.region);
    if (code === null) regionId = null;
    else {
      const region = await trx.selectFrom("regions").select("id").where("oemId", "=", dealer2.oemId).where("code", "=", code).executeTakeFirst();
      if (region) regionId = region.id;
      else errors.push(fieldError("region", "INVALID_VALUE", { message: `The dealer's OEM has no region ${code}.` }));
    }
    set.regionId = regionId;
  }
  if (has(change, "district")) {
    const code = cleared(change.district);
    if (code === null) set.districtId = null;
    else if (regionId === null) errors.push(fieldError("district", "INVALID_VALUE", { message: "Choose the region of the district first." }));
    else {
      const district = await trx.selectFrom("districts").select("id").where("regionId", "=", regionId).where("code", "=", code).executeTakeFirst();
      if (district) set.districtId = district.id;
      else errors.push(fieldError("district", "INVALID_VALUE", { message: `The region has no district ${code}.` }));
    }
  } else if (regionId !== dealer2.regionId && dealer2.districtId !== null) {
    const kept = regionId === null ? void 0 : await trx.selectFrom("districts").select("id").where("id", "=", dealer2.districtId).where("regionId", "=", regionId).executeTakeFirst();
    if (!kept) set.districtId = null;
  }
  if (has(change, "crm")) {
    const name = cleared(change.crm);
    if (name === null) set.crmProviderId = null;
    else {
      const crm = await trx.selectFrom("crmProviders").innerJoin("crmProviderOems", "crmProviderOems.crmProviderId", "crmProviders.id").select("crmProviders.id").where("crmProviderOems.oemId", "=", dealer2.oemId).where((eb) => eb(eb.fn("lower", ["crmProviders.name"]), "=", name.toLowerCase())).executeTakeFirst();
      if (crm) set.crmProviderId = crm.id;
      else errors.push(fieldError("crm", "INVALID_VALUE", { message: `${name} is not a CRM of the dealer's OEM.` }));
    }
  }
  if (has(change, "size")) set.size = change.size ?? null;
  if (has(change, "market")) set.market = cleared(change.market);
  if (has(change, "group")) set.dealerGroup = cleared(change.group);
  if (change.country !== void 0) set.country = storedCountryOf(change.country);
  if (change.testDealer !== void 0) set.testDealer = change.testDealer;
  if (change.evDealer !== void 0) set.evDealer = change.evDealer;
  if (errors.length > 0) throw new ValidationError(errors);
  await trx.updateTable("dealers").set(set).where("id", "=", dealer2.id).execute();
}

// src/server/handlers/enrollments/records/dealer-update.ts
var trimmed = (value) => value === void 0 ? void 0 : value.trim();
var orNull = (value) => {
  const text2 = trimmed(value);
  return text2 === void 0 || text2 === "" ? null : text2;
};
function requireText(value, field, errors) {
  const text2 = value.trim();
  if (text2 === "") errors.push(fieldError(field, "REQUIRED_FIELD"));
  return text2;
}
function checkedDealerUpdate(update) {
  const errors = [];
  const name = requireText(update.name, "name", errors);
  const contacts = update.contacts.map((contact, index) => ({
    name: requireText(contact.name, `contacts.${index}.name`, errors),
    title: requireText(contact.title, `contacts.${index}.title`, errors),
    email: contact.email.trim(),
    phone: contact.phone.trim()
  }));
  const billingContacts = update.billingContacts.map((contact, index) => ({
    ...contact,
    name: requireText(contact.name, `billingContacts.${index}.name`, errors),
    email: contact.email.trim(),
    phone: contact.phone.trim()
  }));
  for (const day of WEEKDAYS) {
    const hours = update.businessHours[day];
    if (!hours.closed && hours.open !== void 0 && hours.close !== void 0 && hours.close <= hours.open) {
      errors.push(fieldError(`businessHours.${day}.close`, "INVALID_VALUE", { message: "The closing time must be later than the opening time." }));
    }
  }
  const seenDates = /* @__PURE__ */ new Set();
  const holidays = update.holidays.map((holiday, index) => {
    if (seenDates.has(holiday.date)) errors.push(fieldError(`holidays.${index}.date`, "INVALID_VALUE", { message: "There is already a holiday on this date." }));
    seenDates.add(holiday.date);
    return { date: holiday.date, name: requireText(holiday.name, `holidays.${index}.name`, errors) };
  });
  if (errors.length > 0) throw new ValidationError(errors);
  return { ...update, name, contacts, billingContacts, holidays };
}
async function writeDealerUpdate(trx, dealerId, update, now) {
  const inventory = Object.fromEntries(Object.entries(update.inventory).filter(([, value]) => value !== void 0));
  await trx.updateTable("dealers").set({
    name: update.name,
    ...inventory,
    maxMeteredLeadsPerCycle: update.meteredLeads?.maxMeteredLeadsPerCycle ?? null,
    meteringCycleHours: update.meteredLeads?.meteringCycleHours ?? null,
    updatedAt: now
  }).where("id", "=", dealerId).execute();
  await trx.deleteFrom("dealerContacts").where("dealerId", "=", dealerId).execute();
  if (update.contacts.length > 0) {
    await trx.insertInto("dealerContacts").values(update.contacts.map((contact, index) => ({ dealerId, position: index + 1, ...contact }))).execute();
  }
  await trx.deleteFrom("dealerBillingContacts").where("dealerId", "=", dealerId).execute();
  if (update.billingContacts.length > 0) {
    await trx.insertInto("dealerBillingContacts").values(
      update.billingContacts.map((contact, index) => ({
        dealerId,
        position: index + 1,
        name: contact.name,
        email: contact.email,
        phone: contact.phone,
        address: orNull(contact.address),
        city: orNull(contact.city),
        state: orNull(contact.state),
        zip: orNull(contact.zip),
        country: contact.country
      }))
    ).execute();
  }
  await trx.deleteFrom("dealerBusinessHours").where("dealerId", "=", dealerId).execute();
  await trx.insertInto("dealerBusinessHours").values(
    WEEKDAYS.map((day) => {
      const hours = update.businessHours[day];
      return hours.closed ? { dealerId, weekday: isoWeekdayOf(day), closed: true, opensAt: null, closesAt: null } : { dealerId, weekday: isoWeekdayOf(day), closed: false, opensAt: hours.open ?? null, closesAt: hours.close ?? null };
    })
  ).execute();
  await trx.deleteFrom("dealerHolidays").where("dealerId", "=", dealerId).execute();
  if (update.holidays.length > 0) {
    await trx.insertInto("dealerHolidays").values(update.holidays.map((holiday) => ({ dealerId, holidayDate: holiday.date, name: holiday.name }))).execute();
  }
}

// src/server/handlers/enrollments/records/download-documents.ts
function visibleDocuments(db, scope) {
  const query = db.selectFrom("downloadDocuments");
  if (scope === null) return query;
  const oems = [...scope];
  return query.where((eb) => oems.length > 0 ? eb.or([eb("oemId", "is", null), eb("oemId", "in", oems)]) : eb("oemId", "is", null));
}
async function downloadManagerData(db, caller) {
  const rows = await visibleDocuments(db, await oemScopeOf(db, caller)).select(["id", "title", "description", "category", "fileName", "updatedAt"]).orderBy("updatedAt", "desc").orderBy("id", "desc").execute();
  return {
    documents: rows.map((row) => ({
      id: row.id,
      title: row.title,
      ...row.description !== null ? { description: row.description } : {},
      category: row.category,
      fileName: row.fileName,
      updatedAt: row.updatedAt.toISOString()
    }))
  };
}
async function downloadDocumentFile(db, caller, documentId) {
  const row = await visibleDocuments(db, await oemScopeOf(db, caller)).select(["fileName", "contentType", "content"]).where("id", "=", documentId).executeTakeFirst();
  if (!row) throw notFound(`There is no document ${documentId}.`);
  return fileDownload({
    fileName: row.fileName,
    contentType: row.contentType,
    content: row.content,
    // A document can be replaced under the same id; the browser asks again each time.
    headers: { "cache-control": "private, no-cache" }
  });
}

// src/server/kernel/csv-text.ts
var FORMULA_START = /^[=+\-@\t\r]/;
var NEEDS_QUOTES = /[",\r\n]/;
function csvCell(value) {
  if (value === null || value === void 0) return "";
  let text2 = String(value);
  if (typeof value === "string" && FORMULA_START.test(text2)) text2 = `'${text2}`;
  return NEEDS_QUOTES.test(text2) ? `"${text2.replace(/"/g, '""')}"` : text2;
}
function csvText(header, rows) {
  return [header, ...rows].map((cells) => `${cells.map(csvCell).join(",")}\r
`).join("");
}

// src/server/handlers/enrollments/records/enrollment-csv.ts
var COLUMNS = [
  ["EXPORT_DEALER_CODE", (row) => row.dealerCode],
  ["EXPORT_DEALER_NAME", (row) => row.dealerName],
  ["EXPORT_PROGRAM", (row) => row.programName],
  ["EXPORT_REGION", (row) => row.regionName ?? row.regionCode],
  ["EXPORT_DISTRICT", (row) => row.districtName ?? row.districtCode],
  ["EXPORT_DEALER_STATUS", (row, t) => t(row.status)],
  ["EXPORT_PROGRAM_STATUS", (row, t) => t(row.programStatus)],
  ["EXPORT_ENROLLED_DATE", (row) => row.enrolledDate],
  ["EXPORT_ADDONS", (row, t) => row.addons.map((addon) => `${addon.name} (${t(addon.status)})`).join("; ")],
  ["EXPORT_OUTSTANDING_ACCOUNT", (row, t) => t(row.outstandingAccount ? "YES" : "NO")],
  ["EXPORT_TEST_DEALER", (row, t) => t(row.testDealer ? "YES" : "NO")]
];
var ENROLLMENT_CSV_TITLE_KEYS = COLUMNS.map(([title]) => title);
function enrollmentCsv(rows, t) {
  return csvText(
    ENROLLMENT_CSV_TITLE_KEYS.map(t),
    rows.map((row) => COLUMNS.map(([, cell]) => cell(row, t)))
  );
}
function enrollmentCsvFileName(serverDate) {
  return `Enrollments-${serverDate}.csv`;
}

// src/server/handlers/enrollments/records/enrollment-filters.ts
var ALL_PROGRAMS_ID = -1;
var text = (value) => value !== void 0 && value.trim() !== "" ? value.trim() : void 0;
function enrollmentFiltersOf(values) {
  const programId = values.programId !== void 0 && values.programId !== ALL_PROGRAMS_ID ? values.programId : void 0;
  const regionCode = text(values.regionCode);
  const districtCode = text(values.districtCode);
  const dealer2 = text(values.dealer);
  return {
    ...programId !== void 0 ? { programId } : {},
    addonIds: values.addonIds ?? [],
    ...values.addonId !== void 0 ? { addonId: values.addonId } : {},
    ...regionCode !== void 0 ? { regionCode } : {},
    ...districtCode !== void 0 ? { districtCode } : {},
    statuses: values.statuses ?? [],
    ...dealer2 !== void 0 ? { dealer: dealer2 } : {}
  };
}

// src/server/handlers/enrollments/records/enrollment-query.ts
import { sql as sql18 } from "kysely";

// src/server/handlers/lookups/by-name.ts
import { sql as sql17 } from "kysely";
function byName(column) {
  return sql17`lower(${sql17.ref(column)})`;
}

// src/server/handlers/enrollments/records/enrollment-query.ts
var CURRENT_ADDON_STATUSES = ["Subscription Pending", "Subscribed", "Termination Pending"];
var ENROLLMENT_SORT_FIELDS = [
  "dealerCode",
  "dealerName",
  "programName",
  "regionCode",
  "districtCode",
  "status",
  "programStatus",
  "enrolledDate"
];
var DEFAULT_ENROLLMENT_ORDER = { field: "dealerCode", direction: "asc" };
var SORT_KEYS = {
  // Codes are letters, digits, _ and - (DealerCode): ordered as stored, so the unique index serves it.
  dealerCode: sql18.ref("dealers.code"),
  dealerName: byName("dealers.name"),
  programName: byName("programs.name"),
  regionCode: byName("regions.code"),
  districtCode: byName("districts.code"),
  status: sql18.ref("dealers.status"),
  programStatus: sql18.ref("programEnrollments.status"),
  enrolledDate: sql18.ref("programEnrollments.enrolledDate")
};
function filteredEnrollments(db, caller, filters) {
  const visible = visibleDealers(caller);
  let rows = db.selectFrom("programEnrollments").innerJoin("dealers", "dealers.id", "programEnrollments.dealerId").where((eb) => visible(eb));
  if (filters.programId !== void 0) rows = rows.where("programEnrollments.programId", "=", filters.programId);
  const addonEnrollmentsOfRow = (eb) => eb.selectFrom("addonEnrollments").select("addonEnrollments.id").whereRef("addonEnrollments.dealerId", "=", "programEnrollments.dealerId").whereRef("addonEnrollments.programId", "=", "programEnrollments.programId");
  if (filters.addonIds.length > 0) {
    const addonIds = [...filters.addonIds];
    rows = rows.where(
      (eb) => eb.exists(addonEnrollmentsOfRow(eb).where("addonEnrollments.addonId", "in", addonIds).where("addonEnrollments.status", "in", [...CURRENT_ADDON_STATUSES]))
    );
  }
  const { addonId } = filters;
  if (addonId !== void 0) rows = rows.where((eb) => eb.exists(addonEnrollmentsOfRow(eb).where("addonEnrollments.addonId", "=", addonId)));
  const { regionCode, districtCode } = filters;
  if (regionCode !== void 0) {
    rows = rows.where("dealers.regionId", "in", (eb) => eb.selectFrom("regions").select("regions.id").where("regions.code", "=", regionCode));
  }
  if (districtCode !== void 0) {
    rows = rows.where("dealers.districtId", "in", (eb) => eb.selectFrom("districts").select("districts.id").where("districts.code", "=", districtCode));
  }
  if (filters.statuses.length > 0) rows = rows.where("dealers.status", "in", [...filters.statuses]);
  if (filters.dealer !== void 0) {
    const pattern = likePattern(filters.dealer.toLowerCase());
    rows = rows.where(
      (eb) => eb.or([eb(eb.fn("lower", ["dealers.code"]), "like", pattern), eb(eb.fn("lower", ["dealers.name"]), "like", pattern)])
    );
  }
  return rows;
}
var withAddons = (row) => ({ ...row, addons: row.addons ?? [] });
async function findEnrollments(db, caller, filters, request) {
  const filtered2 = filteredEnrollments(db, caller, filters);
  const { field, direction } = request.order;
  const query = filtered2.innerJoin("programs", "programs.id", "programEnrollments.programId").leftJoin("regions", "regions.id", "dealers.regionId").leftJoin("districts", "districts.id", "dealers.districtId").select((eb) => [
    "dealers.code as dealerCode",
    "dealers.name as dealerName",
    "programs.id as programId",
    "programs.name as programName",
    "regions.code as regionCode",
    "regions.name as regionName",
    "districts.code as districtCode",
    "districts.name as districtName",
    "dealers.status as status",
    "programEnrollments.status as programStatus",
    "programEnrollments.enrolledDate as enrolledDate",
    "dealers.outstandingAccount as outstandingAccount",
    "dealers.testDealer as testDealer",
    eb.selectFrom("addonEnrollments").innerJoin("addons", "addons.id", "addonEnrollments.addonId").whereRef("addonEnrollments.dealerId", "=", "programEnrollments.dealerId").whereRef("addonEnrollments.programId", "=", "programEnrollments.programId").$if(filters.addonId !== void 0, (qb) => qb.where("addonEnrollments.addonId", "=", filters.addonId)).select(
      sql18`coalesce(jsonb_agg(jsonb_build_object(
            ${sql18.lit("addonDealerMappingId")}, ${sql18.ref("addonEnrollments.id")},
            ${sql18.lit("addonId")}, ${sql18.ref("addons.id")},
            ${sql18.lit("name")}, ${sql18.ref("addons.name")},
            ${sql18.lit("status")}, ${sql18.ref("addonEnrollments.status")},
            ${sql18.lit("scheduledDate")}, ${sql18.ref("addonEnrollments.scheduledDate")}
          ) order by lower(${sql18.ref("addons.name")}), ${sql18.ref("addons.id")}), '[]'::jsonb)`.as("addons")
    ).as("addons")
  ]).orderBy(SORT_KEYS[field], (ob) => direction === "desc" ? ob.desc().nullsLast() : ob.asc().nullsLast()).orderBy("dealers.code").orderBy("programs.position").orderBy("programs.id");
  if (request.limit === void 0) {
    const rows2 = await query.execute();
    return { rows: rows2.map(withAddons), total: rows2.length };
  }
  const [rows, counted] = await Promise.all([
    query.limit(request.limit).offset(request.offset ?? 0).execute(),
    filtered2.select((eb) => eb.fn.countAll().as("total")).executeTakeFirstOrThrow()
  ]);
  return { rows: rows.map(withAddons), total: Number(counted.total) };
}

// src/server/handlers/enrollments/records/scoped-addons.ts
async function scopedAddons(db, scope) {
  if ("oems" in scope && scope.oems !== null && scope.oems.length === 0) return [];
  const query = db.selectFrom("addons").select(["addons.id", "addons.name"]).where(({ exists, selectFrom }) => {
    let offered = selectFrom("programAddons").innerJoin("programs", "programs.id", "programAddons.programId").select("programAddons.addonId").whereRef("programAddons.addonId", "=", "addons.id");
    if ("programId" in scope) offered = offered.where("programs.id", "=", scope.programId);
    else if (scope.oems !== null) offered = offered.where("programs.oemId", "in", [...scope.oems]);
    return exists(offered);
  });
  return query.orderBy(byName("addons.name")).orderBy("addons.id").execute();
}

// src/server/handlers/enrollments/records/filter-options.ts
var ALL_PROGRAMS_NAME = "All Programs";
var byNameThenId = (a, b) => {
  const left = a.name.toLowerCase();
  const right = b.name.toLowerCase();
  return left < right ? -1 : left > right ? 1 : a.id - b.id;
};
function onePerCode(rows) {
  const byCode = /* @__PURE__ */ new Map();
  for (const row of rows) {
    const kept = byCode.get(row.code);
    if (!kept || row.id < kept.id) byCode.set(row.code, row);
  }
  return [...byCode.values()].sort(byNameThenId);
}
async function enrollmentFilterOptions(db, caller, request) {
  const all = { id: ALL_PROGRAMS_ID, oemName: ALL_PROGRAMS_NAME };
  const statuses = [...DEALER_STATUSES];
  const scope = await oemScopeOf(db, caller);
  if (scope !== null && scope.size === 0) return { programs: [all], addons: [], regions: [], districts: [], statuses };
  const chosenId = request.programId !== void 0 && request.programId !== ALL_PROGRAMS_ID ? request.programId : void 0;
  let oems = scope === null ? null : [...scope];
  if (chosenId !== void 0) {
    const program = await db.selectFrom("programs").select(["id", "oemId"]).where("id", "=", chosenId).executeTakeFirst();
    if (!program) throw new ValidationError([fieldError("programId", "INVALID_VALUE", { message: `There is no program ${chosenId}.` })]);
    if (!inScope(scope, program.oemId)) throw forbidden("You may not see the programs of another OEM.");
    oems = [program.oemId];
  }
  let programs = db.selectFrom("programs").select(["id", "name"]);
  if (scope !== null) programs = programs.where("oemId", "in", [...scope]);
  let regions = db.selectFrom("regions").select(["id", "code", "name", "oemId"]);
  if (oems !== null) regions = regions.where("oemId", "in", oems);
  const regionCode = request.regionCode?.trim();
  let districts = db.selectFrom("districts").innerJoin("regions", "regions.id", "districts.regionId").select(["districts.id", "districts.code", "districts.name", "districts.regionId"]).where("regions.code", "=", regionCode ?? "");
  if (oems !== null) districts = districts.where("regions.oemId", "in", oems);
  const [programRows, addons, regionRows, districtRows] = await Promise.all([
    programs.orderBy(byName("name")).orderBy("id").execute(),
    scopedAddons(db, chosenId !== void 0 ? { programId: chosenId } : { oems }),
    regions.execute(),
    regionCode ? districts.execute() : []
  ]);
  return {
    programs: [all, ...programRows.map((program) => ({ id: program.id, oemName: program.name }))],
    addons,
    regions: onePerCode(regionRows),
    districts: onePerCode(districtRows),
    statuses
  };
}

// src/server/kernel/export-language.ts
var CATALOGUES = { ENGLISH: en, FRENCH: fr };
async function exportTranslateOf(db, caller) {
  const user = await db.selectFrom("users").select("language").where("id", "=", caller.userId).executeTakeFirst();
  const catalogue = CATALOGUES[user?.language === "FRENCH" ? "FRENCH" : "ENGLISH"];
  const english = en;
  return (key) => catalogue[key] ?? english[key] ?? key;
}

// src/server/handlers/enrollments/records.ts
function createEnrollmentRecordHandlers({ db, clock }) {
  const storedDealer = async (code, source = db) => {
    const dealer2 = await readDealer(source, code);
    if (!dealer2) throw notFound(`There is no dealer ${code}.`);
    return dealer2;
  };
  const lockDealer = async (trx, code) => {
    const dealer2 = await trx.selectFrom("dealers").select(["id", "oemId", "regionId", "districtId"]).where("code", "=", code).forUpdate().executeTakeFirst();
    if (!dealer2) throw notFound(`There is no dealer ${code}.`);
    return dealer2;
  };
  return {
    getEnrollmentFilterOptions: async ({ caller, body }) => ({
      body: await enrollmentFilterOptions(db, signedIn(caller), body)
    }),
    searchEnrollments: async ({ caller, query, body }) => {
      const paging = pageRequestOf(query);
      const order = sortOrderOf(query.sort, ENROLLMENT_SORT_FIELDS, DEFAULT_ENROLLMENT_ORDER);
      const filters = enrollmentFiltersOf(body);
      const { rows, total } = await findEnrollments(db, signedIn(caller), filters, { order, limit: paging.size, offset: paging.offset });
      return { body: { content: rows, page: pageInfoOf(paging, total) } };
    },
    exportEnrollmentsCsv: async ({ caller, query }) => {
      const order = sortOrderOf(query.sort, ENROLLMENT_SORT_FIELDS, DEFAULT_ENROLLMENT_ORDER);
      const who = signedIn(caller);
      const { rows } = await findEnrollments(db, who, enrollmentFiltersOf(query), { order });
      return fileDownload({
        fileName: enrollmentCsvFileName(serverDateOf(clock.now())),
        contentType: "text/csv; charset=utf-8",
        content: enrollmentCsv(rows, await exportTranslateOf(db, who))
      });
    },
    listEnrollmentAddons: async ({ caller }) => {
      const scope = await oemScopeOf(db, signedIn(caller));
      return { body: await scopedAddons(db, { oems: scope === null ? null : [...scope] }) };
    },
    getDownloadManagerData: async ({ caller }) => ({ body: await downloadManagerData(db, signedIn(caller)) }),
    downloadManagerDocument: async ({ caller, params }) => downloadDocumentFile(db, signedIn(caller), params.documentId),
    getDealer: async ({ params }) => ({ body: await storedDealer(params.dlCode) }),
    updateDealer: async ({ params, body }) => {
      const code = params.dlCode;
      const update = checkedDealerUpdate(body);
      const now = clock.now();
      const saved = await db.transaction().execute(async (trx) => {
        const dealer2 = await lockDealer(trx, code);
        await writeDealerUpdate(trx, dealer2.id, update, now);
        return storedDealer(code, trx);
      });
      return { body: saved };
    },
    updateDealerProperties: async ({ params, body }) => {
      const code = params.dlCode;
      const now = clock.now();
      const saved = await db.transaction().execute(async (trx) => {
        const dealer2 = await lockDealer(trx, code);
        await writeDealerProperties(trx, dealer2, body, now);
        return storedDealer(code, trx);
      });
      return { body: saved };
    }
  };
}

// src/server/handlers/impersonation/folded-text.ts
import { sql as sql19 } from "kysely";
var LOWER_ACCENTED = "\xE0\xE1\xE2\xE3\xE4\xE5\u0101\xE7\u0107\u010D\xE8\xE9\xEA\xEB\u0113\u0117\u0119\xEC\xED\xEE\xEF\u012B\xF1\u0144\xF2\xF3\xF4\xF5\xF6\xF8\u014D\xF9\xFA\xFB\xFC\u016B\xFD\xFF\u017E\u0161\u0142";
var ACCENTED = `${LOWER_ACCENTED}${LOWER_ACCENTED.toUpperCase()}`;
var PLAIN = "aaaaaaaccceeeeeeeiiiiinnooooooouuuuuyyzsl".repeat(2);
if ([...ACCENTED].length !== [...PLAIN].length) throw new Error("folded-text: the accent table is misaligned.");
var PLAIN_OF = new Map([...ACCENTED].map((letter, index) => [letter, [...PLAIN][index]]));
function foldText(text2) {
  return [...text2].map((letter) => PLAIN_OF.get(letter) ?? letter).join("").toLowerCase();
}
function foldedColumn(column) {
  return sql19`lower(translate(${sql19.ref(column)}, ${ACCENTED}, ${PLAIN}))`;
}

// src/server/handlers/impersonation/candidate-search.ts
var CANDIDATE_LIMIT = 100;
async function searchCandidates(db, term, oemName) {
  const pattern = likePattern(foldText(term.trim()));
  let query = db.selectFrom("users").innerJoin("oems", "oems.id", "users.oemId").select(["users.loginName", "users.userName", "oems.name as oemName"]).where("users.active", "=", true).where((eb) => eb(eb.fn("lower", ["users.role"]), "!=", "admin")).where(
    (eb) => eb.or([
      eb(foldedColumn("users.loginName"), "like", pattern),
      eb(foldedColumn("users.userName"), "like", pattern),
      eb.exists(
        eb.selectFrom("userDealers").innerJoin("dealers", "dealers.id", "userDealers.dealerId").select("userDealers.dealerId").whereRef("userDealers.userId", "=", "users.id").where((inner) => inner(inner.fn("lower", ["dealers.code"]), "=", term.trim().toLowerCase()))
      )
    ])
  );
  if (oemName !== void 0) {
    const oem = oemName.trim().toLowerCase();
    query = query.where((eb) => eb.or([eb(eb.fn("lower", ["oems.name"]), "=", oem), eb(eb.fn("lower", ["oems.code"]), "=", oem)]));
  }
  return query.orderBy(foldedColumn("users.userName")).orderBy("users.userName").orderBy("users.loginName").limit(CANDIDATE_LIMIT).execute();
}

// src/api/impersonation-cookie.ts
var IMPERSONATION_COOKIE_NAME = "impersonate";

// src/server/handlers/impersonation/impersonation-cookie.ts
function impersonationCookie(loginName, secure) {
  return `${IMPERSONATION_COOKIE_NAME}=${encodeURIComponent(loginName)}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}
function clearedImpersonationCookie(secure) {
  return `${IMPERSONATION_COOKIE_NAME}=; Path=/; Max-Age=0; SameSite=Lax${secure ? "; Secure" : ""}`;
}

// src/server/handlers/impersonation/impersonation-history.ts
async function recordImpersonationStart(db, start, now) {
  await recordImpersonationStop(db, start.adminUserId, now);
  await db.insertInto("impersonationSessions").values({ ...start, startedAt: now }).execute();
}
async function recordImpersonationStop(db, adminUserId, now) {
  await db.updateTable("impersonationSessions").set({ endedAt: now }).where("adminUserId", "=", adminUserId).where("endedAt", "is", null).execute();
}

// src/server/handlers/impersonation.ts
function createImpersonationHandlers({ db, config, logger, clock }) {
  const secureFor = (protocol) => config.secureCookies || protocol === "https";
  return {
    searchImpersonationCandidates: async ({ caller, query }) => {
      signedIn(caller);
      const term = query.term.trim();
      if ([...term].length < IMPERSONATION_SEARCH_MIN_CHARS) {
        throw new ValidationError([
          {
            field: "query.term",
            messageKey: "MIN_LENGTH",
            message: translateEnglish("MIN_LENGTH", { limit: IMPERSONATION_SEARCH_MIN_CHARS })
          }
        ]);
      }
      return { body: { status: 200, data: await searchCandidates(db, term, query.oemName) } };
    },
    startImpersonation: async ({ caller, body, request }) => {
      const admin = signedIn(caller);
      if (admin.impersonator) {
        throw conflict(`You already act as ${admin.loginName}; reset before acting as another user.`, "already_impersonating");
      }
      if (!roleKeysOf(admin).has("admin")) throw forbidden("Only an administrator may act as another user.");
      const { loginName, oemName } = body;
      const target = await db.selectFrom("users").innerJoin("oems", "oems.id", "users.oemId").select(["users.id", "users.loginName", "users.userName", "users.role", "users.active", "oems.name as oemName", "oems.code as oemCode"]).where((eb) => eb(eb.fn("lower", ["users.loginName"]), "=", loginName.trim().toLowerCase())).executeTakeFirst();
      const oem = oemName?.trim().toLowerCase();
      const inOem = !oem || target?.oemName.toLowerCase() === oem || target?.oemCode === oem;
      if (!target || !target.active || !inOem) {
        throw notFound(oem ? `No active user ${loginName} in ${oemName}.` : `No active user has the login name ${loginName}.`);
      }
      if (target.role.toLowerCase() === "admin") {
        throw new HttpError(403, "impersonation_forbidden", "An administrator cannot be impersonated.");
      }
      logger.info({ event: "impersonation_started", admin: admin.loginName, user: target.loginName }, "impersonation started");
      await recordImpersonationStart(db, { adminUserId: admin.userId, adminLogin: admin.loginName, userId: target.id, userLogin: target.loginName }, clock.now());
      return {
        headers: { "set-cookie": impersonationCookie(target.loginName, secureFor(request.protocol)) },
        body: { loginName: target.loginName, userName: target.userName, oemName: target.oemName }
      };
    },
    stopImpersonation: async ({ caller, request }) => {
      const who = signedIn(caller);
      if (who.impersonator) {
        logger.info({ event: "impersonation_stopped", admin: who.impersonator.loginName, user: who.loginName }, "impersonation stopped");
        await recordImpersonationStop(db, who.impersonator.userId, clock.now());
      }
      return { status: 204, headers: { "set-cookie": clearedImpersonationCookie(secureFor(request.protocol)) } };
    }
  };
}

// src/server/handlers/lookups/dealer-search.ts
var SORT_FIELDS = ["code", "name", "status", "region", "district"];
var SORT_COLUMNS2 = {
  code: byName("dealers.code"),
  name: byName("dealers.name"),
  status: byName("dealers.status"),
  region: byName("regions.name"),
  district: byName("districts.name")
};
function filteredDealers(db, caller, query) {
  const visible = visibleDealers(caller);
  let dealers = db.selectFrom("dealers").leftJoin("regions", "regions.id", "dealers.regionId").leftJoin("districts", "districts.id", "dealers.districtId").where((eb) => visible(eb));
  if (query.term !== void 0) {
    const pattern = likePattern(query.term.trim().toLowerCase());
    dealers = dealers.where(
      (eb) => eb.or([eb(eb.fn("lower", ["dealers.code"]), "like", pattern), eb(eb.fn("lower", ["dealers.name"]), "like", pattern)])
    );
  }
  if (query.oemId !== void 0) dealers = dealers.where("dealers.oemId", "=", query.oemId);
  if (query.regionId !== void 0) dealers = dealers.where("dealers.regionId", "=", query.regionId);
  if (query.districtId !== void 0) dealers = dealers.where("dealers.districtId", "=", query.districtId);
  return dealers;
}
function pagedDealers(db, caller, query) {
  const paging = pageRequestOf(query);
  const order = sortOrderOf(query.sort, SORT_FIELDS, { field: "name", direction: "asc" });
  const filtered2 = filteredDealers(db, caller, query);
  const count = filtered2.select((eb) => eb.fn.countAll().as("total")).executeTakeFirstOrThrow();
  const rows = filtered2.select(["dealers.id", "dealers.code", "dealers.name", "dealers.status", "dealers.oemId", "regions.name as region", "districts.name as district"]).orderBy(SORT_COLUMNS2[order.field], (ob) => order.direction === "desc" ? ob.desc().nullsLast() : ob.asc().nullsLast()).orderBy("dealers.code").limit(paging.size).offset(paging.offset);
  return { paging, count, rows };
}
var present6 = (key, value) => value === null || value === void 0 ? {} : { [key]: value };
async function searchDealers(db, caller, query) {
  const { paging, count, rows } = pagedDealers(db, caller, query);
  const [{ total }, dealers] = await Promise.all([count, rows.execute()]);
  return {
    content: dealers.map((dealer2) => ({
      code: dealer2.code,
      name: dealer2.name,
      status: dealer2.status,
      ...present6("region", dealer2.region),
      ...present6("district", dealer2.district),
      oemId: dealer2.oemId
    })),
    page: pageInfoOf(paging, Number(total))
  };
}
async function searchComplianceDealers(db, caller, auditType, query) {
  const { paging, count, rows } = pagedDealers(db, caller, query);
  const withAudit = rows.select((eb) => [
    eb.selectFrom("dwcpEnrollments").select("dwcpEnrollments.websiteProviderName").whereRef("dwcpEnrollments.dealerId", "=", "dealers.id").orderBy((o) => o.case().when("dwcpEnrollments.programAddonId", "=", ADDON_WEBSITE_PROGRAM).then(0).else(1).end()).limit(1).as("websiteProvider"),
    eb.selectFrom("complianceReports").select((s) => s.fn.max("complianceReports.auditDate").as("lastAudit")).whereRef("complianceReports.dealerId", "=", "dealers.id").where("complianceReports.auditType", "=", auditType).where("complianceReports.kind", "=", "DEALER").where("complianceReports.status", "=", "COMPLETED").as("lastAuditDate")
  ]);
  const [{ total }, dealers] = await Promise.all([count, withAudit.execute()]);
  return {
    content: dealers.map((dealer2) => ({
      code: dealer2.code,
      name: dealer2.name,
      oemId: dealer2.oemId,
      ...present6("region", dealer2.region),
      ...present6("district", dealer2.district),
      ...present6("websiteProvider", dealer2.websiteProvider),
      ...present6("lastAuditDate", dealer2.lastAuditDate)
    })),
    page: pageInfoOf(paging, Number(total))
  };
}

// src/server/handlers/lookups.ts
var withoutNull = (row) => Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null));
function createLookupHandlers({ db }) {
  const providersOf2 = (oemId, drs) => {
    let query = db.selectFrom("offerProviders").innerJoin("offerProviderOems", "offerProviderOems.offerProviderId", "offerProviders.id").select(["offerProviders.id", "offerProviders.name", "offerProviders.drs"]).where("offerProviderOems.oemId", "=", oemId);
    if (drs !== void 0) query = query.where("offerProviders.drs", "=", drs);
    return query.orderBy(byName("offerProviders.name")).orderBy("offerProviders.id").execute();
  };
  return {
    listOems: async ({ caller }) => {
      const scope = await oemScopeOf(db, signedIn(caller));
      if (scope?.size === 0) return { body: [] };
      let query = db.selectFrom("oems").select(["id", "name"]);
      if (scope !== null) query = query.where("id", "in", [...scope]);
      return { body: await query.orderBy(byName("name")).orderBy("id").execute() };
    },
    listOfferProviders: async ({ caller, query }) => {
      const oemId = await requestedOemId(db, signedIn(caller), query.oemId);
      return { body: await providersOf2(oemId, query.drs) };
    },
    listCrms: async ({ caller, query }) => {
      const oemId = await requestedOemId(db, signedIn(caller), query.oemId);
      const rows = await db.selectFrom("crmProviders").innerJoin("crmProviderOems", "crmProviderOems.crmProviderId", "crmProviders.id").select(["crmProviders.id", "crmProviders.name", "crmProviders.vendor"]).where("crmProviderOems.oemId", "=", oemId).orderBy(byName("crmProviders.name")).execute();
      return { body: rows.map(withoutNull) };
    },
    listComplianceCategories: async ({ caller, query }) => {
      const oemId = await requestedOemId(db, signedIn(caller), query.oemId);
      const rows = await db.selectFrom("complianceCategories").select(["id", "name", "description", "auditType", "mandatory", "maxScore", "displayOrder"]).where("oemId", "=", oemId).where("auditType", "=", query.auditType).orderBy("displayOrder").orderBy("id").execute();
      return { body: rows.map(withoutNull) };
    },
    listAvailableAddons: async ({ caller, query }) => {
      const oemId = await requestedOemId(db, signedIn(caller), query.oemId);
      let addons = db.selectFrom("addons").innerJoin("programAddons", "programAddons.addonId", "addons.id").innerJoin("programs", "programs.id", "programAddons.programId").select(["addons.id", "addons.name", "programs.id as programId", "programs.oemId"]).where("programs.oemId", "=", oemId);
      if (query.programId !== void 0) addons = addons.where("programs.id", "=", query.programId);
      return { body: await addons.orderBy(byName("addons.name")).orderBy("programs.position").orderBy("addons.id").execute() };
    },
    listRegions: async ({ caller, query }) => {
      const oemId = await requestedOemId(db, signedIn(caller), query.oemId);
      return { body: await db.selectFrom("regions").select(["id", "code", "name", "oemId"]).where("oemId", "=", oemId).orderBy(byName("name")).orderBy("id").execute() };
    },
    listDistricts: async ({ caller, query }) => {
      const scope = await oemScopeOf(db, signedIn(caller));
      const region = await db.selectFrom("regions").select("oemId").where("id", "=", query.regionId).executeTakeFirst();
      if (!region) return { body: [] };
      if (!inScope(scope, region.oemId)) throw forbidden("You may not see the lists of another OEM.");
      const rows = await db.selectFrom("districts").select(["id", "code", "name", "regionId"]).where("regionId", "=", query.regionId).orderBy(byName("name")).orderBy("id").execute();
      return { body: rows };
    },
    listProperLeadSources: async () => ({
      body: await db.selectFrom("leadSources").select(["id", "name"]).where("proper", "=", true).orderBy(byName("name")).execute()
    }),
    searchDealers: async ({ caller, query }) => ({ body: await searchDealers(db, signedIn(caller), query) }),
    searchComplianceDealers: async ({ caller, query }) => ({
      body: await searchComplianceDealers(db, signedIn(caller), query.auditType, query)
    }),
    listComplianceOems: async ({ caller }) => {
      const scope = await oemScopeOf(db, signedIn(caller));
      if (scope?.size === 0) return { body: [] };
      let query = db.selectFrom("oems").select(["oems.id", "oems.name"]).where(({ exists, selectFrom }) => exists(selectFrom("complianceCategories").select("complianceCategories.id").whereRef("complianceCategories.oemId", "=", "oems.id")));
      if (scope !== null) query = query.where("oems.id", "in", [...scope]);
      return { body: await query.orderBy(byName("oems.name")).orderBy("oems.id").execute() };
    },
    getDealerServiceData: async ({ caller, query }) => {
      const who = signedIn(caller);
      const name = query.oem.trim().toLowerCase();
      const oem = await db.selectFrom("oems").select(["id", "name", "code", "enrollmentOpen", "supportPhone", "supportEmail"]).where((eb) => eb.or([eb("code", "=", name), eb(eb.fn("lower", ["name"]), "=", name)])).orderBy("id").executeTakeFirst();
      if (!oem) throw notFound(`No OEM is named ${query.oem}.`);
      if (!inScope(await oemScopeOf(db, who), oem.id)) throw forbidden("You may not see the data of another OEM.");
      const providers = await providersOf2(oem.id, void 0);
      return {
        body: {
          oemId: oem.id,
          oemName: query.oem,
          enrollmentOpen: oem.enrollmentOpen,
          websiteProviders: providers.filter((provider) => !provider.drs),
          digitalRetailingProviders: providers.filter((provider) => provider.drs),
          support: { phone: oem.supportPhone, email: oem.supportEmail }
        }
      };
    }
  };
}

// src/server/handlers/products.ts
import path6 from "node:path";

// src/server/handlers/products/product-files.ts
import { readFile, stat } from "node:fs/promises";
import path5 from "node:path";
var PRODUCT_FILE_NAME = /^[a-z]+(_fr)?\.json$/;
var ProductFiles = class {
  constructor(directory) {
    this.directory = directory;
  }
  directory;
  cache = /* @__PURE__ */ new Map();
  /** The parsed file, or undefined when no product file has this name. */
  async read(fileName) {
    if (!PRODUCT_FILE_NAME.test(fileName)) return void 0;
    const file = path5.join(this.directory, fileName);
    let mtimeMs;
    try {
      const info = await stat(file);
      if (!info.isFile()) return void 0;
      mtimeMs = info.mtimeMs;
    } catch (error2) {
      if (error2.code === "ENOENT") return void 0;
      throw error2;
    }
    const cached = this.cache.get(fileName);
    if (cached?.mtimeMs === mtimeMs) return cached.content;
    const content = JSON.parse(await readFile(file, "utf8"));
    this.cache.set(fileName, { mtimeMs, content });
    return content;
  }
};

// src/server/handlers/products.ts
var CACHE_CONTROL = "public, max-age=300";
function createProductHandlers({ config }) {
  const files = new ProductFiles(path6.join(config.oemSkinsDir, "products"));
  return {
    getProductFile: async ({ params }) => {
      const content = await files.read(params.fileName);
      if (content === void 0) throw notFound(`No product file is named ${params.fileName}.`);
      return { headers: { "cache-control": CACHE_CONTROL }, body: content };
    }
  };
}

// src/server/handlers/profile/profile-response.ts
function mayEditProfile(caller, ssoLoginOnly) {
  if (ssoLoginOnly && !caller.impersonator) return false;
  const own = roleKeysOf(caller);
  if (caller.belongsToCmsEditorGroup && !own.has("admin")) return false;
  return own.has("dealer") || own.has("dealerGroup") || own.has("oem") || caller.roles.has("admin");
}
function billingApplies(caller) {
  const own = roleKeysOf(caller);
  return own.has("dealer") || own.has("dealerGroup");
}
var pad2 = (value) => String(value).padStart(2, "0");
async function billingOf(db, dealer2) {
  const profile = await db.selectFrom("billingProfiles").select(["id", "cardLast4", "cardExpMonth", "cardExpYear"]).where("dealerId", "=", dealer2.id).orderBy("updatedAt", "desc").orderBy("id", "desc").limit(1).executeTakeFirst();
  if (!profile) return void 0;
  const [program, contact] = await Promise.all([
    db.selectFrom("billingProfilePrograms").select("programId").where("billingProfileId", "=", profile.id).orderBy("programId").limit(1).executeTakeFirst(),
    db.selectFrom("dealerBillingContacts").select(["name", "email", "phone"]).where("dealerId", "=", dealer2.id).orderBy("position").limit(1).executeTakeFirst()
  ]);
  return {
    dealerCode: dealer2.code,
    ...program ? { programId: program.programId } : {},
    ...contact ? { contactName: contact.name, email: contact.email, phone: contact.phone } : {},
    cardLast4: profile.cardLast4,
    cardExpiry: `${pad2(profile.cardExpMonth)}/${profile.cardExpYear}`
  };
}
async function enrollmentContactOf(db, dealer2) {
  const row = await db.selectFrom("dwcpEnrollments").select(["programAddonId", "dealerWebsite", "authorizedPerson", "authorizedEmail", "authorizedPhone", "lastUpdatedDateForDealerContact"]).where("dealerId", "=", dealer2.id).orderBy("programAddonId").limit(1).executeTakeFirst();
  if (!row) return void 0;
  const present8 = (key, value) => value ? { [key]: value } : {};
  return {
    ...present8("dealerWebsite", row.dealerWebsite),
    ...present8("authorizedPerson", row.authorizedPerson),
    ...present8("authorizedEmail", row.authorizedEmail),
    ...present8("authorizedPhone", row.authorizedPhone),
    ...present8("lastUpdatedDateForDealerContact", row.lastUpdatedDateForDealerContact),
    addonId: row.programAddonId
  };
}
async function loadProfile(db, caller, dealer2, serverDate) {
  const [account, contact, enrollmentContact, billing] = await Promise.all([
    db.selectFrom("users").select("ssoLoginOnly").where("id", "=", caller.userId).executeTakeFirst(),
    db.selectFrom("profileContactDetails").select(["title", "name", "email", "phone", "lastUpdatedDateForDealerContact"]).where("userId", "=", caller.userId).executeTakeFirst(),
    dealer2 ? enrollmentContactOf(db, dealer2) : void 0,
    dealer2 && billingApplies(caller) ? billingOf(db, dealer2) : void 0
  ]);
  const contactDetails = contact ? { title: contact.title, name: contact.name, email: contact.email, phone: contact.phone } : void 0;
  const lastUpdatedDateForDealerContact = contact?.lastUpdatedDateForDealerContact;
  return {
    ...dealer2 ? { dealerCode: dealer2.code } : {},
    ...contactDetails ? { contactDetails } : {},
    // The user's own confirmation drives the prompt: a dealer without a DWCP enrollment confirms too.
    ...lastUpdatedDateForDealerContact ? { lastUpdatedDateForDealerContact } : {},
    ...enrollmentContact ? { dwcpEnrollmentContactDetailsData: enrollmentContact } : {},
    hasAccessOnManageProfile: mayEditProfile(caller, account?.ssoLoginOnly ?? false),
    showBillingDetails: billing !== void 0,
    ...billing ? { billingDetails: billing } : {},
    serverDate
  };
}

// src/server/handlers/profile/trimmed-fields.ts
function trimmedFields(values, required, prefix, errors) {
  const trimmed2 = { ...values };
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === "string") trimmed2[name] = value.trim();
  }
  for (const name of required) {
    if (trimmed2[name] === "") errors.push(fieldError(`${prefix}.${name}`, "REQUIRED_FIELD"));
  }
  return trimmed2;
}

// src/server/handlers/profile/save-profile.ts
async function saveProfile(db, change) {
  const errors = [];
  const contact = change.contactDetails ? trimmedFields(change.contactDetails, ["title", "name", "email", "phone"], "contactDetails", errors) : void 0;
  const authorized = change.dwcpEnrollmentContactDetailsData ? trimmedFields(
    change.dwcpEnrollmentContactDetailsData,
    ["authorizedPerson", "authorizedEmail", "authorizedPhone"],
    "dwcpEnrollmentContactDetailsData",
    errors
  ) : void 0;
  if (errors.length > 0) throw new ValidationError(errors);
  await db.transaction().execute(async (trx) => {
    if (authorized) {
      const addonId = authorized.addonId;
      const enrollment = change.dealer ? await trx.selectFrom("dwcpEnrollments").select("id").where("dealerId", "=", change.dealer.id).where("programAddonId", "=", addonId).forUpdate().executeTakeFirst() : void 0;
      if (!enrollment) {
        throw conflict(
          change.dealer ? `Dealer ${change.dealer.code} has no dealer website enrollment of add-on ${addonId}.` : "An authorized contact needs a dealer with a dealer website enrollment; name the dealer.",
          "no_dwcp_enrollment"
        );
      }
      await trx.updateTable("dwcpEnrollments").set({
        authorizedPerson: authorized.authorizedPerson,
        authorizedEmail: authorized.authorizedEmail,
        authorizedPhone: authorized.authorizedPhone,
        ...authorized.dealerWebsite ? { dealerWebsite: authorized.dealerWebsite } : {},
        updatedAt: change.now
      }).where("id", "=", enrollment.id).execute();
    }
    if (contact) {
      await trx.insertInto("profileContactDetails").values({ userId: change.userId, ...contact, updatedAt: change.now }).onConflict((oc) => oc.column("userId").doUpdateSet({ ...contact, updatedAt: change.now })).execute();
    }
    if (change.final) {
      await trx.updateTable("profileContactDetails").set({ lastUpdatedDateForDealerContact: change.serverDate, updatedAt: change.now }).where("userId", "=", change.userId).execute();
      if (change.dealer) {
        await trx.updateTable("dwcpEnrollments").set({ lastUpdatedDateForDealerContact: change.serverDate, updatedAt: change.now }).where("dealerId", "=", change.dealer.id).execute();
      }
    }
  });
}

// src/server/handlers/profile.ts
function createProfileHandlers({ db, clock }) {
  const answer = async ({ caller: who, query }) => {
    const caller = signedIn(who);
    const dealer2 = await callerDealerOf(db, caller, query.dealerCode);
    return { body: await loadProfile(db, caller, dealer2, serverDateOf(clock.now())) };
  };
  const save = async ({ caller: who, query }, change, final) => {
    const caller = signedIn(who);
    const account = await db.selectFrom("users").select("ssoLoginOnly").where("id", "=", caller.userId).executeTakeFirst();
    if (!mayEditProfile(caller, account?.ssoLoginOnly ?? false)) throw forbidden("You may not edit this profile.");
    const dealer2 = await callerDealerOf(db, caller, query.dealerCode);
    const now = clock.now();
    const serverDate = serverDateOf(now);
    await saveProfile(db, { userId: caller.userId, dealer: dealer2, ...change, final, serverDate, now });
    return { body: await loadProfile(db, caller, dealer2, serverDate) };
  };
  return {
    getProfileInformation: answer,
    getProfileContactDetails: answer,
    updateProfileInformation: (ctx) => save(ctx, ctx.body, false),
    saveProfileContactDetails: (ctx) => {
      const { final, ...change } = ctx.body;
      return save(ctx, change, final);
    }
  };
}

// src/server/handlers/reports/reports-handlers.ts
import { sql as sql22 } from "kysely";

// src/server/handlers/reports/report-export.ts
import ExcelJS2 from "exceljs";
import PDFDocument2 from "pdfkit";
var EXPORT_MEDIA_TYPES = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pdf: "application/pdf"
};

// src/server/handlers/reports/export-threads.ts
import { availableParallelism as availableParallelism2 } from "node:os";
import { fileURLToPath as fileURLToPath2 } from "node:url";
import { Piscina } from "piscina";
var THREAD_FILE = fileURLToPath2(new URL("./export-thread.ts", import.meta.url));
var IDLE_THREAD_MS = 3e4;
var execArgv = process.execArgv.some((arg) => arg.includes("tsx")) ? process.execArgv : [...process.execArgv, "--import", "tsx"];
var pool;
async function writeExportOffThread(task) {
  pool ??= new Piscina({
    filename: THREAD_FILE,
    execArgv,
    minThreads: 0,
    maxThreads: Math.max(1, availableParallelism2() - 1),
    idleTimeout: IDLE_THREAD_MS
  });
  const bytes = await pool.run(task);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
async function closeExportThreads() {
  const closing = pool;
  pool = void 0;
  await closing?.close();
}

// src/server/handlers/reports/report-forms.ts
var select = (name, label2, optionsSource, required = false) => ({ name, label: label2, type: "select", required, optionsSource });
var date = (name, label2) => ({ name, label: label2, type: "date", required: false, optionsSource: null });
var PLACE = [select("oemId", "FIELD_OEM", "oems"), select("regionId", "FIELD_REGION", "regions"), select("districtId", "FIELD_DISTRICT", "districts"), select("dealerCode", "FIELD_DEALER", "dealers")];
var PERIOD = [select("periodId", "REPORT_FIELD_PERIOD", "periods"), date("dateFrom", "REPORT_FIELD_DATE_FROM"), date("dateTo", "REPORT_FIELD_DATE_TO")];
var SCORE = { name: "scoreThreshold", label: "REPORT_FIELD_SCORE_THRESHOLD", type: "percent", required: false, optionsSource: null };
var REPORT_FIELDS = {
  concierge: [...PLACE, ...PERIOD],
  shopperContact: [...PLACE, ...PERIOD],
  salesConversion: [
    ...PLACE,
    ...PERIOD,
    select("reportLeadType", "REPORT_FIELD_LEAD_TYPE", "leadTypes"),
    { name: "leadThreshold", label: "REPORT_FIELD_LEAD_THRESHOLD", type: "number", required: false, optionsSource: null },
    { name: "closeRateThreshold", label: "REPORT_FIELD_CLOSE_RATE_THRESHOLD", type: "percent", required: false, optionsSource: null }
  ],
  affinityDealerSales: [...PLACE, ...PERIOD, { name: "leadThreshold", label: "REPORT_FIELD_LEAD_THRESHOLD", type: "number", required: false, optionsSource: null }],
  ComplianceAggregateReport: [...PLACE.slice(0, 3), ...PERIOD, SCORE],
  ComplianceDealerReport: [...PLACE, ...PERIOD, SCORE],
  ComplianceScorecardReport: [...PLACE, ...PERIOD],
  DRSComplianceDealerReport: [...PLACE, ...PERIOD, SCORE],
  DWCPWebproviderNonCompliantReport: [...PLACE.slice(0, 3), select("providerId", "REPORT_FIELD_PROVIDER", "providers"), ...PERIOD, SCORE],
  CRMComplianceAggregateReport: [PLACE[0], select("crmId", "REPORT_FIELD_CRM", "crms"), ...PERIOD, SCORE],
  CRMNonCompliantReport: [PLACE[0], select("crmId", "REPORT_FIELD_CRM", "crms"), date("dateFrom", "REPORT_FIELD_DATE_FROM"), date("dateTo", "REPORT_FIELD_DATE_TO"), SCORE],
  DRSComplianceAggregateReport: [...PLACE.slice(0, 3), ...PERIOD, SCORE],
  DRSNonComplianceAuditReport: [...PLACE.slice(0, 3), select("providerId", "REPORT_FIELD_PROVIDER", "providers"), ...PERIOD, SCORE]
};
var REPORT_AUDIT_TYPES = {
  ComplianceAggregateReport: "DWCP",
  ComplianceDealerReport: "DWCP",
  ComplianceScorecardReport: "DWCP",
  DRSComplianceDealerReport: "DRS",
  DWCPWebproviderNonCompliantReport: "DWCP",
  CRMComplianceAggregateReport: "DWCP",
  CRMNonCompliantReport: "DWCP",
  DRSComplianceAggregateReport: "DRS",
  DRSNonComplianceAuditReport: "DRS"
};

// src/server/handlers/reports/lead-facts.ts
import { sql as sql20 } from "kysely";
async function leadFacts(db, caller, scope, dates, grouping, perLeadType = false) {
  const receivedDay = sql20`(${sql20.ref("leads.receivedAt")} at time zone ${SERVER_TIME_ZONE})::date`;
  let query = db.selectFrom("leads").innerJoin("dealers", "dealers.id", "leads.dealerId").leftJoin("regions", "regions.id", "dealers.regionId").leftJoin("districts", "districts.id", "dealers.districtId").where(visibleDealers(caller)).where("dealers.testDealer", "=", false).where(receivedDay, ">=", sql20`${dates.dateFrom}::date`).where(receivedDay, "<=", sql20`${dates.dateTo}::date`);
  if (scope.oemId !== void 0) query = query.where("dealers.oemId", "=", scope.oemId);
  if (scope.regionId !== void 0) query = query.where("dealers.regionId", "=", scope.regionId);
  if (scope.districtId !== void 0) query = query.where("dealers.districtId", "=", scope.districtId);
  if (scope.dealerCode !== void 0) query = query.where("dealers.code", "=", scope.dealerCode);
  if (scope.leadType !== void 0) query = query.where("leads.leadType", "=", scope.leadType);
  if (scope.source !== void 0) {
    const source = scope.source;
    query = query.where("leads.leadSourceId", "in", (eb) => eb.selectFrom("leadSources").select("leadSources.id").where("leadSources.name", "=", source));
  }
  const none = sql20`null`;
  const grouped2 = {
    regionId: grouping === "all" ? none : sql20.ref("regions.id"),
    regionName: grouping === "all" ? none : sql20.ref("regions.name"),
    districtId: grouping === "district" || grouping === "dealer" ? sql20.ref("districts.id") : none,
    districtName: grouping === "district" || grouping === "dealer" ? sql20.ref("districts.name") : none,
    dealerCode: grouping === "dealer" ? sql20.ref("dealers.code") : none,
    dealerName: grouping === "dealer" ? sql20.ref("dealers.name") : none,
    leadType: perLeadType ? sql20.ref("leads.leadType") : none
  };
  const groupBy = [
    ...grouping === "all" ? [] : ["regions.id", "regions.name"],
    ...grouping === "district" || grouping === "dealer" ? ["districts.id", "districts.name"] : [],
    ...grouping === "dealer" ? ["dealers.code", "dealers.name"] : [],
    ...perLeadType ? ["leads.leadType"] : []
  ];
  let select2 = query.select([
    sql20`${grouped2.regionId}`.as("regionId"),
    sql20`${grouped2.regionName}`.as("regionName"),
    sql20`${grouped2.districtId}`.as("districtId"),
    sql20`${grouped2.districtName}`.as("districtName"),
    sql20`${grouped2.dealerCode}`.as("dealerCode"),
    sql20`${grouped2.dealerName}`.as("dealerName"),
    sql20`${grouped2.leadType}`.as("leadType"),
    sql20`count(distinct ${sql20.ref("dealers.id")})::int`.as("dealers"),
    sql20`count(*)::int`.as("leads"),
    sql20`(count(*) filter (where ${sql20.ref("leads.firstResponseAt")} is not null))::int`.as("responded"),
    sql20`(count(*) filter (where ${sql20.ref("leads.soldAt")} is not null))::int`.as("sales"),
    sql20`(count(*) filter (where ${sql20.ref("leads.soldAt")} is not null and ${sql20.ref("leads.leadType")} = 'NEW'))::int`.as("newSales"),
    sql20`(count(*) filter (where ${sql20.ref("leads.soldAt")} is not null and ${sql20.ref("leads.leadType")} = 'CPO'))::int`.as("cpoSales"),
    sql20`(count(*) filter (where ${sql20.ref("leads.soldAt")} is not null and ${sql20.ref("leads.leadType")} = 'USED'))::int`.as("usedSales"),
    sql20`round(avg(coalesce(${sql20.ref("leads.responseTimeOverrideSeconds")}, ${sql20.ref("leads.responseTimeSeconds")})))::int`.as("averageResponseSeconds")
  ]);
  if (groupBy.length > 0) select2 = select2.groupBy([...groupBy]);
  const byText = (column) => sql20`lower(${sql20.ref(column)})`;
  const order = [
    ...grouping === "all" ? [] : [byText("regions.name")],
    ...grouping === "district" || grouping === "dealer" ? [byText("districts.name")] : [],
    ...grouping === "dealer" ? [byText("dealers.name"), sql20`${sql20.ref("dealers.code")}`] : [],
    ...perLeadType ? [sql20`${sql20.ref("leads.leadType")}`] : []
  ];
  for (const expression of order) select2 = select2.orderBy(expression);
  const rows = await select2.execute();
  return rows;
}

// src/server/handlers/reports/report-results.ts
var col = (key, label2, type = "text") => ({ key, label: label2, type });
var rate = (part, whole) => whole > 0 ? Math.round(part / whole * 1e3) / 10 : null;
var EMPTY = {
  conciergeReportData: null,
  commonReport: null,
  regionListNew: [],
  regionListCpo: [],
  regionListUsed: [],
  dealerDetailMatchsNew: [],
  dealerDetailMatchsCpo: [],
  dealerDetailMatchsUsed: []
};
var PLACE_COLUMNS = [col("regionName", "COLUMN_REGION"), col("districtName", "REPORT_COLUMN_DISTRICT")];
var DEALER_COLUMNS2 = [col("dealerCode", "COLUMN_DEALER_CODE"), col("dealerName", "COLUMN_DEALER_NAME"), ...PLACE_COLUMNS];
var COUNT_COLUMNS = [
  col("dealers", "REPORT_COLUMN_DEALERS", "integer"),
  col("auditedDealers", "REPORT_COLUMN_AUDITED", "integer"),
  col("compliantDealers", "REPORT_COLUMN_COMPLIANT", "integer"),
  col("nonCompliantDealers", "REPORT_COLUMN_NON_COMPLIANT", "integer"),
  col("complianceRate", "REPORT_COLUMN_COMPLIANCE_RATE", "percent"),
  col("averageScore", "REPORT_COLUMN_AVERAGE_SCORE", "percent"),
  col("belowThresholdDealers", "REPORT_COLUMN_BELOW_THRESHOLD", "integer")
];
var countsRow = (counts, label2 = {}) => ({ ...label2, ...counts });
function leadScope(request, source) {
  const { oemId, regionId, districtId, dealerCode } = request.filter;
  return { oemId, regionId, districtId, dealerCode, source, leadType: request.leadType };
}
function leadRow(row) {
  return {
    regionName: row.regionName,
    districtName: row.districtName,
    dealerCode: row.dealerCode,
    dealerName: row.dealerName,
    dealers: row.dealers,
    leads: row.leads,
    responded: row.responded,
    responseRate: rate(row.responded, row.leads),
    averageResponseSeconds: row.averageResponseSeconds,
    sales: row.sales,
    newSales: row.newSales,
    cpoSales: row.cpoSales,
    usedSales: row.usedSales,
    closeRate: rate(row.sales, row.leads)
  };
}
async function leadTable(db, caller, request, source, grouping, columns) {
  const [rows, totals] = await Promise.all([
    leadFacts(db, caller, leadScope(request, source), request.dates, grouping),
    leadFacts(db, caller, leadScope(request, source), request.dates, "all")
  ]);
  return { columns, rows: rows.map(leadRow), totals: totals[0] ? leadRow(totals[0]) : null };
}
async function leadResults(db, caller, request) {
  const activity = [col("leads", "REPORT_COLUMN_LEADS", "integer"), col("responded", "REPORT_COLUMN_RESPONDED", "integer"), col("responseRate", "REPORT_COLUMN_RESPONSE_RATE", "percent"), col("averageResponseSeconds", "REPORT_COLUMN_AVERAGE_RESPONSE", "seconds"), col("sales", "REPORT_COLUMN_SALES", "integer"), col("closeRate", "REPORT_COLUMN_CLOSE_RATE", "percent")];
  const sales = [col("leads", "REPORT_COLUMN_LEADS", "integer"), col("sales", "REPORT_COLUMN_SALES", "integer"), col("newSales", "REPORT_COLUMN_NEW_SALES", "integer"), col("cpoSales", "REPORT_COLUMN_CPO_SALES", "integer"), col("usedSales", "REPORT_COLUMN_USED_SALES", "integer"), col("closeRate", "REPORT_COLUMN_CLOSE_RATE", "percent")];
  switch (request.name) {
    case "concierge":
      return { ...EMPTY, conciergeReportData: await leadTable(db, caller, request, "Concierge", "dealer", [...DEALER_COLUMNS2, ...activity]) };
    case "shopperContact": {
      const [aggregated, dealers] = await Promise.all([
        leadTable(db, caller, request, "SmartNurture", "district", [...PLACE_COLUMNS, col("dealers", "REPORT_COLUMN_DEALERS", "integer"), ...activity]),
        leadTable(db, caller, request, "SmartNurture", "dealer", [...DEALER_COLUMNS2, ...activity])
      ]);
      return { ...EMPTY, commonReport: { dealerAggregatedReportData: aggregated, dealerReportData: dealers } };
    }
    case "affinityDealerSales": {
      const [aggregated, dealers] = await Promise.all([
        leadTable(db, caller, request, void 0, "district", [...PLACE_COLUMNS, col("dealers", "REPORT_COLUMN_DEALERS", "integer"), ...sales]),
        leadTable(db, caller, request, void 0, "dealer", [...DEALER_COLUMNS2, ...sales])
      ]);
      for (const row of dealers.rows) if (Number(row.leads) < request.leadThreshold) row.closeRate = null;
      return { ...EMPTY, commonReport: { dealerAggregatedReportData: aggregated, dealerReportData: dealers } };
    }
    case "salesConversion": {
      const [regions, dealers] = await Promise.all([
        leadFacts(db, caller, leadScope(request), request.dates, "region", true),
        leadFacts(db, caller, leadScope(request), request.dates, "dealer", true)
      ]);
      const regionRows = (type) => regions.filter((row) => row.leadType === type && row.regionId !== null).map((row) => {
        const closeRate = rate(row.sales, row.leads);
        return { regionId: row.regionId, regionName: row.regionName ?? "", leadType: type, dealers: row.dealers, leads: row.leads, sales: row.sales, closeRate, belowCloseRateThreshold: closeRate !== null && closeRate < request.closeRateThreshold };
      });
      const dealerRows = (type) => dealers.filter((row) => row.leadType === type).map((row) => {
        const closeRate = rate(row.sales, row.leads);
        const meetsLeadThreshold = row.leads >= request.leadThreshold;
        return {
          dealerCode: row.dealerCode,
          dealerName: row.dealerName,
          ...row.regionName ? { regionName: row.regionName } : {},
          ...row.districtName ? { districtName: row.districtName } : {},
          leadType: type,
          leads: row.leads,
          sales: row.sales,
          closeRate,
          meetsLeadThreshold,
          belowCloseRateThreshold: meetsLeadThreshold && closeRate !== null && closeRate < request.closeRateThreshold
        };
      });
      return {
        ...EMPTY,
        regionListNew: regionRows("NEW"),
        regionListCpo: regionRows("CPO"),
        regionListUsed: regionRows("USED"),
        dealerDetailMatchsNew: dealerRows("NEW"),
        dealerDetailMatchsCpo: dealerRows("CPO"),
        dealerDetailMatchsUsed: dealerRows("USED")
      };
    }
    default:
      throw new Error(`${request.name} is not a lead report`);
  }
}
async function complianceResults(db, caller, request) {
  const auditType = REPORT_AUDIT_TYPES[request.name];
  const filter = { ...request.filter, auditType };
  const { dates, scoreThreshold: threshold } = request;
  const dealerColumns2 = [...DEALER_COLUMNS2, col("reportId", "REPORT_COLUMN_REPORT_ID", "integer"), col("auditDate", "REPORT_COLUMN_AUDIT_DATE", "date"), col("overallScore", "REPORT_COLUMN_SCORE", "percent"), col("compliant", "REPORT_COLUMN_VERDICT"), col("belowThreshold", "REPORT_COLUMN_BELOW_THRESHOLD_FLAG")];
  const nonCompliantColumns = [col("providerName", "REPORT_COLUMN_PROVIDER"), ...DEALER_COLUMNS2, col("reportId", "REPORT_COLUMN_REPORT_ID", "integer"), col("auditDate", "REPORT_COLUMN_AUDIT_DATE", "date"), col("overallScore", "REPORT_COLUMN_SCORE", "percent"), col("failedCategories", "REPORT_COLUMN_FAILED_CATEGORIES")];
  const totalsTable = (totals) => ({ columns: [col("scope", "REPORT_COLUMN_SCOPE"), ...COUNT_COLUMNS], rows: [countsRow(totals, { scope: "REPORT_ALL_DEALERS" })], totals: null });
  switch (request.name) {
    case "ComplianceAggregateReport":
    case "DRSComplianceAggregateReport":
    case "ComplianceDealerReport":
    case "DRSComplianceDealerReport":
    case "ComplianceScorecardReport": {
      const [aggregate, dealers] = await Promise.all([
        aggregateReport(db, caller, { filter, dates, threshold, order: DEFAULT_AGGREGATE_ORDER }),
        dealerReport(db, caller, filter, dates, threshold)
      ]);
      const categoryNames = request.name === "ComplianceScorecardReport" ? [...new Set(dealers.rows.flatMap((row) => row.categories.map((category) => category.categoryName)))] : [];
      return {
        ...EMPTY,
        commonReport: {
          dealerAggregatedReportData: {
            columns: [col("oemName", "COMPLIANCE_FIELD_OEM"), ...PLACE_COLUMNS, ...COUNT_COLUMNS],
            rows: aggregate.rows.map((row) => countsRow(row, { oemName: row.oemName, regionName: row.regionName, districtName: row.districtName })),
            totals: countsRow(aggregate.totals, { oemName: "REPORT_TOTAL" })
          },
          dealerReportData: {
            columns: [...dealerColumns2, ...categoryNames.map((name, index) => col(`category${index + 1}`, name, "number"))],
            rows: dealers.rows.map((row) => ({
              dealerCode: row.dealerCode,
              dealerName: row.dealerName,
              regionName: row.regionName ?? null,
              districtName: row.districtName ?? null,
              reportId: row.reportId,
              auditDate: row.auditDate,
              overallScore: row.overallScore,
              compliant: row.compliant,
              belowThreshold: row.belowThreshold,
              ...Object.fromEntries(categoryNames.map((name, index) => [`category${index + 1}`, row.categories.find((category) => category.categoryName === name)?.score ?? null]))
            })),
            totals: countsRow(dealers.totals)
          }
        }
      };
    }
    case "DWCPWebproviderNonCompliantReport":
    case "DRSNonComplianceAuditReport":
    case "CRMNonCompliantReport": {
      const report2 = request.name === "CRMNonCompliantReport" ? await crmNonCompliantReport(db, caller, filter, dates, threshold) : await providerNonCompliantReport(db, caller, filter, dates, threshold);
      return {
        ...EMPTY,
        commonReport: {
          dealerAggregatedReportData: totalsTable(report2.totals),
          dealerReportData: {
            columns: nonCompliantColumns,
            rows: report2.rows.map((row) => ({
              providerName: row.providerName,
              dealerCode: row.dealerCode,
              dealerName: row.dealerName,
              regionName: row.regionName ?? null,
              districtName: row.districtName ?? null,
              reportId: row.reportId,
              auditDate: row.auditDate,
              overallScore: row.overallScore,
              failedCategories: row.failedCategories.join("; ")
            })),
            totals: null
          }
        }
      };
    }
    case "CRMComplianceAggregateReport": {
      const [aggregate, nonCompliant] = await Promise.all([crmAggregateReport(db, caller, filter, dates, threshold), crmNonCompliantReport(db, caller, filter, dates, threshold)]);
      return {
        ...EMPTY,
        commonReport: {
          dealerAggregatedReportData: {
            columns: [col("crmName", "REPORT_COLUMN_CRM"), ...COUNT_COLUMNS],
            rows: aggregate.rows.map((row) => countsRow(row, { crmName: row.crmName })),
            totals: countsRow(aggregate.totals, { crmName: "REPORT_TOTAL" })
          },
          dealerReportData: {
            columns: nonCompliantColumns,
            rows: nonCompliant.rows.map((row) => ({ providerName: row.providerName, dealerCode: row.dealerCode, dealerName: row.dealerName, regionName: row.regionName ?? null, districtName: row.districtName ?? null, reportId: row.reportId, auditDate: row.auditDate, overallScore: row.overallScore, failedCategories: row.failedCategories.join("; ") })),
            totals: null
          }
        }
      };
    }
    default:
      throw new Error(`${request.name} is not a compliance report`);
  }
}
async function reportResults(db, caller, request) {
  const parts = REPORT_AUDIT_TYPES[request.name] ? await complianceResults(db, caller, request) : await leadResults(db, caller, request);
  return { reportName: request.name, ...parts };
}
function exportTables(results) {
  if (results.conciergeReportData) return [{ sheet: "Concierge", table: results.conciergeReportData }];
  if (results.commonReport) {
    const leadsWithDealers = /NonCompliant|NonCompliance|Dealer|Scorecard/.test(results.reportName) && results.reportName !== "affinityDealerSales";
    const aggregated = { sheet: "Summary", table: results.commonReport.dealerAggregatedReportData };
    const dealers = { sheet: "Dealers", table: results.commonReport.dealerReportData };
    return leadsWithDealers ? [dealers, aggregated] : [aggregated, dealers];
  }
  const regionColumns = [col("leadType", "REPORT_COLUMN_LEAD_TYPE"), col("regionName", "COLUMN_REGION"), col("dealers", "REPORT_COLUMN_DEALERS", "integer"), col("leads", "REPORT_COLUMN_LEADS", "integer"), col("sales", "REPORT_COLUMN_SALES", "integer"), col("closeRate", "REPORT_COLUMN_CLOSE_RATE", "percent"), col("belowCloseRateThreshold", "REPORT_COLUMN_BELOW_CLOSE_RATE")];
  const dealerColumns2 = [col("leadType", "REPORT_COLUMN_LEAD_TYPE"), ...DEALER_COLUMNS2, col("leads", "REPORT_COLUMN_LEADS", "integer"), col("sales", "REPORT_COLUMN_SALES", "integer"), col("closeRate", "REPORT_COLUMN_CLOSE_RATE", "percent"), col("meetsLeadThreshold", "REPORT_COLUMN_MEETS_LEAD_THRESHOLD"), col("belowCloseRateThreshold", "REPORT_COLUMN_BELOW_CLOSE_RATE")];
  return [
    { sheet: "Regions", table: { columns: regionColumns, rows: [...results.regionListNew, ...results.regionListCpo, ...results.regionListUsed], totals: null } },
    { sheet: "Dealers", table: { columns: dealerColumns2, rows: [...results.dealerDetailMatchsNew, ...results.dealerDetailMatchsCpo, ...results.dealerDetailMatchsUsed], totals: null } }
  ];
}

// src/server/handlers/reports/select-data.ts
import { sql as sql21 } from "kysely";
var present7 = (key, value) => value === null || value === void 0 ? {} : { [key]: value };
async function reportSelectData(db, caller) {
  const scope = await oemScopeOf(db, caller);
  const oems = scope === null ? null : [...scope];
  if (oems !== null && oems.length === 0) return { oems: [], regions: [], districts: [], dealers: [], leadTypes: [...LEAD_TYPES] };
  let oemQuery = db.selectFrom("oems").select(["id", "name"]);
  let regionQuery = db.selectFrom("regions").select(["id", "code", "name", "oemId"]);
  let districtQuery = db.selectFrom("districts").innerJoin("regions", "regions.id", "districts.regionId").select(["districts.id", "districts.code", "districts.name", "districts.regionId"]);
  if (oems !== null) {
    oemQuery = oemQuery.where("id", "in", oems);
    regionQuery = regionQuery.where("oemId", "in", oems);
    districtQuery = districtQuery.where("regions.oemId", "in", oems);
  }
  const [oemRows, regions, districts, dealers] = await Promise.all([
    oemQuery.orderBy(sql21`lower(name)`).orderBy("id").execute(),
    regionQuery.orderBy(sql21`lower(name)`).orderBy("id").execute(),
    districtQuery.orderBy(sql21`lower(${sql21.ref("districts.name")})`).orderBy("districts.id").execute(),
    db.selectFrom("dealers").leftJoin("regions", "regions.id", "dealers.regionId").leftJoin("districts", "districts.id", "dealers.districtId").select(["dealers.code", "dealers.name", "dealers.status", "dealers.oemId", "regions.name as region", "districts.name as district"]).where(visibleDealers(caller)).where("dealers.testDealer", "=", false).orderBy(sql21`lower(${sql21.ref("dealers.name")})`).orderBy("dealers.code").execute()
  ]);
  return {
    oems: oemRows,
    regions,
    districts,
    dealers: dealers.map((dealer2) => ({
      code: dealer2.code,
      name: dealer2.name,
      status: dealer2.status,
      ...present7("region", dealer2.region),
      ...present7("district", dealer2.district),
      oemId: dealer2.oemId
    })),
    leadTypes: [...LEAD_TYPES]
  };
}

// src/server/handlers/reports/reports-handlers.ts
var DATA_PAGE_SOURCES = { concierge: "Concierge", shopperContact: "SmartNurture", affinityDealerSales: null };
function createReportHandlers({ db, clock }) {
  const today = () => serverDateOf(clock.now());
  const definitionOf = async (name) => {
    const definition = await db.selectFrom("reportDefinitions").selectAll().where("name", "=", name).executeTakeFirst();
    if (!definition) throw notFound(`The report ${name} has no form.`);
    return definition;
  };
  const definitionById = async (id) => {
    const definition = await db.selectFrom("reportDefinitions").selectAll().where("id", "=", id).executeTakeFirst();
    if (!definition) throw notFound(`There is no report ${id}.`);
    return definition;
  };
  const thresholdsOf = (definitionId) => db.selectFrom("reportThresholds").select(["key", "label", "value", "unit", "minimum", "maximum"]).where("reportDefinitionId", "=", definitionId).orderBy("key").execute();
  const requestOf = async (ctx) => {
    const name = ctx.params.reportName;
    const filter = ctx.body;
    const definition = await definitionOf(name);
    const [dates, thresholds] = await Promise.all([reportDatesOf(db, filter, today()), thresholdsOf(definition.id)]);
    const configured = (key) => Number(thresholds.find((threshold) => threshold.key === key)?.value ?? 0);
    return {
      name,
      filter,
      dates,
      leadType: ctx.query.reportLeadType,
      leadThreshold: typeof ctx.query.leadThreshold === "number" ? ctx.query.leadThreshold : configured("leadThreshold"),
      closeRateThreshold: typeof ctx.query.closeRateThreshold === "number" ? ctx.query.closeRateThreshold : configured("closeRateThreshold"),
      scoreThreshold: filter.scoreThreshold ?? configured("scoreThreshold")
    };
  };
  return {
    generateReport: async (ctx) => ({ body: await reportResults(db, signedIn(ctx.caller), await requestOf(ctx)) }),
    exportReport: async (ctx) => {
      const format = ctx.params.exportFormat;
      const request = await requestOf(ctx);
      const definition = await definitionOf(request.name);
      if (!definition.exportFormats.includes(format)) {
        throw new ValidationError([fieldError("path.exportFormat", "INVALID_VALUE", { message: `${definition.title} exports to ${definition.exportFormats.join(", ")}.` })]);
      }
      const sheets = exportTables(await reportResults(db, signedIn(ctx.caller), request));
      const title = `${definition.title} ${request.dates.dateFrom} \u2013 ${request.dates.dateTo}`;
      const body = await writeExportOffThread({ format, sheets, title });
      return {
        headers: {
          "content-type": EXPORT_MEDIA_TYPES[format],
          "content-disposition": contentDisposition(`${request.name}-${request.dates.dateFrom}-${request.dates.dateTo}.${format}`),
          "x-content-type-options": "nosniff"
        },
        body
      };
    },
    getReportSelectData: async ({ caller }) => ({ body: await reportSelectData(db, signedIn(caller)) }),
    getReportForm: async ({ params }) => {
      const definition = await definitionOf(params.name);
      const [thresholds, periods] = await Promise.all([thresholdsOf(definition.id), definition.hasPeriods ? reportPeriodsOf(db, today()) : Promise.resolve([])]);
      const current = periods.find((period) => period.current) ?? periods[0];
      return {
        body: {
          id: definition.id,
          name: definition.name,
          title: definition.title,
          fields: REPORT_FIELDS[definition.name].map((field) => {
            const threshold = thresholds.find((candidate) => candidate.key === field.name);
            if (threshold) return { ...field, defaultValue: Number(threshold.value) };
            if (field.name === "periodId" && current) return { ...field, defaultValue: current.id };
            return field;
          }),
          exportFormats: definition.exportFormats,
          hasThresholds: definition.hasThresholds,
          hasPeriods: definition.hasPeriods
        }
      };
    },
    getReportDataPage: async ({ caller, query }) => {
      const name = query.reportName;
      const definition = await definitionOf(name);
      const source = DATA_PAGE_SOURCES[name];
      let leads = db.selectFrom("leads").innerJoin("dealers", "dealers.id", "leads.dealerId");
      leads = leads.where(visibleDealers(signedIn(caller)));
      if (source) leads = leads.where("leads.leadSourceId", "in", (eb) => eb.selectFrom("leadSources").select("leadSources.id").where("leadSources.name", "=", source));
      else leads = leads.where("leads.soldAt", "is not", null);
      const range = await leads.select([
        sql22`to_char(min(${sql22.ref("leads.receivedAt")} at time zone ${SERVER_TIME_ZONE}), 'YYYY-MM-DD')`.as("from"),
        sql22`to_char(max(${sql22.ref("leads.receivedAt")} at time zone ${SERVER_TIME_ZONE}), 'YYYY-MM-DD')`.as("to"),
        sql22`max(${sql22.ref("leads.receivedAt")})`.as("latest")
      ]).executeTakeFirst();
      return {
        body: {
          reportName: name,
          title: definition.title,
          dataAvailableFrom: range?.from ?? null,
          dataAvailableTo: range?.to ?? null,
          lastRefreshedAt: range?.latest ? new Date(range.latest).toISOString() : null
        }
      };
    },
    getReportThresholds: async ({ params }) => {
      const definition = await definitionById(params.id);
      const thresholds = await thresholdsOf(definition.id);
      return { body: thresholds.map((threshold) => ({ ...threshold, value: Number(threshold.value), minimum: Number(threshold.minimum), maximum: Number(threshold.maximum) })) };
    },
    getReportPeriods: async ({ params }) => {
      const definition = await definitionById(params.id);
      return { body: definition.hasPeriods ? await reportPeriodsOf(db, today()) : [] };
    }
  };
}

// src/server/handlers/saved-views.ts
import { sql as sql23 } from "kysely";

// src/server/handlers/saved-views/saved-view-row.ts
var SAVED_VIEW_COLUMNS = ["id", "screenId", "name", "state", "updatedAt"];
function savedViewOf(row) {
  return { id: row.id, screenId: row.screenId, name: row.name, state: row.state, updatedAt: row.updatedAt.toISOString() };
}
var nameKey = (name) => name.trim().toLowerCase();

// src/server/handlers/saved-views.ts
var MAX_SAVED_VIEWS_PER_SCREEN = 50;
function createSavedViewHandlers({ db, clock }) {
  return {
    listSavedViews: async ({ caller: who, query }) => {
      const caller = signedIn(who);
      const rows = await db.selectFrom("savedViews").select(SAVED_VIEW_COLUMNS).where("userId", "=", caller.userId).where("screenId", "=", query.screenId).orderBy(sql23`lower(name)`).orderBy("id").execute();
      return { body: rows.map(savedViewOf) };
    },
    saveSavedView: async ({ caller: who, body: input }) => {
      const caller = signedIn(who);
      const name = input.name.trim();
      if (!name) throw new ValidationError([fieldError("name", "REQUIRED_FIELD")]);
      const now = clock.now();
      const saved = await db.transaction().execute(async (trx) => {
        const mine = await trx.selectFrom("savedViews").select(["id", "name"]).where("userId", "=", caller.userId).where("screenId", "=", input.screenId).forUpdate().execute();
        const same3 = mine.find((view) => nameKey(view.name) === nameKey(name));
        const state = JSON.stringify(input.state);
        if (same3) {
          return trx.updateTable("savedViews").set({ name, state, updatedAt: now }).where("id", "=", same3.id).returning(SAVED_VIEW_COLUMNS).executeTakeFirstOrThrow();
        }
        if (mine.length >= MAX_SAVED_VIEWS_PER_SCREEN) {
          throw new ValidationError([fieldError("name", "SAVED_VIEW_LIMIT", { params: { max: MAX_SAVED_VIEWS_PER_SCREEN } })]);
        }
        return trx.insertInto("savedViews").values({ userId: caller.userId, screenId: input.screenId, name, state, createdAt: now, updatedAt: now }).returning(SAVED_VIEW_COLUMNS).executeTakeFirstOrThrow();
      });
      return { body: savedViewOf(saved) };
    },
    deleteSavedView: async ({ caller: who, params }) => {
      const caller = signedIn(who);
      const deleted = await db.deleteFrom("savedViews").where("id", "=", params.viewId).where("userId", "=", caller.userId).returning("id").executeTakeFirst();
      if (!deleted) throw notFound("You have no saved view with this id.");
      return { status: 204 };
    }
  };
}

// src/server/handlers/sso/authorization-code.ts
import { createHash as createHash3, randomBytes as randomBytes6 } from "node:crypto";
var AUTHORIZATION_CODE_TTL_S = 60;
var sha256Hex = (text2) => createHash3("sha256").update(text2).digest("hex");
async function issueAuthorizationCode(db, grant, now) {
  const code = randomBytes6(32).toString("base64url");
  await db.insertInto("oauthAuthorizationCodes").values({
    codeHash: sha256Hex(code),
    userId: grant.userId,
    clientId: grant.clientId,
    redirectUri: grant.redirectUri,
    scope: grant.scope,
    createdAt: now,
    expiresAt: new Date(now.getTime() + AUTHORIZATION_CODE_TTL_S * 1e3)
  }).execute();
  return { code, expiresIn: AUTHORIZATION_CODE_TTL_S };
}
function redirectWithCode(redirectUri, code, state) {
  const url = new URL(redirectUri);
  url.searchParams.set("code", code);
  if (state !== void 0) url.searchParams.set("state", state);
  return url.toString();
}

// src/server/handlers/sso/call-tracking-account.ts
var RUNNING = ["Subscribed", "Termination Pending"];
async function callTrackingAccountOf(db, dealerId) {
  const subscription = await db.selectFrom("subscriptions").innerJoin("packages", "packages.id", "subscriptions.packageId").select(["subscriptions.customParameters"]).where("subscriptions.dealerId", "=", dealerId).where("subscriptions.status", "in", RUNNING).where(
    (eb) => eb.or([
      eb("packages.offerTypeId", "=", OFFER_TYPE.CALL),
      eb(eb.val(OFFER_TYPE.CALL), "=", eb.fn.any("packages.includedOfferTypeIds")),
      eb(eb.val(ADDON.CALL), "=", eb.fn.any("subscriptions.optionalAddonIds"))
    ])
  ).orderBy("subscriptions.id").limit(1).executeTakeFirst();
  if (subscription) {
    const tracking = subscription.customParameters.find((parameter) => parameter.name === "trackingNumber");
    return { trackingNumber: tracking?.value || null };
  }
  const enrollment = await db.selectFrom("addonEnrollments").select("id").where("dealerId", "=", dealerId).where("addonId", "=", ADDON.CALL).where("status", "in", RUNNING).limit(1).executeTakeFirst();
  return enrollment ? { trackingNumber: null } : null;
}

// src/server/handlers/sso/calldrip-sign-on.ts
import { createHmac as createHmac2, hkdfSync, randomUUID as randomUUID5 } from "node:crypto";
var CALLDRIP_SIGN_ON_URL = "https://app.calldrip.com/sso/smartportal";
var CALLDRIP_LINK_TTL_S = 120;
var base64url2 = (data) => Buffer.from(data).toString("base64url");
function calldripKeyOf(tokenSecret) {
  return Buffer.from(hkdfSync("sha256", tokenSecret, Buffer.alloc(0), "smartportal calldrip sign-on", 32));
}
function calldripSignOnLink(key, claims, now) {
  const iat = Math.floor(now.getTime() / 1e3);
  const exp = iat + CALLDRIP_LINK_TTL_S;
  const payload = base64url2(
    JSON.stringify({
      iss: "smartportal",
      aud: "calldrip",
      jti: randomUUID5(),
      iat,
      exp,
      sub: claims.dealerCode,
      dealerName: claims.dealerName,
      user: claims.loginName,
      userName: claims.userName,
      ...claims.actor ? { act: claims.actor } : {},
      ...claims.trackingNumber ? { trackingNumber: claims.trackingNumber } : {}
    })
  );
  const signature = base64url2(createHmac2("sha256", key).update(payload).digest());
  const url = new URL(CALLDRIP_SIGN_ON_URL);
  url.searchParams.set("assertion", `${payload}.${signature}`);
  return { url: url.toString(), expiresAt: new Date(exp * 1e3).toISOString() };
}

// src/server/handlers/sso/partner-applications.ts
var LMS_CLIENT_ID = "lms";
var LMS_SCOPES = ["profile", "openid"];
var LMS_DEFAULT_SCOPE = "profile";
async function partnerRedirectsOf(db, clientId) {
  if (clientId !== LMS_CLIENT_ID) return void 0;
  const rows = await db.selectFrom("oems").select(["id", "lmsExternalUrl"]).where("lmsExternalUrl", "is not", null).orderBy("id").execute();
  return rows.flatMap((row) => row.lmsExternalUrl ? [{ oemId: row.id, redirectUri: row.lmsExternalUrl }] : []);
}

// src/server/handlers/sso/password-reset.ts
import { randomBytes as randomBytes7 } from "node:crypto";
var PASSWORD_RESET_TTL_MS = 60 * 60 * 1e3;
var PASSWORD_RESET_REPEAT_MS = 5 * 60 * 1e3;
var MAX_ACCOUNTS_PER_REQUEST = 10;
async function recordPasswordReset(db, request, now) {
  let accounts = db.selectFrom("users").select(["id", "email"]).where("active", "=", true).where("ssoLoginOnly", "=", false).where("email", "is not", null);
  if (request.username !== void 0) {
    accounts = accounts.where((eb) => eb(eb.fn("lower", ["loginName"]), "=", request.username.trim().toLowerCase()));
  }
  if (request.email !== void 0) {
    accounts = accounts.where((eb) => eb(eb.fn("lower", ["email"]), "=", request.email.trim().toLowerCase()));
  }
  const matches = await accounts.orderBy("id").limit(MAX_ACCOUNTS_PER_REQUEST).execute();
  const issued = [];
  for (const account of matches) {
    const pending = await db.selectFrom("passwordResetTokens").select("id").where("userId", "=", account.id).where("usedAt", "is", null).where("createdAt", ">", new Date(now.getTime() - PASSWORD_RESET_REPEAT_MS)).limit(1).executeTakeFirst();
    if (pending) continue;
    const token = randomBytes7(32).toString("base64url");
    const expiresAt = new Date(now.getTime() + PASSWORD_RESET_TTL_MS);
    await db.insertInto("passwordResetTokens").values({ userId: account.id, tokenHash: sha256Hex(token), createdAt: now, expiresAt }).execute();
    issued.push({ userId: account.id, email: account.email ?? "", token, expiresAt });
  }
  return issued;
}

// src/server/handlers/sso.ts
var RESET_ACCEPTED = "If the details match an account, an e-mail with a link to reset the password is on its way.";
var NO_STORE2 = { "cache-control": "no-store", pragma: "no-cache" };
function createSsoHandlers({ db, clock, config, logger, tokens: tokens2 }) {
  const calldripKey = calldripKeyOf(config.tokenSecret);
  const calldripLinkFor = async (caller, dealerCode) => {
    const dealer2 = await callerDealerOf(db, caller, dealerCode);
    if (!dealer2) throw notFound("You have no dealer; choose the dealer whose call tracking to open.");
    const details = await db.selectFrom("dealers").select("name").where("id", "=", dealer2.id).executeTakeFirstOrThrow();
    const account = await callTrackingAccountOf(db, dealer2.id);
    if (!account) throw notFound(`Dealer ${dealer2.code} has no call-tracking account.`);
    const link = calldripSignOnLink(
      calldripKey,
      {
        dealerCode: dealer2.code,
        dealerName: details.name,
        loginName: caller.loginName,
        userName: caller.userName,
        actor: caller.impersonator?.loginName ?? null,
        trackingNumber: account.trackingNumber
      },
      clock.now()
    );
    logger.info({ event: "calldrip_sign_on", dealer: dealer2.code, user: caller.loginName, actor: caller.impersonator?.loginName }, "call-tracking sign-on link issued");
    return { headers: NO_STORE2, body: link };
  };
  return {
    requestPasswordReset: async ({ body: form }) => {
      const issued = await recordPasswordReset(db, form, clock.now());
      for (const reset of issued) {
        logger.info({ event: "password_reset_requested", userId: reset.userId, expiresAt: reset.expiresAt.toISOString() }, "password reset link issued");
      }
      return { body: { success: true, message: RESET_ACCEPTED } };
    },
    createAuthorizationCode: async ({ body: form, request }) => {
      const redirects = await partnerRedirectsOf(db, form.client_id);
      if (!redirects) {
        throw new ValidationError([{ field: "client_id", messageKey: "INVALID_VALUE", message: `No partner application is registered as ${form.client_id}.` }]);
      }
      const redirect = redirects.find((candidate) => candidate.redirectUri === form.redirect_uri);
      if (!redirect) {
        throw new ValidationError([{ field: "redirect_uri", messageKey: "INVALID_VALUE", message: "The redirect URI is not registered for this application." }]);
      }
      const scopes = (form.scope ?? LMS_DEFAULT_SCOPE).split(" ").filter(Boolean);
      const unknownScope = scopes.find((scope) => !LMS_SCOPES.includes(scope));
      if (unknownScope !== void 0 || scopes.length === 0) {
        throw new ValidationError([{ field: "scope", messageKey: "INVALID_VALUE", message: `Unknown scope "${unknownScope ?? ""}".` }]);
      }
      const login = await checkLogin(db, form.username, form.password, clock.now(), request.log, { throttle: tokens2.signInThrottle, address: request.ip });
      if (!login.ok) {
        request.log.info({ event: "authorize_refused", reason: login.reason, username: form.username }, "partner sign-in refused");
        if (login.reason === "account_locked") {
          throw new HttpError(401, "account_locked", "The account is locked after too many failed sign-ins; try again later.", {
            lockedUntil: login.lockedUntil.toISOString()
          });
        }
        if (login.reason === "account_disabled") throw new HttpError(403, "account_disabled", "The account is disabled.");
        throw new HttpError(401, "invalid_grant", "The username or password is incorrect.");
      }
      const user = await db.selectFrom("users").select(["oemId"]).where("id", "=", login.user.userId).executeTakeFirstOrThrow();
      if (login.user.ssoLoginOnly || user.oemId !== redirect.oemId) {
        throw new HttpError(403, "forbidden", "You may not use this application.");
      }
      const issued = await issueAuthorizationCode(
        db,
        { userId: login.user.userId, clientId: form.client_id, redirectUri: redirect.redirectUri, scope: scopes.join(" ") },
        clock.now()
      );
      request.log.info({ event: "authorization_code_issued", userId: login.user.userId, clientId: form.client_id }, "authorization code issued");
      return {
        headers: NO_STORE2,
        body: {
          code: issued.code,
          ...form.state !== void 0 ? { state: form.state } : {},
          redirectUrl: redirectWithCode(redirect.redirectUri, issued.code, form.state),
          expiresIn: issued.expiresIn
        }
      };
    },
    getCalldripSignOnUrlForDealer: async ({ caller, params }) => calldripLinkFor(signedIn(caller), params.id),
    getCalldripSignOnUrl: async ({ caller }) => calldripLinkFor(signedIn(caller), void 0)
  };
}

// src/server/handlers/user/allowed-components.ts
var COMPONENTS = {
  /** The header's navigation menu; hidden for users limited to single sign-on. */
  navigationMenu: "navigationMenu",
  /** The single sign-on notice page that SSO-only users see instead of the portal. */
  ssoNotice: "ssoNotice",
  /** The Admin Portal tab, for admins only. */
  adminPortalLink: "adminPortalLink",
  /** The admin toolbar: for the CMS editor group, role admin or role Dealer Group, own or impersonated. */
  adminToolbar: "adminToolbar",
  /** The toolbar's OEM selector, user search and Apply / Reset: admins only may impersonate. */
  impersonation: "impersonation",
  /** "Please impersonate a user to see SmartPortal information" for a JDP admin not impersonating. */
  impersonationPrompt: "impersonationPrompt",
  /** The feedback icon that opens Contact Us; hidden for the CMS Editor role. */
  feedbackIcon: "feedbackIcon",
  /** The contact confirmation modals: dealers not impersonating, except Hyundai CA. */
  contactConfirmation: "contactConfirmation",
  /** The Honda and Acura enrollment link, shown to dealers only. */
  enrollmentLink: "enrollmentLink",
  /** Providers, packages and enrolling: dealers and admins acting as one; never CMS editors. */
  enrollment: "enrollment",
  /** The CMS editing toolbar (enable/disable editing, preview, publish, discard). */
  cmsEditing: "cmsEditing",
  /** The change-password entry and dialog. */
  changePassword: "changePassword"
};
var ENROLLMENT_LINK_SKINS = /* @__PURE__ */ new Set(["honda", "acura"]);
var NO_CONTACT_CONFIRMATION_SKINS = /* @__PURE__ */ new Set(["hyundaica"]);
function allowedComponents({ caller, userGroups, oemSkinName, ssoLoginOnly, canChangePassword }) {
  if (ssoLoginOnly && !caller.impersonator) return [COMPONENTS.ssoNotice];
  const own = roleKeysOf(caller);
  const isDealer = own.has("dealer") || own.has("dealerGroup");
  const isAdmin = caller.roles.has("admin");
  const names = [];
  const allow = (name, when) => {
    if (when) names.push(name);
  };
  allow(COMPONENTS.navigationMenu, !ssoLoginOnly);
  allow(COMPONENTS.ssoNotice, ssoLoginOnly);
  allow(COMPONENTS.adminPortalLink, isAdmin);
  allow(
    COMPONENTS.adminToolbar,
    isAdmin || own.has("dealerGroup") || caller.belongsToCmsEditorGroup || (caller.impersonator?.belongsToCmsEditorGroup ?? false)
  );
  allow(COMPONENTS.impersonation, isAdmin);
  allow(COMPONENTS.impersonationPrompt, own.has("admin") && !caller.impersonator && userGroups.includes(USER_GROUP_JDP_ADMIN));
  allow(COMPONENTS.feedbackIcon, !caller.belongsToCmsEditorGroup);
  allow(COMPONENTS.contactConfirmation, isDealer && !caller.impersonator && !NO_CONTACT_CONFIRMATION_SKINS.has(oemSkinName));
  allow(COMPONENTS.enrollmentLink, isDealer && ENROLLMENT_LINK_SKINS.has(oemSkinName));
  allow(COMPONENTS.enrollment, isDealer && !caller.belongsToCmsEditorGroup);
  allow(COMPONENTS.cmsEditing, caller.belongsToCmsEditorGroup);
  allow(COMPONENTS.changePassword, canChangePassword && !ssoLoginOnly && !caller.impersonator);
  return names;
}

// src/server/handlers/user/change-password.ts
var CHANGE_PASSWORD_ERROR = { currentPassword: 1, newPassword: 2, confirmPassword: 3, strength: 10 };
var error = (id, messageKey) => ({
  id,
  message: translateEnglish(messageKey),
  messageKey
});
function mayChangePassword(owner, impersonating) {
  return owner.canChangePassword && !owner.ssoLoginOnly && !impersonating;
}
async function changePassword(db, userId, storedHash, request, now) {
  let currentMatches = false;
  try {
    currentMatches = await verifyPassword(request.password, storedHash);
  } catch (failure) {
    if (!(failure instanceof MalformedPasswordHashError)) throw failure;
  }
  const errors = [];
  if (!currentMatches) errors.push(error(CHANGE_PASSWORD_ERROR.currentPassword, "CURRENT_PASSWORD_INCORRECT"));
  if (request.confirmPassword !== request.newPassword) errors.push(error(CHANGE_PASSWORD_ERROR.confirmPassword, "PASSWORD_MISMATCH"));
  if (currentMatches && request.newPassword === request.password) {
    errors.push(error(CHANGE_PASSWORD_ERROR.strength, "PASSWORD_REUSED"));
  }
  if (errors.length > 0) return { success: false, errors };
  const passwordHash = await hashPassword(request.newPassword);
  const updated = await db.updateTable("users").set({ passwordHash, updatedAt: now }).where("id", "=", userId).where("passwordHash", "=", storedHash).executeTakeFirst();
  if (updated.numUpdatedRows === 0n) return { success: false, errors: [error(CHANGE_PASSWORD_ERROR.currentPassword, "CURRENT_PASSWORD_INCORRECT")] };
  return { success: true, errors: [] };
}

// src/server/handlers/user/menu-tree.ts
var MENU_MAX_DEPTH = 3;
function buildMenuTree(rows, granted) {
  const children = /* @__PURE__ */ new Map();
  for (const row of rows) {
    const siblings = children.get(row.parentId) ?? [];
    siblings.push(row);
    children.set(row.parentId, siblings);
  }
  const build = (parentId, depth) => {
    if (depth > MENU_MAX_DEPTH) return [];
    const level = [...children.get(parentId) ?? []].sort((a, b) => a.position - b.position || a.id - b.id);
    const items = [];
    for (const row of level) {
      if (!granted.has(row.id)) continue;
      const filteredChildren = build(row.id, depth + 1);
      if (row.url === "" && filteredChildren.length === 0) continue;
      items.push({ id: row.id, name: row.name, url: row.url, filteredChildren });
    }
    return items;
  };
  return build(null, 1);
}
async function loadMenuTree(db, user) {
  if (user.ssoLoginOnly) return [];
  const [rows, grants] = await Promise.all([
    db.selectFrom("menuItems").select(["id", "parentId", "name", "url", "position"]).execute(),
    db.selectFrom("menuGrants").select("menuItemId").where(
      (eb) => eb.or([
        eb("userId", "=", user.userId),
        eb.and([
          eb("role", "=", user.role),
          user.oemId === null ? eb("oemId", "is", null) : eb.or([eb("oemId", "is", null), eb("oemId", "=", user.oemId)])
        ])
      ])
    ).execute()
  ]);
  return buildMenuTree(rows, new Set(grants.map((grant) => grant.menuItemId)));
}

// src/server/handlers/user/user-details.ts
import { jsonArrayFrom } from "kysely/helpers/postgres";
var isLanguageCode = (code) => LANGUAGES.includes(code);
async function loadUserDetails(db, caller, signOnUrl) {
  const row = await db.selectFrom("users").innerJoin("oems", "oems.id", "users.oemId").select([
    "users.loginName",
    "users.userName",
    "users.role",
    "users.userGroups",
    "users.oemId",
    "users.language",
    "users.ssoLoginOnly",
    "users.headerLogo",
    "users.trilogyLogo",
    "users.biDashboards as userBiDashboards",
    "users.lastLoginAt",
    "oems.code as oemCode",
    "oems.skinName",
    "oems.hasBundles",
    "oems.availableLanguages",
    "oems.biDashboards as oemBiDashboards",
    "oems.lmsExternalUrl",
    "oems.ssoPortalUrl",
    // In the same round trip: the user's details are read on every page load.
    (eb) => jsonArrayFrom(
      eb.selectFrom("userDealers").innerJoin("dealers", "dealers.id", "userDealers.dealerId").select("dealers.code").whereRef("userDealers.userId", "=", "users.id").orderBy("dealers.code")
    ).as("linkedDealers")
  ]).where("users.id", "=", caller.userId).executeTakeFirst();
  if (!row) throw notFound("The user no longer exists.");
  const roles = roleKeysOf(caller);
  const actsForDealers = roles.has("dealer") || roles.has("dealerGroup");
  const dealerCode = actsForDealers ? (await defaultDealerOf(db, caller.userId))?.code : void 0;
  const linked = actsForDealers ? row.linkedDealers.map((dealer2) => dealer2.code) : [];
  const dealerCodes = dealerCode ? [dealerCode, ...linked.filter((code) => code !== dealerCode)] : linked;
  const languages = row.availableLanguages.filter(isLanguageCode);
  const ownCode = row.language === "FRENCH" ? "fr" : "en";
  const availableLanguagesCodes = languages.includes(ownCode) ? languages : [ownCode, ...languages];
  const ssoPortalUrl = signOnUrl ?? row.ssoPortalUrl;
  return {
    userName: row.userName,
    loginName: row.loginName,
    oemId: row.oemId,
    oemName: row.oemCode,
    oemSkinName: row.skinName,
    role: row.role,
    userGroups: [...row.userGroups],
    ...caller.impersonator ? {
      impersonator: {
        login: caller.impersonator.loginName,
        role: caller.impersonator.role,
        belongsToCmsEditorGroup: caller.impersonator.belongsToCmsEditorGroup
      }
    } : {},
    ssoLoginOnlyAllowed: row.ssoLoginOnly,
    ...ssoPortalUrl ? { ssoPortalUrl } : {},
    ...row.lastLoginAt ? { lastLoginTime: row.lastLoginAt.toISOString() } : {},
    language: row.language,
    availableLanguagesCodes,
    biDashboards: row.userBiDashboards ?? row.oemBiDashboards,
    ...row.lmsExternalUrl ? { lmsExternalUrl: row.lmsExternalUrl } : {},
    hasBundles: row.hasBundles,
    ...row.trilogyLogo ? { trilogyLogo: row.trilogyLogo } : {},
    ...row.headerLogo ? { headerLogo: row.headerLogo } : {},
    belongsToCmsEditorGroup: caller.belongsToCmsEditorGroup,
    ...dealerCode ? { dealerCode } : {},
    dealerCodes
  };
}

// src/server/handlers/user/dealer-choice.ts
async function chooseDealer(db, userId, dealerCode, now) {
  const link = await db.selectFrom("userDealers").innerJoin("dealers", "dealers.id", "userDealers.dealerId").select("userDealers.dealerId").where("userDealers.userId", "=", userId).where("dealers.code", "=", dealerCode).executeTakeFirst();
  if (!link) throw forbidden(`You may not act for dealer ${dealerCode}.`);
  await db.insertInto("userDealerChoices").values({ userId, dealerId: link.dealerId, chosenAt: now }).onConflict((conflict2) => conflict2.column("userId").doUpdateSet({ dealerId: link.dealerId, chosenAt: now })).execute();
}

// src/server/handlers/user.ts
var LANGUAGE_OF_CODE = { en: "ENGLISH", fr: "FRENCH" };
function createUserHandlers({ db, clock, config, sessions, logger }) {
  const signOnUrl = config.sso ? new URL(SSO_LOGIN_PATH, config.sso.redirectUri).toString() : void 0;
  const accountOf = async (userId) => {
    const row = await db.selectFrom("users").innerJoin("oems", "oems.id", "users.oemId").select(["users.role", "users.oemId", "users.userGroups", "users.ssoLoginOnly", "users.canChangePassword", "users.passwordHash", "oems.skinName"]).where("users.id", "=", userId).executeTakeFirst();
    if (!row) throw notFound("The user no longer exists.");
    return row;
  };
  return {
    // Read on every page load: cached with the user (ServerConfig.userCacheTtlMs) and dropped by
    // forgetUser when a row it reads changes (sign-in time, language). The impersonator is part
    // of the answer, so each impersonation has its own entry.
    getUserDetails: async ({ caller }) => {
      const who = signedIn(caller);
      const key = `userDetails:${who.impersonator?.userId ?? "self"}`;
      return { body: await sessions.cachedForUser(who.userId, key, () => loadUserDetails(db, who, signOnUrl)) };
    },
    getAllowedComponents: async ({ caller }) => {
      const who = signedIn(caller);
      const account = await accountOf(who.userId);
      return {
        body: allowedComponents({
          caller: who,
          userGroups: account.userGroups,
          oemSkinName: account.skinName,
          ssoLoginOnly: account.ssoLoginOnly,
          canChangePassword: account.canChangePassword
        })
      };
    },
    getHeaderMenu: async ({ caller }) => {
      const who = signedIn(caller);
      const account = await accountOf(who.userId);
      return { body: await loadMenuTree(db, { userId: who.userId, role: account.role, oemId: account.oemId, ssoLoginOnly: account.ssoLoginOnly }) };
    },
    changeUserLanguage: async ({ caller, query }) => {
      const who = signedIn(caller);
      const code = query.languageCode;
      const details = await loadUserDetails(db, who, signOnUrl);
      if (!details.availableLanguagesCodes.includes(code)) {
        throw new ValidationError([
          {
            field: "query.languageCode",
            message: `The language "${code}" is not offered to this user; choose one of ${details.availableLanguagesCodes.join(", ")}.`,
            messageKey: "INVALID_VALUE"
          }
        ]);
      }
      await db.updateTable("users").set({ language: LANGUAGE_OF_CODE[code], updatedAt: clock.now() }).where("id", "=", who.userId).execute();
      sessions.forgetUser(who.userId);
      return { body: await loadUserDetails(db, who, signOnUrl) };
    },
    chooseDealer: async ({ caller, body }) => {
      const who = signedIn(caller);
      await chooseDealer(db, who.userId, body.dealerCode, clock.now());
      sessions.forgetUser(who.userId);
      return { body: await loadUserDetails(db, who, signOnUrl) };
    },
    getChangePasswordPermission: async ({ caller }) => {
      const who = signedIn(caller);
      const account = await accountOf(who.userId);
      return { body: { edit: mayChangePassword(account, who.impersonator !== null) } };
    },
    changePassword: async ({ caller, body, request }) => {
      const who = signedIn(caller);
      const account = await accountOf(who.userId);
      if (who.impersonator) throw new HttpError(403, "forbidden", "An administrator acting as a user cannot change that user's password.");
      if (!mayChangePassword(account, false)) throw forbidden("You do not have permission to change password");
      const result = await changePassword(db, who.userId, account.passwordHash, body, clock.now());
      if (result.success) {
        await sessions.revokeRefreshTokens(who.userId, sessions.sessionIdOf(request));
        logger.info({ event: "password_changed", userId: who.userId }, "password changed");
      }
      return { body: result };
    }
  };
}

// src/server/handlers/tools/contact/contact-delivery.ts
import { sql as sql24 } from "kysely";

// src/server/handlers/tools/contact/contact-message-rows.ts
function contactMessageRows(db) {
  return db.selectFrom("contactMessages").leftJoin("users", "users.id", "contactMessages.userId").leftJoin("dealers", "dealers.id", "contactMessages.dealerId").select([
    "contactMessages.id",
    "contactMessages.createdAt",
    "contactMessages.name",
    "contactMessages.email",
    "contactMessages.phone",
    "contactMessages.subject",
    "contactMessages.message",
    "users.loginName",
    "contactMessages.impersonatorLogin",
    "dealers.code as dealerCode"
  ]);
}

// src/server/handlers/tools/contact/forward-to-desk.ts
var REASON_MAX_CHARS = 500;
async function forwardToDesk(url, message, timeoutMs) {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": `smartportal-contact-${message.id}` },
      body: JSON.stringify(message),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "error"
    });
    if (response.ok) {
      await response.body?.cancel();
      return { accepted: true };
    }
    const text2 = (await response.text().catch(() => "")).replace(/\s+/g, " ").trim();
    return { accepted: false, reason: `The support desk answered HTTP ${response.status}${text2 ? `: ${text2}` : ""}`.slice(0, REASON_MAX_CHARS) };
  } catch (error2) {
    const name = error2 instanceof Error ? error2.name : "";
    if (name === "TimeoutError" || name === "AbortError") return { accepted: false, reason: `The support desk did not answer within ${timeoutMs / 1e3} s.` };
    const cause = error2 instanceof Error && error2.cause instanceof Error ? error2.cause.message : error2 instanceof Error ? error2.message : String(error2);
    return { accepted: false, reason: `The support desk could not be reached: ${cause}`.slice(0, REASON_MAX_CHARS) };
  }
}

// src/server/handlers/tools/contact/contact-delivery.ts
var MAX_AUTOMATIC_ATTEMPTS = 12;
var FIRST_RETRY_MS = 6e4;
var LONGEST_RETRY_MS = 6 * 60 * 60 * 1e3;
function retryDelayMs(attempts) {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}
function leaseMs(settings) {
  return settings.timeoutMs * 2 + 3e4;
}
var plus = (at2, ms) => new Date(at2.getTime() + ms);
async function claimForResend(db, id, now, settings) {
  const claimed = await db.updateTable("contactMessages").set({ deliveryStatus: "PENDING", nextDeliveryAt: plus(now, leaseMs(settings)) }).where("id", "=", id).where(
    (eb) => eb.or([
      eb("deliveryStatus", "in", ["FAILED", "INBOX_ONLY"]),
      eb.and([eb("deliveryStatus", "=", "PENDING"), eb.or([eb("nextDeliveryAt", "is", null), eb("nextDeliveryAt", "<=", now)])])
    ])
  ).executeTakeFirst();
  if (claimed.numUpdatedRows > 0n) return "claimed";
  const row = await db.selectFrom("contactMessages").select("deliveryStatus").where("id", "=", id).executeTakeFirst();
  if (!row) return "unknown";
  return row.deliveryStatus === "SENT" ? "sent" : "busy";
}
async function claimNextDue(db, now, settings) {
  const row = await db.updateTable("contactMessages").set({ deliveryStatus: "PENDING", nextDeliveryAt: plus(now, leaseMs(settings)) }).where(
    "id",
    "=",
    (eb) => eb.selectFrom("contactMessages").select("id").where("deliveryStatus", "in", ["PENDING", "FAILED"]).where("nextDeliveryAt", "<=", now).orderBy("nextDeliveryAt").limit(1).modifyEnd(sql24`for update skip locked`)
  ).returning("id").executeTakeFirst();
  return row?.id;
}
async function claimedMessageOf(db, id) {
  const row = await contactMessageRows(db).leftJoin("oems", "oems.id", "dealers.oemId").select(["dealers.name as dealerName", "oems.name as oemName", "contactMessages.deliveryAttempts"]).where("contactMessages.id", "=", id).executeTakeFirst();
  if (!row) return void 0;
  const { createdAt, deliveryAttempts, ...rest } = row;
  return { message: { ...rest, receivedAt: createdAt.toISOString() }, attempts: deliveryAttempts };
}
async function forwardClaimed(db, clock, id, settings) {
  const claimed = await claimedMessageOf(db, id);
  if (!claimed) return { sent: false, reason: "The message no longer exists.", nextTryAt: null };
  const answer = await forwardToDesk(settings.url, claimed.message, settings.timeoutMs);
  const now = clock.now();
  const attempts = claimed.attempts + 1;
  if (answer.accepted) {
    await db.updateTable("contactMessages").set({ deliveryStatus: "SENT", deliveryAttempts: attempts, deliveryError: null, deliveredAt: now, nextDeliveryAt: null }).where("id", "=", id).execute();
    return { sent: true };
  }
  const nextTryAt = attempts < MAX_AUTOMATIC_ATTEMPTS ? plus(now, retryDelayMs(attempts)) : null;
  await db.updateTable("contactMessages").set({ deliveryStatus: "FAILED", deliveryAttempts: attempts, deliveryError: answer.reason, nextDeliveryAt: nextTryAt }).where("id", "=", id).execute();
  return { sent: false, reason: answer.reason, nextTryAt };
}
async function forwardDueMessages(db, clock, settings, limit = 20) {
  let forwarded = 0;
  for (let round = 0; round < limit; round += 1) {
    const id = await claimNextDue(db, clock.now(), settings);
    if (id === void 0) break;
    if ((await forwardClaimed(db, clock, id, settings)).sent) forwarded += 1;
  }
  return forwarded;
}

// src/server/handlers/tools/contact/contact-inbox.ts
async function contactInbox(db, page) {
  const [rows, count] = await Promise.all([
    contactMessageRows(db).select([
      "contactMessages.deliveryStatus",
      "contactMessages.deliveryAttempts",
      "contactMessages.deliveryError",
      "contactMessages.deliveredAt",
      "contactMessages.nextDeliveryAt"
    ]).orderBy("contactMessages.createdAt", "desc").orderBy("contactMessages.id", "desc").limit(page.limit).offset(page.offset).execute(),
    db.selectFrom("contactMessages").select((eb) => eb.fn.countAll().as("count")).executeTakeFirstOrThrow()
  ]);
  return {
    total: Number(count.count),
    rows: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      deliveredAt: row.deliveredAt?.toISOString() ?? null,
      // A lease of a forward under way is no promise of a next try; only FAILED rows have one.
      nextDeliveryAt: row.deliveryStatus === "FAILED" ? row.nextDeliveryAt?.toISOString() ?? null : null
    }))
  };
}

// src/server/handlers/tools/contact/contact-message.ts
function checkedContactMessage(request) {
  const problems = new FieldProblems();
  const name = problems.requiredText("name", request.name);
  const email = problems.requiredText("email", request.email);
  const message = problems.requiredText("message", request.message);
  problems.throwIfAny();
  const phone = request.phone?.trim();
  const subject = request.subject?.trim();
  return { name, email, message, ...phone ? { phone } : {}, ...subject ? { subject } : {} };
}

// src/server/handlers/tools/contact/contact-handlers.ts
function createContactHandlers({ db, clock, config, logger }) {
  const desk = config.contactForwardUrl ? { url: config.contactForwardUrl, timeoutMs: config.contactForwardTimeoutMs } : void 0;
  return {
    sendContactUsMessage: async ({ caller, body }) => {
      const user = signedIn(caller);
      const message = checkedContactMessage(body);
      const dealer2 = await defaultDealerOf(db, user.userId);
      const now = clock.now();
      const stored = await db.insertInto("contactMessages").values({
        userId: user.userId,
        impersonatorLogin: user.impersonator?.loginName ?? null,
        dealerId: dealer2?.id ?? null,
        name: message.name,
        email: message.email,
        phone: message.phone ?? null,
        subject: message.subject ?? null,
        message: message.message,
        createdAt: now,
        // Stored already claimed for this forward; a process that dies before recording it leaves a lease the retrier takes over.
        deliveryStatus: desk ? "PENDING" : "INBOX_ONLY",
        nextDeliveryAt: desk ? new Date(now.getTime() + leaseMs(desk)) : null
      }).returning("id").executeTakeFirstOrThrow();
      if (desk) {
        const outcome = await forwardClaimed(db, clock, stored.id, desk);
        if (!outcome.sent) logger.warn({ contactMessageId: stored.id, reason: outcome.reason }, "Contact Us message kept for a later try: the support desk did not take it");
      }
      return { body: { success: true, message: "Sent Successfully" } };
    },
    listContactUsMessages: async ({ query }) => {
      const paging = pageRequestOf(query);
      const { rows, total } = await contactInbox(db, { limit: paging.size, offset: paging.offset });
      return { body: { content: rows, page: pageInfoOf(paging, total) } };
    },
    resendContactUsMessage: async ({ params }) => {
      if (!desk) throw conflict("No support desk is configured (CONTACT_US_FORWARD_URL); messages are read in this inbox.", "no_support_desk");
      const claim = await claimForResend(db, params.id, clock.now(), desk);
      if (claim === "unknown") throw notFound("There is no such message.");
      if (claim === "sent") throw conflict("The support desk already has this message.", "already_sent");
      if (claim === "busy") throw conflict("This message is being forwarded right now.", "forward_in_progress");
      const outcome = await forwardClaimed(db, clock, params.id, desk);
      if (!outcome.sent) {
        const next = outcome.nextTryAt ? "It will be tried again." : "It is not tried again by itself any more; send it again later.";
        throw conflict(`${outcome.reason.replace(/[.\s]*$/, ".")} ${next}`, "desk_refused");
      }
      return { body: { success: true, message: "Sent Successfully" } };
    }
  };
}

// src/server/handlers/tools/central-time/central-day-range.ts
import { sql as sql25 } from "kysely";
function centralDayStart(day) {
  return sql25`(${day}::date::timestamp at time zone ${SERVER_TIME_ZONE})`;
}
function centralDayEnd(day) {
  return sql25`((${day}::date + 1)::timestamp at time zone ${SERVER_TIME_ZONE})`;
}
function daysBefore(day, days) {
  const at2 = /* @__PURE__ */ new Date(`${day}T00:00:00Z`);
  at2.setUTCDate(at2.getUTCDate() - days);
  return at2.toISOString().slice(0, 10);
}

// src/server/handlers/tools/log-viewer/first-subscribe-date.ts
async function searchedDealerId(db, caller, dealerCode) {
  if (dealerCode !== void 0) {
    const dealer2 = await db.selectFrom("dealers").select("id").where("code", "=", dealerCode).executeTakeFirst();
    return dealer2?.id ?? null;
  }
  const own = await db.selectFrom("userDealers").select("dealerId").where("userId", "=", caller.userId).limit(2).execute();
  return own.length === 1 ? own[0].dealerId : null;
}
async function firstSubscribeDate(db, dealerId) {
  if (dealerId === null) return null;
  const [subscription, enrollment] = await Promise.all([
    db.selectFrom("subscriptions").select((eb) => eb.fn.min("subscribedDate").as("first")).where("dealerId", "=", dealerId).executeTakeFirst(),
    db.selectFrom("programEnrollments").select((eb) => eb.fn.min("enrolledDate").as("first")).where("dealerId", "=", dealerId).executeTakeFirst()
  ]);
  const days = [subscription?.first, enrollment?.first].filter((day) => typeof day === "string");
  return days.length > 0 ? days.sort()[0] : null;
}

// src/server/handlers/tools/scope/dealer-owned-rows.ts
import { sql as sql26 } from "kysely";
function dealerOwnedRows(caller, table) {
  const roles = roleKeysOf(caller);
  if (roles.has("admin")) return sql26`true`;
  const allowed = [];
  if (roles.has("oem") && caller.oemId !== null) allowed.push(sql26`${sql26.ref(`${table}.oemId`)} = ${caller.oemId}`);
  if (roles.has("dealer") || roles.has("dealerGroup")) {
    allowed.push(sql26`${sql26.ref(`${table}.dealerId`)} in (select dealer_id from user_dealers where user_id = ${caller.userId})`);
  }
  return allowed.length > 0 ? sql26`(${sql26.join(allowed, sql26` or `)})` : sql26`false`;
}

// src/server/handlers/tools/log-viewer/log-query.ts
var LOG_SORT_FIELDS = ["receivedAt", "eventType", "status", "dealerCode", "documentId"];
var DEFAULT_LOG_ORDER = { field: "receivedAt", direction: "desc" };
var SORT_COLUMNS3 = {
  receivedAt: "eventLogs.receivedAt",
  eventType: "eventLogs.eventType",
  status: "eventLogs.status",
  dealerCode: "dealers.code",
  documentId: "eventLogs.documentId"
};
async function findLogs(db, caller, filters, order, page) {
  let base = db.selectFrom("eventLogs").leftJoin("dealers", "dealers.id", "eventLogs.dealerId").where(dealerOwnedRows(caller, "eventLogs")).where("eventLogs.receivedAt", ">=", centralDayStart(filters.receivedDateFrom)).where("eventLogs.receivedAt", "<", centralDayEnd(filters.receivedDateTo));
  if (filters.dealerCode !== void 0) base = base.where("dealers.code", "=", filters.dealerCode);
  if (filters.eventType !== void 0) base = base.where("eventLogs.eventType", "=", filters.eventType);
  if (filters.documentId !== void 0) base = base.where("eventLogs.documentId", "=", filters.documentId);
  const [rows, count] = await Promise.all([
    base.select([
      "eventLogs.id",
      "eventLogs.receivedAt",
      "eventLogs.eventType",
      "dealers.code as dealerCode",
      "eventLogs.documentId",
      "eventLogs.status",
      "eventLogs.message"
    ]).orderBy(SORT_COLUMNS3[order.field], order.direction).orderBy("eventLogs.id", order.direction).limit(page.limit).offset(page.offset).execute(),
    base.select((eb) => eb.fn.countAll().as("count")).executeTakeFirstOrThrow()
  ]);
  return {
    total: Number(count.count),
    rows: rows.map((row) => ({
      id: row.id,
      receivedAt: row.receivedAt.toISOString(),
      eventType: row.eventType,
      ...row.dealerCode !== null ? { dealerCode: row.dealerCode } : {},
      documentId: row.documentId,
      status: row.status,
      message: row.message
    }))
  };
}

// src/server/handlers/tools/log-viewer/log-viewer-handlers.ts
var NO_EVENT_TYPE = "None";
var LOG_VIEWER_DEFAULT_DAYS = 30;
function createLogViewerHandlers({ db, clock }) {
  const eventTypes = async () => (await db.selectFrom("eventTypes").select("name").orderBy("position").execute()).map((row) => row.name);
  return {
    getLogViewerPage: async () => {
      const today = serverDateOf(clock.now());
      return {
        body: { eventTypes: [NO_EVENT_TYPE, ...await eventTypes()], receivedDateFrom: daysBefore(today, LOG_VIEWER_DEFAULT_DAYS - 1), receivedDateTo: today }
      };
    },
    searchLogs: async ({ caller, query, body }) => {
      const user = signedIn(caller);
      const search = body;
      const problems = new FieldProblems();
      if (search.receivedDateFrom > search.receivedDateTo) problems.add("receivedDateFrom", "DATE_RANGE_INVALID");
      const eventType = search.eventType === void 0 || search.eventType === NO_EVENT_TYPE ? void 0 : search.eventType;
      if (eventType !== void 0 && !(await eventTypes()).includes(eventType)) {
        problems.add("eventType", "INVALID_VALUE", { message: `There is no event type ${eventType}.` });
      }
      problems.throwIfAny();
      const documentId = search.documentId?.trim() || void 0;
      const filters = {
        receivedDateFrom: search.receivedDateFrom,
        receivedDateTo: search.receivedDateTo,
        ...search.dealerCode ? { dealerCode: search.dealerCode } : {},
        ...eventType ? { eventType } : {},
        ...documentId ? { documentId } : {}
      };
      const paging = pageRequestOf(query);
      const order = sortOrderOf(query.sort, LOG_SORT_FIELDS, DEFAULT_LOG_ORDER);
      const [{ rows, total }, dealerId] = await Promise.all([
        findLogs(db, user, filters, order, { limit: paging.size, offset: paging.offset }),
        searchedDealerId(db, user, filters.dealerCode)
      ]);
      return {
        body: { response: { content: rows, page: pageInfoOf(paging, total) }, firstSubscribeDate: await firstSubscribeDate(db, dealerId) }
      };
    }
  };
}

// src/server/handlers/tools/notifications/notification-handlers.ts
import { sql as sql27 } from "kysely";

// src/server/handlers/tools/notifications/subscription-link.ts
var UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
async function lockedSubscription(trx, id) {
  if (!UUID.test(id)) throw notFound("This unsubscribe link is not valid.");
  const row = await trx.selectFrom("notificationSubscriptions").innerJoin("notificationTypes", "notificationTypes.code", "notificationSubscriptions.notificationType").select([
    "notificationSubscriptions.id",
    "notificationSubscriptions.email",
    "notificationSubscriptions.userId",
    "notificationSubscriptions.dealerId",
    "notificationSubscriptions.subscribed",
    "notificationTypes.name as notificationName"
  ]).where("notificationSubscriptions.id", "=", id).forUpdate("notificationSubscriptions").executeTakeFirst();
  if (!row) throw notFound("This unsubscribe link is not valid.");
  return row;
}

// src/server/handlers/tools/notifications/notification-handlers.ts
function createNotificationHandlers({ db, clock }) {
  return {
    unsubscribeNotification: async ({ query }) => {
      const now = clock.now();
      const body = await db.transaction().execute(async (trx) => {
        const link = await lockedSubscription(trx, query.id);
        if (link.subscribed) {
          await trx.updateTable("notificationSubscriptions").set({ subscribed: false, unsubscribedAt: now }).where("id", "=", link.id).execute();
        }
        return {
          success: true,
          message: link.subscribed ? "You have been unsubscribed." : "You were already unsubscribed.",
          email: link.email,
          notificationName: link.notificationName,
          alreadyUnsubscribed: !link.subscribed
        };
      });
      return { body };
    },
    subscribeAllNotifications: async ({ body }) => {
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        const link = await lockedSubscription(trx, body.id);
        await sql27`insert into notification_subscriptions (id, notification_type, email, user_id, dealer_id, subscribed, subscribed_at, unsubscribed_at)
          select gen_random_uuid(), types.code, ${link.email}, ${link.userId}, ${link.dealerId}, true, ${now}, null from notification_types as types
          on conflict (lower(email), notification_type, coalesce(dealer_id, 0)) do update
            set subscribed = true, subscribed_at = case when notification_subscriptions.subscribed then notification_subscriptions.subscribed_at else excluded.subscribed_at end,
                unsubscribed_at = null`.execute(trx);
      });
      return { body: { success: true, message: "You are subscribed to all notifications again." } };
    }
  };
}

// src/server/handlers/tools/payload-lookup/central-wall-clock.ts
var PARTS = new Intl.DateTimeFormat("en-CA", {
  timeZone: SERVER_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit"
});
function centralWallClock(iso) {
  const parts = Object.fromEntries(PARTS.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second)));
}

// src/server/handlers/tools/payload-lookup/payload-file-names.ts
var safe = (text2) => text2.replace(/[^A-Za-z0-9._-]+/g, "_").slice(0, 120);
function payloadFileName(payloadLookupType, documentId) {
  return `Payload-${payloadLookupType}-${safe(documentId)}.xml`;
}
function payloadExportFileName(payloadLookupType, documentId, centralDate) {
  return `Payload-${payloadLookupType}-${safe(documentId)}-${centralDate}.xlsx`;
}

// src/server/handlers/tools/payload-lookup/payload-query.ts
var PAYLOAD_SORT_FIELDS = ["receivedAt", "processedAt", "documentId", "status", "dealerCode", "source"];
var DEFAULT_PAYLOAD_ORDER = { field: "receivedAt", direction: "desc" };
var SORT_COLUMNS4 = {
  receivedAt: "payloads.receivedAt",
  processedAt: "payloads.processedAt",
  documentId: "payloads.documentId",
  status: "payloads.status",
  dealerCode: "dealers.code",
  source: "payloads.source"
};
async function findPayloads(db, caller, lookup, order, page) {
  const base = db.selectFrom("payloads").leftJoin("dealers", "dealers.id", "payloads.dealerId").where("payloads.payloadLookupType", "=", lookup.payloadLookupType).where("payloads.documentId", "=", lookup.documentId).where(dealerOwnedRows(caller, "payloads")).$if(lookup.receivedDateFrom !== void 0, (query) => query.where("payloads.receivedAt", ">=", centralDayStart(lookup.receivedDateFrom))).$if(lookup.receivedDateTo !== void 0, (query) => query.where("payloads.receivedAt", "<", centralDayEnd(lookup.receivedDateTo)));
  let rowsQuery = base.select([
    "payloads.id",
    "payloads.payloadLookupType",
    "payloads.documentId",
    "dealers.code as dealerCode",
    "dealers.name as dealerName",
    "payloads.source",
    "payloads.receivedAt",
    "payloads.processedAt",
    "payloads.status"
  ]).orderBy(SORT_COLUMNS4[order.field], order.direction).orderBy("payloads.id", order.direction);
  if (page) rowsQuery = rowsQuery.limit(page.limit).offset(page.offset);
  const [rows, count] = await Promise.all([
    rowsQuery.execute(),
    base.select((eb) => eb.fn.countAll().as("count")).executeTakeFirstOrThrow()
  ]);
  return {
    total: Number(count.count),
    rows: rows.map((row) => ({
      id: row.id,
      payloadLookupType: row.payloadLookupType,
      documentId: row.documentId,
      ...row.dealerCode !== null ? { dealerCode: row.dealerCode } : {},
      ...row.dealerName !== null ? { dealerName: row.dealerName } : {},
      source: row.source,
      receivedAt: row.receivedAt.toISOString(),
      processedAt: row.processedAt ? row.processedAt.toISOString() : null,
      status: row.status
    }))
  };
}
async function findVisiblePayload(db, caller, id) {
  return db.selectFrom("payloads").select(["id", "payloadLookupType", "documentId", "status", "failedAt", "failures", "payloadXml"]).where("id", "=", id).where(dealerOwnedRows(caller, "payloads")).executeTakeFirst();
}

// src/server/handlers/tools/payload-lookup/payload-types.ts
var PAYLOAD_LOOKUP_PAGE = {
  payloadLookupTypes: [
    { value: "LEAD", label: "PAYLOAD_TYPE_LEAD" },
    { value: "DISPOSITION", label: "PAYLOAD_TYPE_DISPOSITION" },
    { value: "SALE", label: "PAYLOAD_TYPE_SALE" }
  ],
  defaultPayloadLookupType: "LEAD"
};

// src/server/handlers/tools/payload-lookup/payload-workbook.ts
import ExcelJS3 from "exceljs";
var XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
async function payloadWorkbook(rows, centralTime, t) {
  const workbook = new ExcelJS3.Workbook();
  workbook.creator = "SmartPortal";
  const sheet = workbook.addWorksheet("Payloads", { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = [
    { header: t("PL_COLUMN_ID"), key: "id", width: 12 },
    { header: t("PL_FIELD_TYPE"), key: "payloadLookupType", width: 18 },
    { header: t("PL_COLUMN_DOCUMENT_ID"), key: "documentId", width: 24 },
    { header: t("COLUMN_DEALER_CODE"), key: "dealerCode", width: 14 },
    { header: t("COLUMN_DEALER_NAME"), key: "dealerName", width: 32 },
    { header: t("PL_COLUMN_SOURCE"), key: "source", width: 24 },
    { header: t("PL_EXPORT_RECEIVED_CT"), key: "receivedAt", width: 20, style: { numFmt: "yyyy-mm-dd hh:mm:ss" } },
    { header: t("PL_EXPORT_PROCESSED_CT"), key: "processedAt", width: 20, style: { numFmt: "yyyy-mm-dd hh:mm:ss" } },
    { header: t("COLUMN_STATUS"), key: "status", width: 12 }
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow({
      ...row,
      payloadLookupType: t(`PAYLOAD_TYPE_${row.payloadLookupType}`),
      status: t(row.status),
      dealerCode: row.dealerCode ?? "",
      dealerName: row.dealerName ?? "",
      receivedAt: centralTime(row.receivedAt),
      processedAt: row.processedAt ? centralTime(row.processedAt) : null
    });
  }
  sheet.autoFilter = { from: "A1", to: "I1" };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

// src/server/handlers/tools/payload-lookup/payload-lookup-handlers.ts
var XML_HEADERS = {
  "content-type": "application/xml; charset=utf-8",
  "x-content-type-options": "nosniff",
  "content-security-policy": "default-src 'none'; sandbox"
};
function lookupOf(lookup, prefix) {
  const problems = new FieldProblems();
  const documentId = problems.requiredText(`${prefix}documentId`, lookup.documentId);
  const { receivedDateFrom, receivedDateTo } = lookup;
  if (receivedDateFrom !== void 0 && receivedDateTo !== void 0 && receivedDateFrom > receivedDateTo) {
    problems.add(`${prefix}receivedDateFrom`, "DATE_RANGE_INVALID");
  }
  problems.throwIfAny();
  return {
    payloadLookupType: lookup.payloadLookupType,
    documentId,
    ...receivedDateFrom !== void 0 ? { receivedDateFrom } : {},
    ...receivedDateTo !== void 0 ? { receivedDateTo } : {}
  };
}
function createPayloadLookupHandlers({ db, clock }) {
  const visiblePayload = async (caller, id) => {
    const payload = await findVisiblePayload(db, signedIn(caller), id);
    if (!payload) throw notFound("There is no such payload.");
    return payload;
  };
  return {
    getPayloadLookupPage: async () => ({ body: PAYLOAD_LOOKUP_PAGE }),
    searchPayloads: async ({ caller, query, body }) => {
      const paging = pageRequestOf(query);
      const order = sortOrderOf(query.sort, PAYLOAD_SORT_FIELDS, DEFAULT_PAYLOAD_ORDER);
      const lookup = lookupOf(body, "");
      const { rows, total } = await findPayloads(db, signedIn(caller), lookup, order, { limit: paging.size, offset: paging.offset });
      return { body: { content: rows, page: pageInfoOf(paging, total) } };
    },
    getPayloadFailDetails: async ({ caller, query }) => {
      const payload = await visiblePayload(caller, query.id);
      return {
        body: {
          id: payload.id,
          documentId: payload.documentId,
          status: payload.status,
          failedAt: payload.failedAt ? payload.failedAt.toISOString() : null,
          failures: payload.status === "FAILED" ? payload.failures : []
        }
      };
    },
    getPayloadXml: async ({ caller, query }) => {
      const payload = await visiblePayload(caller, query.id);
      return { headers: { ...XML_HEADERS, "cache-control": "private, no-store" }, body: payload.payloadXml };
    },
    downloadPayload: async ({ caller, query }) => {
      const payload = await visiblePayload(caller, query.id);
      return fileDownload({
        fileName: payloadFileName(payload.payloadLookupType, payload.documentId),
        contentType: XML_HEADERS["content-type"],
        content: payload.payloadXml,
        headers: { "content-security-policy": XML_HEADERS["content-security-policy"], "cache-control": "private, no-store" }
      });
    },
    exportPayloadsXls: async ({ caller, query }) => {
      const order = sortOrderOf(query.sort, PAYLOAD_SORT_FIELDS, DEFAULT_PAYLOAD_ORDER);
      const lookup = lookupOf(query, "query.");
      const who = signedIn(caller);
      const { rows } = await findPayloads(db, who, lookup, order);
      return fileDownload({
        fileName: payloadExportFileName(lookup.payloadLookupType, lookup.documentId, serverDateOf(clock.now())),
        contentType: XLSX_CONTENT_TYPE,
        content: await payloadWorkbook(rows, centralWallClock, await exportTranslateOf(db, who))
      });
    }
  };
}

// src/server/handlers/tools/resources/resource-filter-options.ts
async function resourceFilterOptions(db, scope) {
  const visible = db.selectFrom("resources").where(scope);
  const [categories, products, types, languages] = await Promise.all([
    db.selectFrom("resourceCategories").select(["id", "name"]).where("id", "in", visible.select("resources.categoryId")).orderBy("name").execute(),
    db.selectFrom("resourceProducts").select(["componentId", "name"]).where("componentId", "in", visible.select("resources.componentId")).orderBy("name").execute(),
    visible.select("resources.documentType").distinct().orderBy("resources.documentType").execute(),
    visible.select("resources.language").distinct().orderBy("resources.language").execute()
  ]);
  return {
    categories,
    products,
    documentTypes: types.map((row) => row.documentType),
    languages: languages.map((row) => row.language)
  };
}

// src/server/handlers/tools/resources/resource-query.ts
function resourceFiltersOf(query) {
  const { page: _page, size: _size, oemId: _oemId, resourceName, ...filters } = query;
  const name = resourceName?.trim();
  return { ...filters, ...name ? { resourceName: name } : {} };
}
async function findResources(db, scope, filters, page, links) {
  let query = db.selectFrom("resources").innerJoin("resourceCategories", "resourceCategories.id", "resources.categoryId").where(scope);
  if (filters.componentId !== void 0) query = query.where("resources.componentId", "=", filters.componentId);
  if (filters.categoryId !== void 0) query = query.where("resources.categoryId", "=", filters.categoryId);
  if (filters.documentType !== void 0) query = query.where("resources.documentType", "=", filters.documentType);
  if (filters.language !== void 0) query = query.where("resources.language", "=", filters.language);
  if (filters.resourceName !== void 0) query = query.where("resources.name", "ilike", likePattern(filters.resourceName));
  const [rows, count] = await Promise.all([
    query.leftJoin("resourceFiles", "resourceFiles.resourceId", "resources.id").select([
      "resources.id",
      "resources.name",
      "resources.description",
      "resources.componentId",
      "resources.categoryId",
      "resourceCategories.name as categoryName",
      "resources.documentType",
      "resources.language",
      "resources.url",
      "resources.fileSize",
      "resources.updatedAt",
      "resourceFiles.resourceId as fileId",
      (eb) => eb("resourceFiles.captions", "is not", null).as("hasCaptions")
    ]).orderBy("resourceCategories.name").orderBy("resources.name").orderBy("resources.id").limit(page.limit).offset(page.offset).execute(),
    query.select((eb) => eb.fn.countAll().as("count")).executeTakeFirstOrThrow()
  ]);
  return {
    total: Number(count.count),
    rows: rows.map((row) => ({
      id: row.id,
      name: row.name,
      ...row.description !== null ? { description: row.description } : {},
      componentId: row.componentId,
      categoryId: row.categoryId,
      categoryName: row.categoryName,
      documentType: row.documentType,
      language: row.language,
      // A stored file (a document, a video) opens at its signed address; a link at its own,
      // made absolute when it is a page of the portal.
      url: row.fileId !== null ? links.file(row.id) : links.page(row.url),
      ...row.hasCaptions ? { captionsUrl: links.captions(row.id) } : {},
      fileSize: row.fileId !== null ? row.fileSize : null,
      updatedAt: row.updatedAt.toISOString()
    }))
  };
}

// src/server/handlers/tools/resources/resource-scope.ts
async function resourceScopeOf(db, caller, requestedOemId2) {
  const scope = await oemScopeOf(db, caller);
  const oems = scope === null ? requestedOemId2 === void 0 ? null : [requestedOemId2] : [...scope];
  return (eb) => {
    if (oems === null) return eb.lit(true);
    return oems.length > 0 ? eb.or([eb("resources.oemId", "is", null), eb("resources.oemId", "in", oems)]) : eb("resources.oemId", "is", null);
  };
}

// src/server/handlers/tools/resources/signed-file-url.ts
import { createHmac as createHmac3, timingSafeEqual as timingSafeEqual4 } from "node:crypto";
var RESOURCE_LINK_TTL_SECONDS = 60 * 60;
function resourceFileSignature(secret, resourceId, expires, part = "file") {
  return createHmac3("sha256", secret).update(`resource-${part}:${resourceId}:${expires}`).digest("hex");
}
function signedQuery(secret, resourceId, now, part) {
  const expires = Math.floor(now.getTime() / 1e3) + RESOURCE_LINK_TTL_SECONDS;
  return `expires=${expires}&signature=${resourceFileSignature(secret, resourceId, expires, part)}`;
}
function resourceFilePath(secret, resourceId, now) {
  return `/api/portal/resources/files/${resourceId}?${signedQuery(secret, resourceId, now, "file")}`;
}
function resourceCaptionsPath(secret, resourceId, now) {
  return `/api/portal/resources/files/${resourceId}/captions?${signedQuery(secret, resourceId, now, "captions")}`;
}
function isValidResourceFileSignature(secret, resourceId, expires, signature, now, part = "file") {
  if (expires * 1e3 < now.getTime()) return false;
  const expected = Buffer.from(resourceFileSignature(secret, resourceId, expires, part), "hex");
  const given = Buffer.from(signature, "hex");
  return given.length === expected.length && timingSafeEqual4(given, expected);
}

// src/server/handlers/tools/resources/resource-handlers.ts
function createResourceHandlers({ db, clock, config }) {
  return {
    getResourceFilterOptions: async ({ caller }) => ({
      body: await resourceFilterOptions(db, await resourceScopeOf(db, signedIn(caller)))
    }),
    searchResources: async ({ caller, query, request }) => {
      const paging = pageRequestOf(query);
      const scope = await resourceScopeOf(db, signedIn(caller), query.oemId);
      const origin = `${request.protocol}://${request.host}`;
      const now = clock.now();
      const { rows, total } = await findResources(db, scope, resourceFiltersOf(query), { limit: paging.size, offset: paging.offset }, {
        file: (id) => origin + resourceFilePath(config.tokenSecret, id, now),
        captions: (id) => origin + resourceCaptionsPath(config.tokenSecret, id, now),
        page: (url) => new URL(url, origin).href
      });
      return { body: { content: rows, page: pageInfoOf(paging, total) } };
    },
    deleteResource: async ({ params }) => {
      const deleted = await db.deleteFrom("resources").where("id", "=", params.id).executeTakeFirst();
      if (deleted.numDeletedRows === 0n) throw notFound("There is no such resource.");
      return { body: { success: true, message: "Deleted Successfully" } };
    },
    getResourceFile: async ({ params, query }) => {
      if (!isValidResourceFileSignature(config.tokenSecret, params.id, query.expires, query.signature, clock.now())) {
        throw notFound("This link is not valid or has expired; open the resource again from the Resources page.");
      }
      const file = await db.selectFrom("resourceFiles").select(["fileName", "contentType", "content"]).where("resourceId", "=", params.id).executeTakeFirst();
      if (!file) throw notFound("There is no such file.");
      return fileDownload({
        fileName: file.fileName,
        contentType: file.contentType,
        content: file.content,
        disposition: "inline",
        headers: { "cache-control": "private, max-age=300" }
      });
    },
    getResourceCaptions: async ({ params, query }) => {
      if (!isValidResourceFileSignature(config.tokenSecret, params.id, query.expires, query.signature, clock.now(), "captions")) {
        throw notFound("This link is not valid or has expired; open the resource again from the Resources page.");
      }
      const file = await db.selectFrom("resourceFiles").select(["fileName", "captions"]).where("resourceId", "=", params.id).executeTakeFirst();
      if (file?.captions == null) throw notFound("This resource has no captions.");
      return fileDownload({
        fileName: file.fileName.replace(/\.[^.]+$/, ".vtt"),
        contentType: "text/vtt; charset=utf-8",
        content: file.captions,
        disposition: "inline",
        headers: { "cache-control": "private, max-age=300" }
      });
    }
  };
}

// src/server/handlers/website-program/due-changes.ts
var SCHEDULED_METHOD = "scheduledChange";
async function applyDueChanges(db, today, now) {
  const transition = subscriptionTransition("unsubscribe", "Termination Pending");
  if (!transition.allowed) throw new Error("the transition table no longer ends a pending termination");
  return db.transaction().execute(async (trx) => {
    const due = await trx.selectFrom("subscriptions").select(["id", "scheduledDate"]).where("status", "=", "Termination Pending").where("scheduledDate", "<", today).orderBy("id").forUpdate().skipLocked().execute();
    if (due.length === 0) return 0;
    const ids = due.map((row) => row.id);
    const scheduledBy = await trx.selectFrom("subscriptionHistory").select(["subscriptionId", "changedByUserId", "impersonatorLogin", "skipDealerCommunication"]).distinctOn("subscriptionId").where("subscriptionId", "in", ids).where("toStatus", "=", "Termination Pending").orderBy("subscriptionId").orderBy("id", "desc").execute();
    const by = new Map(scheduledBy.map((row) => [row.subscriptionId, row]));
    await trx.updateTable("subscriptions").set({ status: transition.to, statusChangedAt: now }).where("id", "in", ids).execute();
    await trx.insertInto("subscriptionHistory").values(
      due.map((row) => ({
        subscriptionId: row.id,
        methodName: SCHEDULED_METHOD,
        actionName: "terminate",
        fromStatus: "Termination Pending",
        toStatus: transition.to,
        scheduledDate: row.scheduledDate,
        skipDealerCommunication: by.get(row.id)?.skipDealerCommunication ?? false,
        changedByUserId: by.get(row.id)?.changedByUserId ?? null,
        impersonatorLogin: by.get(row.id)?.impersonatorLogin ?? null,
        changedAt: now
      }))
    ).execute();
    return due.length;
  });
}

// src/server/handlers/website-program/custom-parameters.ts
function mergedParameters(stored, sent, field, whose) {
  const byName3 = new Map(stored.map((parameter) => [parameter.name, parameter]));
  const unknown = sent.filter((parameter) => !byName3.has(parameter.name)).map((parameter) => parameter.name);
  if (unknown.length > 0) throw new HttpError(404, "not_found", `${unknown.join(", ")} ${unknown.length === 1 ? "is not a parameter" : "are not parameters"} of ${whose}; nothing was saved.`);
  const problems = new FieldProblems();
  const values = /* @__PURE__ */ new Map();
  sent.forEach((parameter, index) => {
    const known = byName3.get(parameter.name);
    if (parameter.type !== known.type) problems.add(`${field}.${index}.type`, "INVALID_VALUE", { message: `${known.label ?? known.name} is a ${known.type} parameter.` });
    const value = parameter.value.trim();
    if (known.required && value === "") problems.add(`${field}.${index}.value`, "REQUIRED_FIELD");
    values.set(parameter.name, value);
  });
  problems.throwIfAny();
  return stored.map((parameter) => values.has(parameter.name) ? { ...parameter, value: values.get(parameter.name) } : parameter);
}
function asContractParameters(stored) {
  return stored.map((parameter) => ({
    name: parameter.name,
    ...parameter.label !== void 0 ? { label: parameter.label } : {},
    type: parameter.type,
    ...parameter.required !== void 0 ? { required: parameter.required } : {},
    value: parameter.value
  }));
}

// src/server/handlers/website-program/dealer-parameters.ts
async function dealerParameters(db, dealerId, programAddonId) {
  const row = await db.selectFrom("dealerCustomParameters").select("parameters").where("dealerId", "=", dealerId).where("programAddonId", "=", programAddonId).executeTakeFirst();
  return asContractParameters(row?.parameters ?? []);
}
async function updateDealerParameters(db, update) {
  await db.transaction().execute(async (trx) => {
    const dealer2 = await lockedDealer(trx, update.dealerCode);
    const row = await trx.selectFrom("dealerCustomParameters").select("parameters").where("dealerId", "=", dealer2.id).where("programAddonId", "=", update.programAddonId).forUpdate().executeTakeFirst();
    if (!row) throw notFound(`Dealer ${dealer2.code} has no custom parameters for program add-on ${update.programAddonId}.`);
    const merged = mergedParameters(row.parameters, update.parameters, "parameters", `dealer ${dealer2.code}`);
    const parameters = JSON.stringify(merged);
    await trx.updateTable("dealerCustomParameters").set({ parameters, updatedAt: update.now, updatedByUserId: update.actor.userId }).where("dealerId", "=", dealer2.id).where("programAddonId", "=", update.programAddonId).execute();
    await trx.insertInto("customParameterChanges").values({
      dealerId: dealer2.id,
      subscriptionId: null,
      programAddonId: update.programAddonId,
      parameters,
      modelCodes: null,
      changedByUserId: update.actor.userId,
      impersonatorLogin: update.actor.impersonatorLogin,
      changedAt: update.now
    }).execute();
  });
}

// src/server/handlers/website-program/filter-options.ts
async function websiteProgramFilterOptions(db, caller) {
  const scope = await oemScopeOf(db, caller);
  const oems = scope === null ? null : [...scope];
  if (oems !== null && oems.length === 0) return { oems: [], providers: [], offerTypes: [], statuses: [...SUBSCRIPTION_STATUSES] };
  let oemQuery = db.selectFrom("oems").select(["id", "name"]).orderBy("name");
  let packages = db.selectFrom("packages").where("programAddonId", "=", ADDON_WEBSITE_PROGRAM).where("active", "=", true);
  if (oems !== null) {
    oemQuery = oemQuery.where("id", "in", oems);
    packages = packages.where("oemId", "in", oems);
  }
  const [oemRows, providers, offerTypes] = await Promise.all([
    oemQuery.execute(),
    db.selectFrom("offerProviders").select(["id", "name", "drs"]).where("id", "in", packages.select("offerProviderId")).orderBy("name").execute(),
    packages.select("offerTypeId").distinct().orderBy("offerTypeId").execute()
  ]);
  return {
    oems: oemRows,
    providers,
    offerTypes: offerTypes.map((row) => row.offerTypeId),
    statuses: [...SUBSCRIPTION_STATUSES]
  };
}

// src/server/handlers/website-program/program-geography.ts
var withProgramDealers = (eb) => eb.exists(
  eb.selectFrom("subscriptions").innerJoin("packages", "packages.id", "subscriptions.packageId").select("subscriptions.id").whereRef("subscriptions.dealerId", "=", "dealers.id").where("packages.programAddonId", "=", ADDON_WEBSITE_PROGRAM)
);
function programRegions(db, oemId) {
  return db.selectFrom("regions").select(["regions.id", "regions.code", "regions.name", "regions.oemId"]).where("regions.oemId", "=", oemId).where((eb) => eb.exists(eb.selectFrom("dealers").select("dealers.id").whereRef("dealers.regionId", "=", "regions.id").where(withProgramDealers))).orderBy("regions.name").execute();
}
function programDistricts(db, oemId, regionCode) {
  return db.selectFrom("districts").innerJoin("regions", "regions.id", "districts.regionId").select(["districts.id", "districts.code", "districts.name", "districts.regionId"]).where("regions.oemId", "=", oemId).where("regions.code", "=", regionCode).where(
    (eb) => eb.exists(eb.selectFrom("dealers").select("dealers.id").whereRef("dealers.districtId", "=", "districts.id").where(withProgramDealers))
  ).orderBy("districts.name").execute();
}

// src/server/handlers/website-program/subscription-action.ts
var flag = (value) => value === true || value === "true";
function checkForm({ action, form, today }) {
  const problems = new FieldProblems();
  const target = expectedTarget(action);
  if (form.subPackageStatus !== target) problems.add("subPackageStatus", "INVALID_VALUE", { message: `${action} leads to ${target}, not to ${form.subPackageStatus}.` });
  if (SUBSCRIPTION_ACTIONS_NEEDING_A_DATE.has(action)) {
    if (!form.scheduledDate) problems.add("scheduledDate", "REQUIRED_FIELD");
    else if (form.scheduledDate < today) problems.add("scheduledDate", "MIN_VALUE", { params: { limit: today } });
  } else if (form.scheduledDate) {
    problems.add("scheduledDate", "UNKNOWN_PROPERTY");
  }
  problems.throwIfAny();
}
function expectedTarget(action) {
  for (const from of ["Subscription Pending", "Subscribed", "Termination Pending"]) {
    const transition = subscriptionTransition(action, from);
    if (transition.allowed) return transition.to;
  }
  throw new Error(`the transition table has no target for ${action}`);
}
async function changeSubscriptionStatus(db, request) {
  checkForm(request);
  const { action, form, actor, now, today } = request;
  const applyToAll = flag(form.applyToAllPackages);
  const skipCommunication = flag(form.skipDealerCommunication);
  return db.transaction().execute(async (trx) => {
    const dealer2 = await lockedDealer(trx, form.dealerCode);
    const subscriptions = await trx.selectFrom("subscriptions").innerJoin("packages", "packages.id", "subscriptions.packageId").select(["subscriptions.id", "subscriptions.status", "subscriptions.subscribedDate", "packages.programAddonId", "packages.name"]).where("subscriptions.dealerId", "=", dealer2.id).orderBy("subscriptions.id").forUpdate().execute();
    const asked = subscriptions.find((row) => row.id === form.subscriptionMappingId);
    if (!asked) throw new HttpError(404, "not_found", `Subscription ${form.subscriptionMappingId} is not a subscription of dealer ${dealer2.code}; nothing was changed.`);
    const first = subscriptionTransition(action, asked.status);
    if (!first.allowed) {
      throw conflict(`${asked.name} (${asked.id}) cannot be changed: ${first.reason} Nothing was changed.`, "invalid_transition");
    }
    if (resumesService({ subscription: action })) requireActiveDealer(dealer2, action);
    const others = applyToAll ? subscriptions.filter((row) => row.id !== asked.id && row.programAddonId === asked.programAddonId && subscriptionTransition(action, row.status).allowed) : [];
    const changed = [asked, ...others];
    for (const row of changed) {
      await trx.updateTable("subscriptions").set({
        status: first.to,
        scheduledDate: action === "terminate" ? form.scheduledDate ?? null : null,
        subscribedDate: first.to === "Subscribed" ? row.subscribedDate ?? today : row.subscribedDate,
        skipDealerCommunication: skipCommunication,
        statusChangedAt: now
      }).where("id", "=", row.id).execute();
    }
    await trx.insertInto("subscriptionHistory").values(
      changed.map((row) => ({
        subscriptionId: row.id,
        methodName: action,
        actionName: form.actionName,
        fromStatus: row.status,
        toStatus: first.to,
        scheduledDate: action === "terminate" ? form.scheduledDate ?? null : null,
        applyToAllPackages: applyToAll,
        skipDealerCommunication: skipCommunication,
        changedByUserId: actor.userId,
        impersonatorLogin: actor.impersonatorLogin,
        changedAt: now
      }))
    ).execute();
    return changed.map((row) => row.id);
  });
}

// src/server/handlers/website-program/subscription-csv.ts
var COLUMNS2 = [
  ["EXPORT_DEALER_CODE", (row) => row.dealerCode],
  ["EXPORT_DEALER_NAME", (row) => row.dealerName],
  ["EXPORT_REGION", (row) => row.regionName ?? row.regionCode],
  ["EXPORT_DISTRICT", (row) => row.districtName ?? row.districtCode],
  ["EXPORT_PROVIDER", (row) => row.providerName],
  ["EXPORT_PACKAGE", (row) => row.packageName],
  ["EXPORT_KIND", (row, t) => row.kind ? t(row.kind) : ""],
  ["EXPORT_STATUS", (row, t) => t(row.status)],
  ["EXPORT_SUBSCRIBED_DATE", (row) => row.subscribedDate],
  ["EXPORT_SCHEDULED_DATE", (row) => row.scheduledDate],
  ["EXPORT_MONTHLY_PRICE", (row) => row.monthlyPrice?.toFixed(2)]
];
var WEBSITE_PROGRAM_CSV_TITLE_KEYS = COLUMNS2.map(([title]) => title);
function websiteProgramCsv(rows, t) {
  return csvText(WEBSITE_PROGRAM_CSV_TITLE_KEYS.map(t), rows.map((row) => COLUMNS2.map(([, cell]) => cell(row, t))));
}
var websiteProgramCsvFileName = (serverDate) => `WebsiteProgram-${serverDate}.csv`;

// src/server/handlers/website-program/subscription-records.ts
function subscriptionsFrom(db) {
  return db.selectFrom("subscriptions").innerJoin("dealers", "dealers.id", "subscriptions.dealerId").innerJoin("packages", "packages.id", "subscriptions.packageId").innerJoin("offerProviders", "offerProviders.id", "packages.offerProviderId").leftJoin("regions", "regions.id", "dealers.regionId").leftJoin("districts", "districts.id", "dealers.districtId").select([
    "subscriptions.id as subscriptionMappingId",
    "dealers.code as dealerCode",
    "dealers.name as dealerName",
    "regions.code as regionCode",
    "regions.name as regionName",
    "districts.code as districtCode",
    "districts.name as districtName",
    "packages.programAddonId",
    "packages.offerTypeId",
    "packages.kind",
    "packages.id as packageId",
    "packages.name as packageName",
    "packages.offerProviderId",
    "offerProviders.name as providerName",
    "subscriptions.optionalAddonIds",
    "subscriptions.status",
    "subscriptions.subscribedDate",
    "subscriptions.scheduledDate",
    "subscriptions.monthlyPrice"
  ]);
}
function inDisplayOrder2(query) {
  return query.orderBy(
    (eb) => eb.case().when("packages.kind", "=", OFFER_KINDS[0]).then(0).when("packages.kind", "=", OFFER_KINDS[1]).then(1).else(2).end()
  ).orderBy("packages.dwcPriority").orderBy("subscriptions.id");
}
function toSubscription(row) {
  return {
    ...row,
    programAddonId: row.programAddonId,
    offerTypeId: row.offerTypeId,
    optionalAddonIds: row.optionalAddonIds
  };
}
async function subscriptionsByIds(db, ids) {
  if (ids.length === 0) return [];
  const rows = await subscriptionsFrom(db).where("subscriptions.id", "in", [...ids]).execute();
  const byId = new Map(rows.map((row) => [row.subscriptionMappingId, toSubscription(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
async function subscriptionById(db, id) {
  const [subscription] = await subscriptionsByIds(db, [id]);
  if (!subscription) throw new Error(`subscription ${id} vanished`);
  return subscription;
}
async function dealerSubscriptions(db, dealerId, programAddonId) {
  const rows = await inDisplayOrder2(
    subscriptionsFrom(db).where("subscriptions.dealerId", "=", dealerId).where("packages.programAddonId", "=", programAddonId)
  ).execute();
  return rows.map(toSubscription);
}

// src/server/handlers/website-program/subscription-search.ts
var SORT_COLUMNS5 = {
  dealerCode: "dealers.code",
  dealerName: "dealers.name",
  regionCode: "regions.code",
  districtCode: "districts.code",
  packageName: "packages.name",
  providerName: "offerProviders.name",
  status: "subscriptions.status",
  subscribedDate: "subscriptions.subscribedDate",
  scheduledDate: "subscriptions.scheduledDate",
  monthlyPrice: "subscriptions.monthlyPrice"
};
var WEBSITE_PROGRAM_SORT_FIELDS = Object.keys(SORT_COLUMNS5);
var DEFAULT_WEBSITE_PROGRAM_ORDER = { field: "dealerName", direction: "asc" };
async function findWebsiteSubscriptions(db, caller, filters, options) {
  if (filters.oemId !== void 0 && !inScope(await oemScopeOf(db, caller), filters.oemId)) {
    throw forbidden("You may not see the subscriptions of another OEM.");
  }
  let query = subscriptionsFrom(db).where(visibleDealers(caller)).where("packages.programAddonId", "=", filters.programAddonId ?? ADDON_WEBSITE_PROGRAM);
  if (filters.oemId !== void 0) query = query.where("dealers.oemId", "=", filters.oemId);
  if (filters.regionCode) query = query.where("regions.code", "=", filters.regionCode);
  if (filters.districtCode) query = query.where("districts.code", "=", filters.districtCode);
  if (filters.statuses && filters.statuses.length > 0) query = query.where("subscriptions.status", "in", filters.statuses);
  if (filters.offerProviderId !== void 0) query = query.where("packages.offerProviderId", "=", filters.offerProviderId);
  if (filters.offerTypeId !== void 0) query = query.where("packages.offerTypeId", "=", filters.offerTypeId);
  const dealer2 = filters.dealer?.trim();
  if (dealer2) {
    const pattern = likePattern(dealer2);
    query = query.where((eb) => eb.or([eb("dealers.code", "ilike", pattern), eb("dealers.name", "ilike", pattern)]));
  }
  const counted = query.clearSelect().select((eb) => eb.fn.countAll().as("total"));
  let page = query.orderBy(SORT_COLUMNS5[options.order.field], options.order.direction).orderBy("subscriptions.id");
  if (options.limit !== void 0) page = page.limit(options.limit).offset(options.offset ?? 0);
  const [rows, count] = await Promise.all([page.execute(), options.limit !== void 0 ? counted.executeTakeFirstOrThrow() : null]);
  return { rows: rows.map(toSubscription), total: count?.total ?? rows.length };
}

// src/server/handlers/website-program/website-program-handlers.ts
function createWebsiteProgramHandlers({ db, clock }) {
  const current = async () => {
    const now = clock.now();
    const today = serverDateOf(now);
    await applyDueChanges(db, today, now);
    return { now, today };
  };
  const order = (sort) => sortOrderOf(sort, WEBSITE_PROGRAM_SORT_FIELDS, DEFAULT_WEBSITE_PROGRAM_ORDER);
  return {
    searchWebsiteProgramSubscriptions: async ({ caller, query, body }) => {
      await current();
      const paging = pageRequestOf(query);
      const { rows, total } = await findWebsiteSubscriptions(db, signedIn(caller), body, {
        order: order(query.sort),
        limit: paging.size,
        offset: paging.offset
      });
      return { body: { content: rows, page: pageInfoOf(paging, total) } };
    },
    exportWebsiteProgramCsv: async ({ caller, query, body }) => {
      const { today } = await current();
      const who = signedIn(caller);
      const { rows } = await findWebsiteSubscriptions(db, who, body, { order: order(query.sort) });
      const content = websiteProgramCsv(rows, await exportTranslateOf(db, who));
      return fileDownload({ fileName: websiteProgramCsvFileName(today), contentType: "text/csv; charset=utf-8", content });
    },
    getWebsiteProgramFilterOptions: async ({ caller }) => ({ body: await websiteProgramFilterOptions(db, signedIn(caller)) }),
    listWebsiteProgramRegions: async ({ caller, query }) => ({
      body: await programRegions(db, await requestedOemId(db, signedIn(caller), query.oemId))
    }),
    listWebsiteProgramDistricts: async ({ caller, query }) => ({
      body: await programDistricts(db, await requestedOemId(db, signedIn(caller), query.oemId), query.regionCode)
    }),
    getDealerWebsiteSubscriptions: async ({ query }) => {
      await current();
      const code = query.dealerCode;
      const programAddonId = query.addonId;
      const dealer2 = await db.selectFrom("dealers").select(["id", "code", "name", "outstandingAccount"]).where("code", "=", code).executeTakeFirst();
      if (!dealer2) throw notFound(`No dealer has the code ${code}.`);
      const [subscriptions, customParameters] = await Promise.all([
        dealerSubscriptions(db, dealer2.id, programAddonId),
        dealerParameters(db, dealer2.id, programAddonId)
      ]);
      return {
        body: { dealerCode: dealer2.code, dealerName: dealer2.name, programAddonId, outstandingAccount: dealer2.outstandingAccount, subscriptions, customParameters }
      };
    },
    changeWebsiteSubscriptionStatus: async ({ caller, params, body }) => {
      const { now, today } = await current();
      const ids = await changeSubscriptionStatus(db, {
        action: params.methodName,
        form: body,
        actor: actorOf(signedIn(caller)),
        now,
        today
      });
      return { body: await subscriptionsByIds(db, ids) };
    },
    updateWebsiteCustomParameters: async ({ caller, query, body }) => {
      const update = body;
      await updateDealerParameters(db, {
        dealerCode: query.dealerCode,
        programAddonId: update.programAddonId ?? ADDON_WEBSITE_PROGRAM,
        parameters: update.parameters,
        actor: actorOf(signedIn(caller)),
        now: clock.now()
      });
      return { body: { success: true, message: translateEnglish("SAVED_SUCCESSFULLY") } };
    }
  };
}

// src/server/handlers/packages/addon-prices.ts
var PRICING_SERVICES = {
  smartleads: [28, 27, 24, 25],
  website: [19, 20, 21, 23, 24, 25, 26, 27, 28, 1035],
  digitaldealer: [22, 25]
};
async function addonPrices(db, request) {
  const addonIds = PRICING_SERVICES[request.api.toLowerCase()];
  if (!addonIds) throw notFound(`There is no pricing service "${request.api}"; use one of ${Object.keys(PRICING_SERVICES).join(", ")}.`);
  let query = db.selectFrom("addonPrices").innerJoin("addons", "addons.id", "addonPrices.addonId").select(["addonPrices.addonId", "addons.name", "addonPrices.monthlyPrice", "addonPrices.setupFee", "addonPrices.required", "addonPrices.includedWithOfferTypeIds"]).where("addonPrices.oemId", "=", request.oemId).where("addonPrices.addonId", "in", [...addonIds]).orderBy("addons.name");
  if (request.requiredOnly) query = query.where("addonPrices.required", "=", true);
  const rows = await query.execute();
  return rows.map((row) => {
    const included = row.includedWithOfferTypeIds.some((id) => request.primaryOffers.includes(id));
    return {
      addonId: row.addonId,
      name: row.name,
      monthlyPrice: included ? 0 : row.monthlyPrice,
      setupFee: included ? 0 : row.setupFee,
      required: row.required,
      includedWithOfferTypeIds: row.includedWithOfferTypeIds
    };
  });
}

// src/server/handlers/packages/addon-parameters.ts
import { createHmac as createHmac4 } from "node:crypto";

// src/server/handlers/packages/offers.ts
async function findOffers(db, filter) {
  let query = db.selectFrom("packages").innerJoin("offerProviders", "offerProviders.id", "packages.offerProviderId").select([
    "packages.id as packageId",
    "packages.name",
    "packages.kind",
    "packages.dwcPriority",
    "packages.offerTypeId",
    "packages.offerProviderId",
    "offerProviders.name as providerName",
    "packages.monthlyPrice as price",
    "packages.description",
    "packages.includedOfferTypeIds"
  ]).where("packages.oemId", "=", filter.oemId).where("packages.active", "=", true);
  if (filter.programAddonId !== void 0) query = query.where("packages.programAddonId", "=", filter.programAddonId);
  if (filter.offerProviderId !== void 0) query = query.where("packages.offerProviderId", "=", filter.offerProviderId);
  if (filter.offerTypeId !== void 0) query = query.where("packages.offerTypeId", "=", filter.offerTypeId);
  if (filter.packageIds) {
    if (filter.packageIds.length === 0) return [];
    query = query.where("packages.id", "in", [...filter.packageIds]);
  }
  const rows = await query.orderBy((eb) => eb.case().when("packages.kind", "=", OFFER_KINDS[0]).then(0).when("packages.kind", "=", OFFER_KINDS[1]).then(1).else(2).end()).orderBy("packages.dwcPriority").orderBy("packages.id").execute();
  if (rows.length === 0) return [];
  const optional2 = await db.selectFrom("packageOptionalAddons").innerJoin("addons", "addons.id", "packageOptionalAddons.addonId").select(["packageOptionalAddons.packageId", "packageOptionalAddons.addonId", "addons.name", "packageOptionalAddons.monthlyPrice as price", "packageOptionalAddons.description"]).where("packageOptionalAddons.packageId", "in", rows.map((row) => row.packageId)).orderBy("packageOptionalAddons.addonId").execute();
  return rows.map((row) => ({
    ...row,
    offerTypeId: row.offerTypeId,
    description: row.description ?? void 0,
    includedOfferTypeIds: row.includedOfferTypeIds,
    optionalAddons: optional2.filter((addon) => addon.packageId === row.packageId).map((addon) => ({
      addonId: addon.addonId,
      name: addon.name,
      price: addon.price,
      ...addon.description ? { description: addon.description } : {}
    }))
  }));
}

// src/server/handlers/packages/smartleads-addons.ts
var HOLDING_STATUSES = ["Subscription Pending", "Subscribed", "Termination Pending"];
async function smartLeadsAddons(db, oemId) {
  const rows = await db.selectFrom("programAddons").innerJoin("programs", "programs.id", "programAddons.programId").innerJoin("addons", "addons.id", "programAddons.addonId").select(["addons.id", "addons.name", "addons.description", "addons.offerTypeId", "addons.customParameterDefinitions"]).where("programs.oemId", "=", oemId).where("programs.leadProgram", "=", true).where("addons.offerTypeId", "is not", null).orderBy("addons.name").execute();
  return rows.map((row) => ({ id: row.id, name: row.name, description: row.description, offerTypeId: row.offerTypeId, definitions: row.customParameterDefinitions }));
}
async function smartLeadsAddon(db, dealer2, addonId) {
  const addon = (await smartLeadsAddons(db, dealer2.oemId)).find((candidate) => candidate.id === addonId);
  if (!addon) throw notFound(`Add-on ${addonId} is not a SmartLeads service of dealer ${dealer2.code}.`);
  return addon;
}
async function addonSubscriptions(db, dealerId, offerTypeId) {
  const rows = await db.selectFrom("subscriptions").innerJoin("packages", "packages.id", "subscriptions.packageId").innerJoin("offerProviders", "offerProviders.id", "packages.offerProviderId").select([
    "subscriptions.id",
    "subscriptions.status",
    "subscriptions.packageId",
    "packages.offerProviderId",
    "offerProviders.name as providerName",
    "offerProviders.websiteUrl",
    "subscriptions.monthlyPrice",
    "subscriptions.customParameters",
    "subscriptions.modelCodes"
  ]).where("subscriptions.dealerId", "=", dealerId).where("packages.offerTypeId", "=", offerTypeId).orderBy("subscriptions.id", "desc").execute();
  const holding = (row) => HOLDING_STATUSES.includes(row.status);
  return [...rows.filter(holding), ...rows.filter((row) => !holding(row))];
}
async function holdingSubscription(db, dealerId, addon) {
  const [first] = await addonSubscriptions(db, dealerId, addon.offerTypeId);
  return first && HOLDING_STATUSES.includes(first.status) ? first : void 0;
}
async function smartLeadsView(db, dealer2) {
  const addons = await smartLeadsAddons(db, dealer2.oemId);
  const offers = await findOffers(db, { oemId: dealer2.oemId, programAddonId: ADDON_WEBSITE_PROGRAM });
  const view = [];
  for (const addon of addons) {
    const held = await holdingSubscription(db, dealer2.id, addon);
    const offer = offers.find((candidate) => candidate.offerTypeId === addon.offerTypeId);
    if (!held && !offer) continue;
    view.push({
      addonId: addon.id,
      name: addon.name,
      ...addon.description ? { description: addon.description } : {},
      offerProviderId: held?.offerProviderId ?? offer.offerProviderId,
      providerName: held?.providerName ?? offer.providerName,
      price: held?.monthlyPrice ?? offer.price,
      status: held?.status ?? null,
      subscriptionMappingId: held?.id ?? null,
      hasCustomParameters: addon.definitions.length > 0,
      parameters: addon.definitions.map((definition) => ({
        name: definition.name,
        label: definition.label,
        type: definition.type,
        required: definition.required,
        value: held?.customParameters.find((entry) => entry.name === definition.name)?.value ?? ""
      }))
    });
  }
  return view;
}

// src/server/handlers/packages/addon-parameters.ts
async function parametersFrame(db, dealer2, addon, secret) {
  const held = await holdingSubscription(db, dealer2.id, addon);
  if (!held) throw notFound(`Dealer ${dealer2.code} has no subscription to ${addon.name}.`);
  if (!held.websiteUrl) throw notFound(`${held.providerName} has no configuration page.`);
  const url = new URL("/dealer-configuration", held.websiteUrl);
  url.searchParams.set("dealer", dealer2.code);
  url.searchParams.set("addon", String(addon.id));
  url.searchParams.set("signature", createHmac4("sha256", secret).update(`${dealer2.code}:${addon.id}:${held.id}`).digest("hex"));
  return { url: url.toString(), title: `${addon.name} \u2013 ${held.providerName}` };
}
function copyable(addon, from) {
  return from.filter((parameter) => parameter.value !== "" && addon.definitions.some((definition) => definition.name === parameter.name && definition.type === parameter.type));
}
async function parameterSources(db, dealer2, addon) {
  const held = await holdingSubscription(db, dealer2.id, addon);
  const addons = await smartLeadsAddons(db, dealer2.oemId);
  const sources = [];
  for (const other of addons) {
    for (const row of await addonSubscriptions(db, dealer2.id, other.offerTypeId)) {
      if (row.id === held?.id) continue;
      const parameters = copyable(addon, row.customParameters);
      if (parameters.length === 0) continue;
      sources.push({
        subscriptionMappingId: row.id,
        addonId: other.id,
        name: `${other.name} (${row.providerName}, ${row.status})`,
        parameters: asContractParameters(parameters)
      });
    }
  }
  return sources;
}
function filledParameters(addon, values, field) {
  const filled = addon.definitions.map((definition) => ({ ...definition, value: values.find((value) => value.name === definition.name)?.value ?? "" }));
  const blank = filled.filter((parameter) => parameter.required && parameter.value.trim() === "");
  if (blank.length > 0) {
    const problems = new FieldProblems();
    for (const parameter of blank) problems.add(field, "REQUIRED_FIELD", { message: `${parameter.label} is required.` });
    problems.throwIfAny();
  }
  return filled;
}
async function copiedParameters(db, dealer2, addon, sourceId) {
  const source = (await parameterSources(db, dealer2, addon)).find((candidate) => candidate.subscriptionMappingId === sourceId);
  if (!source) throw notFound(`Subscription ${sourceId} is not one of dealer ${dealer2.code}'s with parameters for ${addon.name}.`);
  const models = await db.selectFrom("subscriptions").select("modelCodes").where("id", "=", sourceId).executeTakeFirstOrThrow();
  return { parameters: filledParameters(addon, source.parameters, "sourceSubscriptionMappingId"), modelCodes: models.modelCodes };
}
async function modelProposal(db, dealer2, addon, leadTypes) {
  const [models, settings, held] = await Promise.all([
    db.selectFrom("vehicleModels").select(["id", "modelCode", "name", "year"]).where("oemId", "=", dealer2.oemId).orderBy("name").execute(),
    db.selectFrom("leadVehicleSettings").select(["vehicleModelId", "leadTypes"]).where("dealerId", "=", dealer2.id).execute(),
    holdingSubscription(db, dealer2.id, addon)
  ]);
  const proposedIds = new Set(
    settings.filter((setting) => !leadTypes || setting.leadTypes.some((type) => leadTypes.includes(type))).map((setting) => setting.vehicleModelId)
  );
  const chosen = new Set(held?.modelCodes ?? []);
  const all = models.map((model) => ({ modelCode: model.modelCode, modelName: model.name, year: model.year, proposed: proposedIds.has(model.id) || chosen.has(model.modelCode) }));
  return [...all.filter((model) => model.proposed), ...all.filter((model) => !model.proposed)];
}
async function checkModelCodes(db, oemId, codes, field) {
  if (!codes || codes.length === 0) return;
  const known = await db.selectFrom("vehicleModels").select("modelCode").where("oemId", "=", oemId).where("modelCode", "in", [...codes]).execute();
  const unknown = codes.filter((code) => !known.some((row) => row.modelCode === code));
  if (unknown.length === 0) return;
  const problems = new FieldProblems();
  problems.add(field, "INVALID_VALUE", { message: `${unknown.join(", ")} ${unknown.length === 1 ? "is not a model" : "are not models"} of your manufacturer.` });
  problems.throwIfAny();
}
async function updateAddonParameters(db, update) {
  await checkModelCodes(db, update.dealer.oemId, update.modelCodes, "modelCodes");
  await db.transaction().execute(async (trx) => {
    const dealer2 = await lockedDealer(trx, update.dealer.code);
    const held = await holdingSubscription(trx, dealer2.id, update.addon);
    if (!held) throw new HttpError(404, "not_found", `Dealer ${dealer2.code} has no subscription to ${update.addon.name}.`);
    const stored = filledParametersUnchecked(update.addon, held.customParameters);
    const merged = mergedParameters(stored, update.parameters, "parameters", `${update.addon.name}`);
    const parameters = JSON.stringify(merged);
    await trx.updateTable("subscriptions").set({ customParameters: parameters, ...update.modelCodes ? { modelCodes: [...update.modelCodes] } : {} }).where("id", "=", held.id).execute();
    await trx.insertInto("customParameterChanges").values({
      dealerId: dealer2.id,
      subscriptionId: held.id,
      programAddonId: null,
      parameters,
      modelCodes: update.modelCodes ? [...update.modelCodes] : null,
      changedByUserId: update.actor.userId,
      impersonatorLogin: update.actor.impersonatorLogin,
      changedAt: update.now
    }).execute();
  });
}
function filledParametersUnchecked(addon, values) {
  const defined = addon.definitions.map((definition) => ({ ...definition, value: values.find((value) => value.name === definition.name)?.value ?? "" }));
  return [...defined, ...values.filter((value) => !addon.definitions.some((definition) => definition.name === value.name))];
}

// src/server/handlers/packages/eula.ts
async function eulaState(db, dealer2) {
  const current = await db.selectFrom("eulaDocuments").select(["id", "url"]).where("oemId", "=", dealer2.oemId).orderBy("publishedAt", "desc").orderBy("id", "desc").executeTakeFirst();
  if (!current) return { documentId: null, url: null, mustAccept: false };
  const accepted = await db.selectFrom("dealerEulaAcceptances").select("acceptedAt").where("dealerId", "=", dealer2.id).where("eulaDocumentId", "=", current.id).executeTakeFirst();
  return { documentId: current.id, url: current.url, mustAccept: !accepted };
}
function requireEulaAccepted(state, accepted) {
  if (!state.mustAccept || accepted) return;
  const problems = new FieldProblems();
  problems.add("eulaAccepted", "EULA_REQUIRED");
  problems.throwIfAny();
}
async function recordEulaAcceptance(trx, dealerId, state, actor, now) {
  if (state.documentId === null) return;
  await trx.insertInto("dealerEulaAcceptances").values({ dealerId, eulaDocumentId: state.documentId, acceptedAt: now, acceptedByUserId: actor.userId, impersonatorLogin: actor.impersonatorLogin }).onConflict((oc) => oc.doNothing()).execute();
}

// src/server/handlers/packages/addon-subscribe.ts
async function subscribeAddon(db, request) {
  const { addon, dealer: asked } = request;
  const offers = await findOffers(db, { oemId: asked.oemId, offerTypeId: addon.offerTypeId, offerProviderId: request.offerProviderId });
  const offer = request.packageId === void 0 ? offers[0] : offers.find((candidate) => candidate.packageId === request.packageId);
  if (!offer) {
    throw new HttpError(404, "not_found", `Provider ${request.offerProviderId} offers no ${addon.name} package${request.packageId ? ` ${request.packageId}` : ""} to dealer ${asked.code}.`);
  }
  const transition = subscriptionTransition("subscribe", null);
  if (!transition.allowed) throw new Error("the transition table no longer lets a dealer subscribe");
  return db.transaction().execute(async (trx) => {
    const dealer2 = await lockedDealer(trx, asked.code);
    requireGoodStanding(dealer2);
    if (await holdingSubscription(trx, dealer2.id, addon)) throw conflict(`Dealer ${dealer2.code} already subscribes to ${addon.name}.`, "already_subscribed");
    const created = await trx.insertInto("subscriptions").values({
      dealerId: dealer2.id,
      packageId: offer.packageId,
      status: transition.to,
      monthlyPrice: offer.price,
      eulaDocumentId: request.eula.documentId,
      eulaAcceptedAt: request.eulaAccepted ? request.now : null,
      customParameters: JSON.stringify(request.parameters),
      modelCodes: [...request.modelCodes],
      copiedFromSubscriptionId: request.copiedFromSubscriptionId,
      statusChangedAt: request.now,
      createdAt: request.now
    }).returning("id").executeTakeFirstOrThrow();
    await trx.insertInto("subscriptionHistory").values({
      subscriptionId: created.id,
      methodName: request.methodName,
      actionName: "subscribe",
      fromStatus: null,
      toStatus: transition.to,
      changedByUserId: request.actor.userId,
      impersonatorLogin: request.actor.impersonatorLogin,
      changedAt: request.now
    }).execute();
    if (request.eulaAccepted) await recordEulaAcceptance(trx, dealer2.id, request.eula, request.actor, request.now);
    return created.id;
  });
}

// src/server/handlers/packages/package-change.ts
var NOTHING_CHANGES_MESSAGE = "You have not opted in for any new packages or addons. Your subscription will not be changed.";
var LIVE_STATUSES = ["Subscription Pending", "Subscribed"];
async function liveSubscriptions(db, dealerId) {
  return db.selectFrom("subscriptions").innerJoin("packages", "packages.id", "subscriptions.packageId").select([
    "subscriptions.id",
    "subscriptions.packageId",
    "subscriptions.status",
    "packages.offerTypeId",
    "packages.kind",
    "packages.includedOfferTypeIds",
    "subscriptions.optionalAddonIds",
    "subscriptions.monthlyPrice",
    "packages.programAddonId"
  ]).where("subscriptions.dealerId", "=", dealerId).where("subscriptions.status", "in", [...LIVE_STATUSES]).orderBy("subscriptions.id").execute();
}
async function offeredSelection(db, dealer2, selection) {
  const [[offer], program] = await Promise.all([
    findOffers(db, { oemId: dealer2.oemId, packageIds: [selection.packageId] }),
    db.selectFrom("packages").select("programAddonId").where("id", "=", selection.packageId).executeTakeFirst()
  ]);
  if (!offer || offer.offerProviderId !== selection.offerProviderId || offer.offerTypeId !== selection.offerTypeId) {
    throw new HttpError(404, "not_found", `Package ${selection.packageId} of provider ${selection.offerProviderId} and offer type ${selection.offerTypeId} is not offered to dealer ${dealer2.code}.`);
  }
  const listed2 = new Set(offer.optionalAddons.map((addon) => addon.addonId));
  const missing2 = selection.optionalAddonIds.filter((id) => !listed2.has(id));
  if (missing2.length > 0) throw new HttpError(404, "not_found", `Add-ons ${missing2.join(", ")} are not offered with ${offer.name}.`);
  return { offer, programAddonId: program.programAddonId, optionalAddonIds: [...selection.optionalAddonIds] };
}
function priceOf(offer, optionalAddonIds) {
  const addons = offer.optionalAddons.filter((addon) => optionalAddonIds.includes(addon.addonId)).reduce((sum, addon) => sum + addon.price, 0);
  return Math.round((offer.price + addons) * 100) / 100;
}
var sameAddons = (a, b) => a.length === b.length && a.every((id) => b.includes(id));
function replacedBy({ offer, optionalAddonIds, programAddonId }, live) {
  const inProgram = live.filter((row) => row.programAddonId === programAddonId);
  if (inProgram.some((row) => row.packageId === offer.packageId && sameAddons(row.optionalAddonIds, optionalAddonIds))) return null;
  const covered = /* @__PURE__ */ new Set([offer.offerTypeId, ...offer.includedOfferTypeIds ?? []]);
  return inProgram.filter(
    (row) => covered.has(row.offerTypeId) || row.kind === "BUNDLE" && row.includedOfferTypeIds.includes(offer.offerTypeId) || offer.kind === "BUNDLE" && row.kind === "BUNDLE"
  );
}
var nothingChanges = () => conflict(NOTHING_CHANGES_MESSAGE, "no_change");
var monthlyTotal = (rows) => Math.round(rows.reduce((sum, row) => sum + row.monthlyPrice, 0) * 100) / 100;

// src/server/handlers/packages/package-dealer.ts
function packageCaller(caller) {
  const signed = signedIn(caller);
  requireEnrollingCaller(signed);
  return signed;
}
var dealerColumns = ["dealers.id", "dealers.code", "dealers.name", "dealers.oemId", "dealers.status", "dealers.outstandingAccount"];
async function packageDealer(db, caller, code, field) {
  if (typeof code === "string" && code !== "") {
    const dealer2 = await db.selectFrom("dealers").select(dealerColumns).where("code", "=", code).executeTakeFirst();
    if (!dealer2) throw notFound(`No dealer has the code ${code}.`);
    return dealer2;
  }
  const chosen = await defaultDealerOf(db, caller.userId);
  const own = chosen ? await db.selectFrom("dealers").select(dealerColumns).where("id", "=", chosen.id).executeTakeFirst() : void 0;
  if (!own) {
    const problems = new FieldProblems();
    problems.add(field, "REQUIRED_FIELD");
    problems.throwIfAny();
  }
  return own;
}

// src/server/handlers/packages/providers.ts
async function offeredProvider(db, dealer2, id) {
  const provider = await db.selectFrom("offerProviders").innerJoin("offerProviderOems", "offerProviderOems.offerProviderId", "offerProviders.id").select(["offerProviders.id", "offerProviders.name", "offerProviders.description", "offerProviders.logoUrl", "offerProviders.websiteUrl", "offerProviders.pdfUrl"]).where("offerProviders.id", "=", id).where("offerProviderOems.oemId", "=", dealer2.oemId).executeTakeFirst();
  if (!provider) throw notFound(`Provider ${id} does not offer packages to dealer ${dealer2.code}.`);
  return provider;
}
async function providerPdfUrl(db, dealer2, id) {
  if (id === void 0) throw notFound("There is no provider comparison sheet for your manufacturer.");
  const provider = await offeredProvider(db, dealer2, id);
  if (!provider.pdfUrl) throw notFound(`${provider.name} has no PDF.`);
  return { url: provider.pdfUrl };
}
async function providerInitialPageData(db, dealer2, id) {
  const provider = await offeredProvider(db, dealer2, id);
  const [offers, notified] = await Promise.all([
    findOffers(db, { oemId: dealer2.oemId, offerProviderId: id }),
    db.selectFrom("providerInterestNotifications").select("id").where("dealerId", "=", dealer2.id).where("offerProviderId", "=", id).executeTakeFirst()
  ]);
  return {
    offerProviderId: provider.id,
    name: provider.name,
    ...provider.description ? { description: provider.description } : {},
    logoUrl: provider.logoUrl,
    websiteUrl: provider.websiteUrl,
    pdfUrl: provider.pdfUrl,
    offers,
    interestNotified: notified !== void 0
  };
}

// src/server/handlers/packages/subscription-options.ts
var SUBSCRIPTION_OPTIONS = [
  { id: "END_OF_MONTH", label: "Replaced packages end on the last day of this month", isDefault: true },
  { id: "TODAY", label: "Replaced packages end today", isDefault: false }
];
function subscriptionOptionsOf(eula) {
  return {
    optionList: SUBSCRIPTION_OPTIONS.map((option) => ({ ...option })),
    linkEULA: eula.url ?? "",
    showEULA: eula.mustAccept
  };
}
function chosenOption(optionId) {
  if (optionId === void 0) return SUBSCRIPTION_OPTIONS.find((option) => option.isDefault).id;
  const known = SUBSCRIPTION_OPTIONS.find((option) => option.id === optionId);
  if (!known) {
    const problems = new FieldProblems();
    problems.add("optionId", "INVALID_VALUE", { message: `Choose one of ${SUBSCRIPTION_OPTIONS.map((option) => option.id).join(", ")}.` });
    problems.throwIfAny();
  }
  return known.id;
}
function replacedEndDate(option, today) {
  if (option === "TODAY") return today;
  const [year, month] = today.split("-").map(Number);
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${today.slice(0, 8)}${String(lastDay).padStart(2, "0")}`;
}

// src/server/handlers/packages/subscription-update.ts
var UPDATE_METHOD = "updateSubscriptions";
async function applySubscriptionUpdate(db, update) {
  return db.transaction().execute(async (trx) => {
    const dealer2 = await lockedDealer(trx, update.dealerCode);
    requireGoodStanding(dealer2);
    const history = (id, action, fromStatus, toStatus, scheduledDate) => ({
      subscriptionId: id,
      methodName: UPDATE_METHOD,
      actionName: action,
      fromStatus,
      toStatus,
      scheduledDate,
      changedByUserId: update.actor.userId,
      impersonatorLogin: update.actor.impersonatorLogin,
      changedAt: update.now
    });
    let changedAny = false;
    for (const choice of update.choices) {
      const replaced = replacedBy(choice, await liveSubscriptions(trx, dealer2.id));
      if (replaced === null) continue;
      changedAny = true;
      for (const row of replaced) {
        const action = row.status === "Subscribed" ? "terminate" : "cancel";
        const transition = subscriptionTransition(action, row.status);
        if (!transition.allowed) continue;
        const scheduledDate = action === "terminate" ? update.endDate : null;
        await trx.updateTable("subscriptions").set({ status: transition.to, scheduledDate, statusChangedAt: update.now }).where("id", "=", row.id).execute();
        await trx.insertInto("subscriptionHistory").values(history(row.id, action, row.status, transition.to, scheduledDate)).execute();
      }
      const created = await trx.insertInto("subscriptions").values({
        dealerId: dealer2.id,
        packageId: choice.offer.packageId,
        status: "Subscription Pending",
        monthlyPrice: priceOf(choice.offer, choice.optionalAddonIds),
        optionalAddonIds: choice.optionalAddonIds,
        eulaDocumentId: update.eula.documentId,
        eulaAcceptedAt: update.eulaAccepted ? update.now : null,
        statusChangedAt: update.now,
        createdAt: update.now
      }).returning("id").executeTakeFirstOrThrow();
      await trx.insertInto("subscriptionHistory").values(history(created.id, "subscribe", null, "Subscription Pending", null)).execute();
    }
    if (!changedAny) throw nothingChanges();
    if (update.eulaAccepted) await recordEulaAcceptance(trx, dealer2.id, update.eula, update.actor, update.now);
    return [...new Set(update.choices.map((choice) => choice.programAddonId))];
  });
}

// src/server/handlers/packages/package-handlers.ts
var programAddonOf = (value) => value === 6 ? 6 : ADDON_WEBSITE_PROGRAM;
function createPackageHandlers({ db, clock, config }) {
  const current = async () => {
    const now = clock.now();
    const today = serverDateOf(now);
    await applyDueChanges(db, today, now);
    return { now, today };
  };
  const dealerOf = async (signedCaller, code, field) => {
    const caller = packageCaller(signedCaller);
    const dealer2 = await packageDealer(db, caller, code, field);
    return { caller, dealer: dealer2, ...await current() };
  };
  return {
    getDealerEnrollmentData: async (ctx) => {
      const { dealer: dealer2 } = await dealerOf(ctx.caller, ctx.query.dlCode, "query.dlCode");
      const programAddonId = programAddonOf(ctx.query.addonId);
      const offers = await findOffers(db, { oemId: dealer2.oemId, programAddonId });
      if (dealer2.status === "CANCELLED") throw new HttpError(400, "enrollment_setup", `Dealer ${dealer2.code}'s enrollment is cancelled; it cannot be set up for packages.`);
      if (offers.length === 0) throw new HttpError(400, "enrollment_setup", `No packages are offered to dealer ${dealer2.code} under this program.`);
      return {
        body: {
          dealerCode: dealer2.code,
          dealerName: dealer2.name,
          programAddonId,
          outstandingAccount: dealer2.outstandingAccount,
          subscriptions: await dealerSubscriptions(db, dealer2.id, programAddonId),
          offers
        }
      };
    },
    listChangeableSubscriptions: async (ctx) => {
      const { dealer: dealer2 } = await dealerOf(ctx.caller, ctx.query.dlCode, "query.dlCode");
      const programAddonId = programAddonOf(ctx.query.addonId);
      const [subscriptions, offers] = await Promise.all([dealerSubscriptions(db, dealer2.id, programAddonId), findOffers(db, { oemId: dealer2.oemId, programAddonId })]);
      return {
        body: subscriptions.filter((subscription) => LIVE_STATUSES.includes(subscription.status)).map((subscription) => ({
          subscription,
          alternatives: offers.filter((offer) => offer.offerTypeId === subscription.offerTypeId && offer.packageId !== subscription.packageId)
        }))
      };
    },
    previewSubscriptionChange: async (ctx) => {
      const request = ctx.body;
      const { dealer: dealer2 } = await dealerOf(ctx.caller, request.dealerCode, "dealerCode");
      requireGoodStanding(dealer2);
      const choice = await offeredSelection(db, dealer2, request);
      const live = await liveSubscriptions(db, dealer2.id);
      const replaces = replacedBy(choice, live);
      if (replaces === null) throw nothingChanges();
      const newMonthlyPrice = priceOf(choice.offer, choice.optionalAddonIds);
      const currentMonthlyTotal = monthlyTotal(live);
      return {
        body: {
          selection: { offerProviderId: request.offerProviderId, offerTypeId: request.offerTypeId, packageId: request.packageId, optionalAddonIds: request.optionalAddonIds },
          replaces: await subscriptionsByIds(db, replaces.map((row) => row.id)),
          newMonthlyPrice,
          currentMonthlyTotal,
          newMonthlyTotal: Math.round((currentMonthlyTotal - monthlyTotal(replaces) + newMonthlyPrice) * 100) / 100
        }
      };
    },
    getSubscriptionOptions: async (ctx) => {
      const { dealer: dealer2 } = await dealerOf(ctx.caller, ctx.query.dlCode, "query.dlCode");
      return { body: subscriptionOptionsOf(await eulaState(db, dealer2)) };
    },
    updateSubscriptions: async (ctx) => {
      const request = ctx.body;
      const { caller, dealer: dealer2, now, today } = await dealerOf(ctx.caller, request.dealerCode, "dealerCode");
      const option = chosenOption(request.optionId);
      const eula = await eulaState(db, dealer2);
      requireEulaAccepted(eula, request.eulaAccepted);
      requireGoodStanding(dealer2);
      const choices2 = [];
      for (const selection of request.selections) choices2.push(await offeredSelection(db, dealer2, selection));
      const programs = await applySubscriptionUpdate(db, {
        dealerCode: dealer2.code,
        choices: choices2,
        endDate: replacedEndDate(option, today),
        eula,
        eulaAccepted: request.eulaAccepted,
        actor: actorOf(caller),
        now
      });
      const after = [];
      for (const programAddonId of programs) after.push(...await dealerSubscriptions(db, dealer2.id, programAddonId));
      return { body: after };
    },
    listAddonPrices: async (ctx) => {
      const caller = packageCaller(ctx.caller);
      const oemId = await requestedOemId(db, caller, ctx.query.oemId);
      const primaryOffers = ctx.query.primaryOffers ?? [];
      return { body: await addonPrices(db, { api: ctx.params.api, oemId, primaryOffers, requiredOnly: ctx.query.required === true }) };
    },
    getProviderPdfUrl: async (ctx) => {
      const { dealer: dealer2 } = await dealerOf(ctx.caller, void 0, "query.id");
      return { body: await providerPdfUrl(db, dealer2, ctx.query.id) };
    },
    getProviderInitialPageData: async (ctx) => {
      const { dealer: dealer2 } = await dealerOf(ctx.caller, void 0, "query.id");
      return { body: await providerInitialPageData(db, dealer2, ctx.query.id) };
    },
    getSmartLeadsServices: async (ctx) => {
      const { dealer: dealer2 } = await dealerOf(ctx.caller, ctx.query.dealerCode, "query.dealerCode");
      return { body: { dealerCode: dealer2.code, dealerName: dealer2.name, outstandingAccount: dealer2.outstandingAccount, addons: await smartLeadsView(db, dealer2) } };
    },
    getAddonCustomParametersIFrame: async (ctx) => {
      const { dealer: dealer2 } = await dealerOf(ctx.caller, ctx.query.dealerCode, "query.dealerCode");
      const addon = await smartLeadsAddon(db, dealer2, ctx.query.addonId);
      return { body: await parametersFrame(db, dealer2, addon, config.tokenSecret) };
    },
    listAddonCustomParametersToCopy: async (ctx) => {
      const { dealer: dealer2 } = await dealerOf(ctx.caller, ctx.query.dealerCode, "query.dealerCode");
      const addon = await smartLeadsAddon(db, dealer2, ctx.query.addonId);
      return { body: await parameterSources(db, dealer2, addon) };
    },
    getAddonModelProposal: async (ctx) => {
      const request = ctx.body;
      const { dealer: dealer2 } = await dealerOf(ctx.caller, request.dealerCode, "dealerCode");
      const addon = await smartLeadsAddon(db, dealer2, request.addonId);
      return { body: { models: await modelProposal(db, dealer2, addon, request.leadTypes) } };
    },
    updateAddonCustomParameters: async (ctx) => {
      const request = ctx.body;
      const { caller, dealer: dealer2, now } = await dealerOf(ctx.caller, request.dealerCode, "dealerCode");
      const addon = await smartLeadsAddon(db, dealer2, request.addonId);
      await updateAddonParameters(db, { dealer: dealer2, addon, parameters: request.parameters, modelCodes: request.modelCodes, actor: actorOf(caller), now });
      return { body: { success: true, message: translateEnglish("SAVED_SUCCESSFULLY") } };
    },
    subscribeAddonWithParameters: async (ctx) => {
      const request = ctx.body;
      const { caller, dealer: dealer2, now } = await dealerOf(ctx.caller, request.dealerCode, "dealerCode");
      const addon = await smartLeadsAddon(db, dealer2, request.addonId);
      const eula = await eulaState(db, dealer2);
      requireEulaAccepted(eula, request.eulaAccepted);
      requireGoodStanding(dealer2);
      const blank = addon.definitions.map((definition) => ({ ...definition, value: "" }));
      const entered = mergedParameters(blank, request.parameters, "parameters", addon.name);
      const parameters = filledParameters(addon, entered, "parameters");
      await checkModelCodes(db, dealer2.oemId, request.modelCodes, "modelCodes");
      const id = await subscribeAddon(db, {
        dealer: dealer2,
        addon,
        offerProviderId: request.offerProviderId,
        packageId: request.packageId,
        parameters,
        modelCodes: request.modelCodes ?? [],
        copiedFromSubscriptionId: null,
        eula,
        eulaAccepted: request.eulaAccepted,
        methodName: "saveAddonParams",
        actor: actorOf(caller),
        now
      });
      return { status: 201, body: await subscriptionById(db, id) };
    },
    subscribeAddonWithCopiedData: async (ctx) => {
      const request = ctx.body;
      const { caller, dealer: dealer2, now } = await dealerOf(ctx.caller, request.dealerCode, "dealerCode");
      const addon = await smartLeadsAddon(db, dealer2, request.addonId);
      const eula = await eulaState(db, dealer2);
      requireEulaAccepted(eula, request.eulaAccepted);
      requireGoodStanding(dealer2);
      const copied = await copiedParameters(db, dealer2, addon, request.sourceSubscriptionMappingId);
      const id = await subscribeAddon(db, {
        dealer: dealer2,
        addon,
        offerProviderId: request.offerProviderId,
        packageId: request.packageId,
        parameters: copied.parameters,
        modelCodes: copied.modelCodes,
        copiedFromSubscriptionId: request.sourceSubscriptionMappingId,
        eula,
        eulaAccepted: request.eulaAccepted,
        methodName: "subscribeAddonWithCopiedData",
        actor: actorOf(caller),
        now
      });
      return { status: 201, body: await subscriptionById(db, id) };
    }
  };
}

// src/server/handlers/leads/adf-xml.ts
import { create } from "xmlbuilder2";
var vehicleStatus = (leadType) => leadType === "NEW" ? "new" : "used";
function optional(parent, name, value, attributes = {}) {
  if (value === null || value === void 0 || value === "") return;
  parent.ele(name, attributes).txt(String(value));
}
function adfDocument(lead) {
  const doc = create({ version: "1.0", encoding: "UTF-8" }).ins("adf", 'version="1.0"');
  const prospect = doc.ele("adf").ele("prospect", { status: "new" });
  prospect.ele("id", { sequence: "1", source: lead.entityName }).txt(lead.sourceLeadId);
  prospect.ele("requestdate").txt(lead.receivedAt.toISOString());
  const vehicle = prospect.ele("vehicle", { interest: "buy", status: vehicleStatus(lead.leadType) });
  optional(vehicle, "year", lead.vehicleYear);
  optional(vehicle, "make", lead.vehicleMake);
  optional(vehicle, "model", lead.vehicleModel);
  optional(vehicle, "vin", lead.vehicleVin);
  optional(vehicle, "stock", lead.vehicleStockNumber);
  optional(vehicle, "trim", lead.vehicleTrim);
  optional(vehicle, "odometer", lead.vehicleMileage, { status: "original", units: "miles" });
  const tradeIn = lead.tradeIn;
  if (tradeIn) {
    const trade = prospect.ele("vehicle", { interest: "trade-in", status: "used" });
    optional(trade, "year", tradeIn.year);
    optional(trade, "make", tradeIn.make);
    optional(trade, "model", tradeIn.model);
    optional(trade, "vin", tradeIn.vin);
    optional(trade, "trim", tradeIn.trim);
    optional(trade, "odometer", tradeIn.mileage, { status: "original", units: "miles" });
  }
  const customer = prospect.ele("customer");
  const contact = customer.ele("contact", { primarycontact: "1" });
  optional(contact, "name", lead.customerFirstName, { part: "first" });
  optional(contact, "name", lead.customerLastName, { part: "last" });
  optional(contact, "email", lead.customerEmail, lead.preferredContact === "EMAIL" ? { preferredcontact: "1" } : {});
  optional(contact, "phone", lead.customerPhone, {
    type: lead.preferredContact === "TEXT" ? "cellphone" : "voice",
    ...lead.preferredContact === "PHONE" || lead.preferredContact === "TEXT" ? { preferredcontact: "1" } : {}
  });
  if (lead.customerAddress || lead.customerCity || lead.customerState || lead.customerZip) {
    const address = contact.ele("address");
    optional(address, "street", lead.customerAddress, { line: "1" });
    optional(address, "city", lead.customerCity);
    optional(address, "regioncode", lead.customerState);
    optional(address, "postalcode", lead.customerZip);
  }
  optional(customer, "comments", lead.comments);
  const vendor = prospect.ele("vendor");
  vendor.ele("id", { source: "SmartPortal" }).txt(lead.dealerCode);
  vendor.ele("vendorname").txt(lead.dealerName);
  prospect.ele("provider").ele("name", { part: "full" }).txt(lead.source);
  return doc.end({ prettyPrint: true });
}
var adfFileName = (lead) => `Lead_${lead.leadType}_${lead.documentId}.xml`;

// src/server/handlers/leads/dmf-correction.ts
var NO_RECORD = "No mappings found";
var addressOf = (row) => ({
  name: row.name,
  address: row.address,
  city: row.city,
  state: row.state,
  zip: row.zip,
  country: row.country,
  phone: row.phone,
  latitude: row.latitude,
  longitude: row.longitude
});
async function dmfRecordOf(db, dealerCode) {
  const received = await db.selectFrom("dmfRecords").innerJoin("dealers", "dealers.id", "dmfRecords.dealerId").selectAll("dmfRecords").where("dealers.code", "=", dealerCode).executeTakeFirst();
  if (!received) throw notFound(NO_RECORD);
  const corrected = await db.selectFrom("dmfCorrections").leftJoin("users", "users.id", "dmfCorrections.correctedByUserId").selectAll("dmfCorrections").select("users.loginName").where("dmfCorrections.dealerId", "=", received.dealerId).orderBy("dmfCorrections.correctedAt", "desc").orderBy("dmfCorrections.id", "desc").executeTakeFirst();
  return {
    dealerCode,
    received: addressOf(received),
    corrected: corrected ? addressOf(corrected) : null,
    lastCorrectedBy: corrected ? corrected.impersonatorLogin ?? corrected.loginName : null,
    lastCorrectedAt: corrected?.correctedAt.toISOString() ?? null,
    lastCorrectionReason: corrected?.reason ?? null
  };
}
async function saveDmfCorrection(db, caller, body, now) {
  const problems = new FieldProblems();
  const reason = problems.requiredText("reason", body.reason);
  problems.throwIfAny();
  const record = await db.selectFrom("dmfRecords").innerJoin("dealers", "dealers.id", "dmfRecords.dealerId").select("dmfRecords.dealerId").where("dealers.code", "=", body.dealerCode).executeTakeFirst();
  if (!record) throw notFound(NO_RECORD);
  const actor = actorOf(caller);
  const blankIsNull = (value) => value === void 0 || value === null || value.trim() === "" ? null : value.trim();
  await db.insertInto("dmfCorrections").values({
    dealerId: record.dealerId,
    name: blankIsNull(body.name),
    address: blankIsNull(body.address),
    city: blankIsNull(body.city),
    state: blankIsNull(body.state),
    zip: blankIsNull(body.zip),
    country: blankIsNull(body.country),
    phone: blankIsNull(body.phone),
    latitude: body.latitude ?? null,
    longitude: body.longitude ?? null,
    reason,
    correctedByUserId: actor.userId,
    impersonatorLogin: actor.impersonatorLogin,
    correctedAt: now
  }).execute();
  return { success: true, message: translateEnglish("SAVED_SUCCESSFULLY"), record: await dmfRecordOf(db, body.dealerCode) };
}

// src/server/handlers/leads/lead-rows.ts
import { sql as sql28 } from "kysely";
function leadSelection(db) {
  return db.selectFrom("leads").innerJoin("dealers", "dealers.id", "leads.dealerId").innerJoin("leadSources", "leadSources.id", "leads.leadSourceId");
}
function selectLeadColumns(query) {
  return query.select([
    "leads.id",
    "leads.leadUid",
    "leads.sourceLeadId",
    "leads.entityName",
    "leads.documentId",
    "leads.dealerId",
    "dealers.code as dealerCode",
    "dealers.name as dealerName",
    "leads.leadType",
    "leadSources.name as source",
    "leads.status",
    "leads.receivedAt",
    "leads.firstResponseAt",
    "leads.responseTimeSeconds",
    "leads.responseTimeOverrideSeconds",
    "leads.customerFirstName",
    "leads.customerLastName",
    "leads.customerEmail",
    "leads.customerPhone",
    "leads.customerAddress",
    "leads.customerCity",
    "leads.customerState",
    "leads.customerZip",
    "leads.preferredContact",
    "leads.vehicleYear",
    "leads.vehicleMake",
    "leads.vehicleModel",
    "leads.vehicleTrim",
    "leads.vehicleVin",
    "leads.vehicleStockNumber",
    "leads.vehicleMileage",
    "leads.tradeIn",
    "leads.comments",
    "leads.creditStatus"
  ]);
}
var shownResponseTime = (row) => row.responseTimeOverrideSeconds ?? row.responseTimeSeconds;
function leadOf(row, dispositions) {
  return {
    id: Number(row.id),
    leadUid: row.leadUid,
    sourceLeadId: row.sourceLeadId,
    entityName: row.entityName,
    documentId: row.documentId,
    dealerCode: row.dealerCode,
    dealerName: row.dealerName,
    leadType: row.leadType,
    source: row.source,
    status: row.status,
    receivedDate: row.receivedAt.toISOString(),
    responseTime: shownResponseTime(row),
    responseTimeOverridden: row.responseTimeOverrideSeconds !== null,
    customer: {
      firstName: row.customerFirstName,
      lastName: row.customerLastName,
      email: row.customerEmail,
      phone: row.customerPhone,
      address: row.customerAddress,
      city: row.customerCity,
      state: row.customerState,
      zip: row.customerZip,
      preferredContact: row.preferredContact
    },
    vehicle: {
      year: row.vehicleYear,
      make: row.vehicleMake,
      model: row.vehicleModel,
      trim: row.vehicleTrim,
      vin: row.vehicleVin,
      stockNumber: row.vehicleStockNumber,
      mileage: row.vehicleMileage
    },
    dispositions,
    creditRequested: row.creditStatus !== null,
    creditStatus: row.creditStatus
  };
}
async function dispositionsOf(db, leadIds) {
  const byLead = /* @__PURE__ */ new Map();
  if (leadIds.length === 0) return byLead;
  const rows = await db.selectFrom("leadDispositions").select((eb) => [
    "leadDispositions.id",
    "leadDispositions.leadId",
    "leadDispositions.status",
    "leadDispositions.dispositionAt",
    "leadDispositions.source",
    "leadDispositions.salesperson",
    "leadDispositions.notes",
    eb.selectFrom("leadCommunications").select(sql28`count(*)::int`.as("n")).whereRef("leadCommunications.dispositionId", "=", "leadDispositions.id").as("communicationCount")
  ]).where("leadDispositions.leadId", "in", leadIds).orderBy("leadDispositions.dispositionAt", "desc").orderBy("leadDispositions.id", "desc").execute();
  for (const row of rows) {
    const list = byLead.get(Number(row.leadId)) ?? [];
    list.push({
      id: Number(row.id),
      status: row.status,
      dispositionDate: row.dispositionAt.toISOString(),
      source: row.source,
      salesperson: row.salesperson,
      notes: row.notes,
      communicationCount: row.communicationCount ?? 0
    });
    byLead.set(Number(row.leadId), list);
  }
  return byLead;
}

// src/server/handlers/leads/lead-access.ts
var NO_LEAD = "There is no such lead.";
var NOT_YOURS = "You may not see this lead.";
var UUID2 = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
async function leadFor(db, caller, key) {
  if (!UUID2.test(key.leadUid)) throw notFound(NO_LEAD);
  let query = selectLeadColumns(leadSelection(db)).where("leads.leadUid", "=", key.leadUid);
  if (key.id !== void 0) query = query.where("leads.id", "=", key.id);
  if (key.sourceLeadId !== void 0) query = query.where("leads.sourceLeadId", "=", key.sourceLeadId);
  if (key.entityName !== void 0) query = query.where("leads.entityName", "=", key.entityName);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(NO_LEAD);
  await assertMayActFor(db, caller, row.dealerId);
  return row;
}
async function assertMayActFor(db, caller, dealerId) {
  const visible = await db.selectFrom("dealers").select("dealers.id").where("dealers.id", "=", dealerId).where((eb) => visibleDealers(caller)(eb)).executeTakeFirst();
  if (!visible) throw forbidden(NOT_YOURS);
}

// src/server/handlers/leads/lead-communications.ts
async function dispositionCommunications(db, caller, dispositionId) {
  const owner = await db.selectFrom("leadDispositions").innerJoin("leads", "leads.id", "leadDispositions.leadId").select(["leads.id as leadId", "leads.leadUid", "leads.dealerId"]).where("leadDispositions.id", "=", dispositionId).executeTakeFirst();
  if (!owner) throw notFound("There is no such disposition.");
  await assertMayActFor(db, caller, owner.dealerId);
  const disposition = (await dispositionsOf(db, [Number(owner.leadId)])).get(Number(owner.leadId))?.find((item) => item.id === dispositionId);
  if (!disposition) throw notFound("There is no such disposition.");
  const communications = await db.selectFrom("leadCommunications").selectAll().where("dispositionId", "=", dispositionId).orderBy("sentAt", "desc").orderBy("id", "desc").execute();
  return {
    disposition,
    leadUid: owner.leadUid,
    communications: communications.map((row) => ({
      id: Number(row.id),
      channel: row.channel,
      direction: row.direction,
      sentAt: row.sentAt.toISOString(),
      from: row.fromAddress,
      to: row.toAddress,
      subject: row.subject,
      body: row.body
    }))
  };
}

// src/server/handlers/leads/lead-credit.ts
var ALREADY_REQUESTED = "Credit has already been requested for this lead.";
async function dealersLead(db, caller, dealerCode, key) {
  const lead = await leadFor(db, caller, key);
  if (lead.dealerCode !== dealerCode) throw notFound(`Dealer ${dealerCode} has no such lead.`);
  return lead;
}
async function creditForm(db, caller, body) {
  const lead = await dealersLead(db, caller, body.dealerCode, { leadUid: body.leadUID });
  const reasons = await db.selectFrom("creditReasons").select(["id", "label", "commentRequired"]).orderBy("position").orderBy("id").execute();
  return {
    leadUid: lead.leadUid,
    dealerCode: lead.dealerCode,
    reasons: reasons.map((reason) => ({ id: reason.id, label: reason.label, explanationRequired: reason.commentRequired })),
    creditStatus: lead.creditStatus
  };
}
async function requestCredit(db, caller, dealerCode, body) {
  const lead = await dealersLead(db, caller, dealerCode, body);
  const problems = new FieldProblems();
  const reason = await db.selectFrom("creditReasons").select(["id", "commentRequired"]).where("id", "=", body.reasonId).executeTakeFirst();
  if (!reason) problems.add("reasonId", "INVALID_VALUE", { message: "Choose one of the listed reasons." });
  const explanation = body.reason?.trim() ?? "";
  if (reason?.commentRequired && explanation === "") problems.add("reason", "REQUIRED_FIELD");
  problems.throwIfAny();
  const actor = actorOf(caller);
  await db.transaction().execute(async (trx) => {
    const locked = await trx.selectFrom("leads").select("creditStatus").where("id", "=", lead.id).forUpdate().executeTakeFirstOrThrow();
    if (locked.creditStatus !== null) throw conflict(ALREADY_REQUESTED);
    await trx.insertInto("leadCreditRequests").values({
      leadId: lead.id,
      reasonId: body.reasonId,
      comment: explanation === "" ? null : explanation,
      status: "REQUESTED",
      requestedByUserId: actor.userId,
      impersonatorLogin: actor.impersonatorLogin
    }).execute();
    await trx.updateTable("leads").set({ creditStatus: "REQUESTED" }).where("id", "=", lead.id).execute();
  });
  return { success: true, message: translateEnglish("SAVED_SUCCESSFULLY"), creditStatus: "REQUESTED" };
}

// src/server/handlers/leads/lead-filter-options.ts
var DEFAULT_RANGE_DAYS = 30;
async function leadFilterOptions(db, caller, now) {
  const sources = await db.selectFrom("leadSources").select("leadSources.name").where(
    ({ exists, selectFrom }) => exists(
      selectFrom("leads").innerJoin("dealers", "dealers.id", "leads.dealerId").select("leads.id").whereRef("leads.leadSourceId", "=", "leadSources.id").where((eb) => visibleDealers(caller)(eb))
    )
  ).orderBy("leadSources.name").execute();
  return {
    leadTypes: [...LEAD_TYPES],
    sources: sources.map((source) => source.name),
    statuses: [...LEAD_STATUSES],
    creditStatuses: [...CREDIT_STATUSES],
    defaultReceivedDateFrom: calendarDaysBefore(serverDateOf(now), DEFAULT_RANGE_DAYS),
    defaultReceivedDateTo: serverDateOf(now)
  };
}
function calendarDaysBefore(date2, days) {
  const [year, month, day] = date2.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day - days)).toISOString().slice(0, 10);
}

// src/server/handlers/leads/lead-csv.ts
var LEAD_EXPORT_MAX_ROWS = 1e5;
var CENTRAL_TIME = new Intl.DateTimeFormat("en-US", CENTRAL_DATE_TIME_OPTIONS);
var COLUMNS3 = [
  ["LEADS_COLUMN_RECEIVED", (lead) => CENTRAL_TIME.format(new Date(lead.receivedDate))],
  ["LEADS_FIELD_DEALER_CODE", (lead) => lead.dealerCode],
  ["LEADS_FIELD_NAME", (lead) => lead.dealerName],
  ["LEADS_FIELD_LEAD_TYPE", (lead, t) => t(lead.leadType)],
  ["LEADS_FIELD_SOURCE", (lead) => lead.source],
  ["LEADS_FIELD_STATUS", (lead, t) => t(lead.status)],
  ["LEADS_FIELD_FIRST_NAME", (lead) => lead.customer.firstName],
  ["LEADS_FIELD_LAST_NAME", (lead) => lead.customer.lastName],
  ["LEADS_FIELD_EMAIL", (lead) => lead.customer.email],
  ["LEADS_FIELD_PHONE", (lead) => lead.customer.phone],
  ["LEADS_FIELD_VEHICLE_YEAR", (lead) => lead.vehicle.year],
  ["LEADS_FIELD_VEHICLE_MAKE", (lead) => lead.vehicle.make],
  ["LEADS_FIELD_VEHICLE_MODEL", (lead) => lead.vehicle.model],
  ["LEADS_COLUMN_RESPONSE_TIME", (lead) => lead.responseTime === null ? "" : durationText(lead.responseTime)],
  ["LEADS_FIELD_CREDIT_STATUS", (lead, t) => lead.creditStatus ? t(lead.creditStatus) : ""],
  ["LEADS_FIELD_SOURCE_LEAD_ID", (lead) => lead.sourceLeadId]
];
var LEAD_CSV_TITLE_KEYS = COLUMNS3.map(([title]) => title);
function leadCsv(leads, t) {
  return csvText(
    LEAD_CSV_TITLE_KEYS.map(t),
    leads.map((lead) => COLUMNS3.map(([, cell]) => cell(lead, t)))
  );
}
var leadCsvFileName = (serverDate) => `Leads-${serverDate}.csv`;

// src/server/handlers/leads/lead-count.ts
import { CompiledQuery, sql as sql30 } from "kysely";

// src/server/handlers/leads/lead-search.ts
import { sql as sql29 } from "kysely";
var LEAD_SORT_FIELDS = ["receivedDate", "dealerCode", "leadType", "source", "status", "responseTime", "customer.lastName"];
var DEFAULT_LEAD_ORDER = { field: "receivedDate", direction: "desc" };
var CENTRAL = "America/Chicago";
var SORT_COLUMNS6 = {
  receivedDate: { expression: sql29`leads.received_at`, type: sql29`timestamptz`, nullable: false },
  dealerCode: { expression: sql29`dealers.code`, type: sql29`text`, nullable: false, join: "dealers" },
  leadType: { expression: sql29`leads.lead_type`, type: sql29`text`, nullable: false },
  source: { expression: sql29`lead_sources.name`, type: sql29`text`, nullable: false, join: "leadSources" },
  status: { expression: sql29`leads.status`, type: sql29`text`, nullable: false },
  responseTime: { expression: sql29`coalesce(leads.response_time_override_seconds, leads.response_time_seconds)`, type: sql29`integer`, nullable: true },
  "customer.lastName": { expression: sql29`lower(leads.customer_last_name)`, type: sql29`text`, nullable: true }
};
function visibleLeads(caller, eb) {
  const roles = roleKeysOf(caller);
  if (roles.has("admin")) return eb.lit(true);
  const allowed = [];
  if (roles.has("oem") && caller.oemId !== null) allowed.push(eb("leads.oemId", "=", caller.oemId));
  if (roles.has("dealer") || roles.has("dealerGroup")) {
    allowed.push(eb("leads.dealerId", "in", eb.selectFrom("userDealers").select("userDealers.dealerId").where("userDealers.userId", "=", caller.userId)));
  }
  return allowed.length > 0 ? eb.or(allowed) : eb.lit(false);
}
function scopeKeyOf(caller) {
  const roles = roleKeysOf(caller);
  if (roles.has("admin")) return "admin";
  return `${caller.userId}:${caller.oemId ?? ""}:${[...roles].sort().join(",")}`;
}
function leadConditions(caller, filters) {
  return (eb) => {
    const conditions = [visibleLeads(caller, eb)];
    if (filters.dealerCode !== void 0) {
      conditions.push(eb("leads.dealerId", "=", eb.selectFrom("dealers").select("dealers.id").where("dealers.code", "=", filters.dealerCode)));
    }
    if (filters.receivedDateFrom !== void 0) {
      conditions.push(eb("leads.receivedAt", ">=", sql29`(${filters.receivedDateFrom}::date::timestamp at time zone ${CENTRAL})`));
    }
    if (filters.receivedDateTo !== void 0) {
      conditions.push(eb("leads.receivedAt", "<", sql29`((${filters.receivedDateTo}::date + 1)::timestamp at time zone ${CENTRAL})`));
    }
    if (filters.leadType !== void 0) conditions.push(eb("leads.leadType", "=", filters.leadType));
    if (filters.source !== void 0) {
      conditions.push(eb("leads.leadSourceId", "in", eb.selectFrom("leadSources").select("leadSources.id").where("leadSources.name", "=", filters.source)));
    }
    if (filters.status !== void 0) conditions.push(eb("leads.status", "=", filters.status));
    const name = filters.customerName?.trim();
    if (name) {
      const pattern = likePattern(name.toLowerCase());
      conditions.push(
        eb.or([
          eb(sql29`lower(leads.customer_first_name)`, "like", pattern),
          eb(sql29`lower(leads.customer_last_name)`, "like", pattern),
          eb(sql29`lower(leads.customer_first_name || ' ' || leads.customer_last_name)`, "like", pattern)
        ])
      );
    }
    const email = filters.email?.trim();
    if (email) conditions.push(eb(sql29`lower(leads.customer_email)`, "like", likePattern(email.toLowerCase())));
    const digits = filters.phone?.replace(/\D/g, "");
    if (digits) conditions.push(eb(sql29`regexp_replace(leads.customer_phone, '\\D', '', 'g')`, "like", likePattern(digits)));
    if (filters.creditRequested !== void 0) {
      conditions.push(eb("leads.creditStatus", filters.creditRequested ? "is not" : "is", null));
    }
    if (filters.creditStatus !== void 0) conditions.push(eb("leads.creditStatus", "=", filters.creditStatus));
    if (filters.responded !== void 0) conditions.push(eb("leads.firstResponseAt", filters.responded ? "is not" : "is", null));
    return eb.and(conditions);
  };
}
function atOrAfter(column, descending, from) {
  const compare3 = descending ? sql29`<=` : sql29`>=`;
  if (from.key === null) return sql29`(${column.expression} is null and leads.id ${compare3} ${from.id}::bigint)`;
  const key = sql29`cast(${from.key} as ${column.type})`;
  return sql29`(${column.expression} ${compare3} ${key} and (${column.expression}, leads.id) ${compare3} (${key}, ${from.id}::bigint))`;
}
async function searchLeadPage(db, caller, filters, page, options = {}) {
  const descending = page.order.direction === "desc";
  const direction = descending ? sql29`desc` : sql29`asc`;
  const column = SORT_COLUMNS6[page.order.field];
  const orderKey = column.nullable ? sql29`${column.expression} ${direction} nulls last` : sql29`${column.expression} ${direction}`;
  const orderKeySql = (alias) => sql29`${orderKey}, ${alias} ${direction}`;
  const anchorKey = options.anchors && options.searchKey ? `${options.searchKey}|${page.order.field},${page.order.direction}` : void 0;
  const anchor = anchorKey ? options.anchors.nearest(anchorKey, page.offset) : void 0;
  const skip = anchor ? page.offset - anchor.index : page.offset;
  const matching = () => db.selectFrom("leads").select("leads.id").where(leadConditions(caller, filters));
  let pageIds;
  if (column.join) {
    const reach = skip + page.limit;
    const owner = column.join === "dealers" ? sql29`dealers` : sql29`lead_sources`;
    let run2 = matching().where(column.join === "dealers" ? sql29`leads.dealer_id = dealers.id` : sql29`leads.lead_source_id = lead_sources.id`);
    if (anchor) run2 = run2.where(atOrAfter(column, descending, anchor.from));
    const runs = run2.orderBy(sql29`leads.id ${direction}`).limit(reach);
    pageIds = db.selectFrom(sql29`(select page.id, ${column.expression} as k from ${owner} cross join lateral ${runs} as page)`.as("run")).select("run.id").orderBy(sql29`run.k ${direction}, run.id ${direction}`).limit(page.limit).offset(skip);
  } else if (anchor && column.nullable && anchor.from.key !== null) {
    const reach = skip + page.limit;
    const keyed = matching().select(sql29`${column.expression}`.as("k")).where(atOrAfter(column, descending, anchor.from)).orderBy(orderKeySql(sql29`leads.id`)).limit(reach);
    const unkeyed = matching().select(sql29`cast(null as ${column.type})`.as("k")).where(sql29`${column.expression} is null`).orderBy(sql29`leads.id ${direction}`).limit(reach);
    pageIds = db.selectFrom(sql29`((${keyed}) union all (${unkeyed}))`.as("run")).select("run.id").orderBy(sql29`run.k ${direction} nulls last, run.id ${direction}`).limit(page.limit).offset(skip);
  } else {
    let ids = matching();
    if (anchor) ids = ids.where(atOrAfter(column, descending, anchor.from));
    pageIds = ids.orderBy(orderKeySql(sql29`leads.id`)).limit(page.limit).offset(skip);
  }
  const rows = await selectLeadColumns(leadSelection(db)).select(sql29`(${column.expression})::text`.as("sortKey")).where("leads.id", "in", pageIds).orderBy(orderKeySql(sql29`leads.id`)).execute();
  if (anchorKey && rows.length > 0) {
    const first = rows[0];
    const last = rows[rows.length - 1];
    options.anchors.remember(anchorKey, page.offset, { key: first.sortKey, id: String(first.id) });
    options.anchors.remember(anchorKey, page.offset + rows.length - 1, { key: last.sortKey, id: String(last.id) });
  }
  const dispositions = options.dispositions === false ? /* @__PURE__ */ new Map() : await dispositionsOf(db, rows.map((row) => Number(row.id)));
  return rows.map((row) => leadOf(row, dispositions.get(Number(row.id)) ?? []));
}

// src/server/handlers/leads/lead-count.ts
var MAX_SEARCHES = 2e3;
var ESTIMATE_TRUSTED_FROM = 2;
var LeadCounter = class {
  constructor(db, exactLimit, ttlMs, now) {
    this.db = db;
    this.exactLimit = exactLimit;
    this.ttlMs = ttlMs;
    this.now = now;
  }
  db;
  exactLimit;
  ttlMs;
  now;
  totals = /* @__PURE__ */ new Map();
  /** The total of a search, remembered under `searchKey` (the caller's scope and the filters). */
  total(caller, filters, searchKey) {
    const known = this.totals.get(searchKey);
    if (known && known.expiresAt > this.now()) return known.total;
    const total = this.compute(caller, filters);
    this.keep(searchKey, total);
    total.catch(() => this.totals.get(searchKey)?.total === total && this.totals.delete(searchKey));
    return total;
  }
  /**
   * What a page read says about the total: a short page ends the result there; a full page
   * past an estimate raises it; an empty page past an estimated end has it counted in full.
   */
  async settle(caller, filters, searchKey, page, before) {
    let settled;
    if (page.rows > 0 && page.rows < page.size) settled = { total: page.offset + page.rows, estimated: false };
    else if (page.rows === 0 && page.offset > 0 && before.estimated) settled = { total: await this.countAll(caller, filters), estimated: false };
    else if (page.rows === page.size && before.estimated && page.offset + page.rows >= before.total) {
      settled = { total: page.offset + page.rows + 1, estimated: true };
    }
    if (!settled || settled.total === before.total && settled.estimated === before.estimated) return before;
    this.keep(searchKey, Promise.resolve(settled));
    return settled;
  }
  forget() {
    this.totals.clear();
  }
  keep(searchKey, total) {
    if (this.ttlMs <= 0) return;
    if (!this.totals.has(searchKey) && this.totals.size >= MAX_SEARCHES) this.totals.delete(this.totals.keys().next().value);
    this.totals.set(searchKey, { total, expiresAt: this.now() + this.ttlMs });
  }
  matches(caller, filters) {
    return this.db.selectFrom("leads").select(sql30`1`.as("one")).where(leadConditions(caller, filters));
  }
  async compute(caller, filters) {
    const estimate = await this.estimate(caller, filters);
    if (estimate > ESTIMATE_TRUSTED_FROM * this.exactLimit) return { total: estimate, estimated: true };
    const capped = await this.db.selectFrom(this.matches(caller, filters).limit(this.exactLimit + 1).as("capped")).select(sql30`count(*)`.as("n")).executeTakeFirstOrThrow();
    const counted = Number(capped.n);
    if (counted <= this.exactLimit) return { total: counted, estimated: false };
    return { total: Math.max(this.exactLimit + 1, estimate), estimated: true };
  }
  /** The planner's row estimate for the filters: statistics only, nothing read. */
  async estimate(caller, filters) {
    const query = this.matches(caller, filters).compile();
    const result = await this.db.executeQuery(CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]));
    const cell = Object.values(result.rows[0] ?? {})[0];
    const plan = typeof cell === "string" ? JSON.parse(cell) : cell;
    return Math.round(plan[0].Plan["Plan Rows"]);
  }
  /** Every match counted: for the rare page past an estimated end and the export's refusal. */
  async countAll(caller, filters) {
    const row = await this.db.selectFrom("leads").select(sql30`count(*)`.as("n")).where(leadConditions(caller, filters)).executeTakeFirstOrThrow();
    return Number(row.n);
  }
};
function searchKeyOf(scopeKey, filters) {
  const entries = Object.entries(filters).filter(([, value]) => value !== void 0).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
  return `${scopeKey}|${JSON.stringify(entries)}`;
}

// src/server/handlers/leads/lead-page-anchors.ts
var MAX_SEARCHES2 = 2e3;
var MAX_ROWS_PER_SEARCH = 512;
var LeadPageAnchors = class {
  constructor(ttlMs, now) {
    this.ttlMs = ttlMs;
    this.now = now;
  }
  ttlMs;
  now;
  searches = /* @__PURE__ */ new Map();
  /** The remembered row at or before `index` closest to it, if any. */
  nearest(searchKey, index) {
    const search = this.live(searchKey);
    if (!search) return void 0;
    let low = 0;
    let high = search.indexes.length - 1;
    let found = -1;
    while (low <= high) {
      const middle = low + high >> 1;
      if (search.indexes[middle] <= index) {
        found = middle;
        low = middle + 1;
      } else {
        high = middle - 1;
      }
    }
    if (found < 0) return void 0;
    const at2 = search.indexes[found];
    return { index: at2, from: search.rows.get(at2) };
  }
  remember(searchKey, index, row) {
    if (this.ttlMs <= 0) return;
    let search = this.live(searchKey);
    if (!search) {
      if (this.searches.size >= MAX_SEARCHES2) this.searches.delete(this.searches.keys().next().value);
      search = { rows: /* @__PURE__ */ new Map(), indexes: [], expiresAt: this.now() + this.ttlMs };
      this.searches.set(searchKey, search);
    }
    if (search.rows.has(index)) return;
    if (search.indexes.length >= MAX_ROWS_PER_SEARCH) {
      const dropped = search.indexes.splice(search.indexes.length >> 1, 1)[0];
      search.rows.delete(dropped);
    }
    search.rows.set(index, row);
    const at2 = search.indexes.findIndex((known) => known > index);
    search.indexes.splice(at2 < 0 ? search.indexes.length : at2, 0, index);
  }
  /** Leads were written: every remembered place may have moved. */
  forget() {
    this.searches.clear();
  }
  live(searchKey) {
    const search = this.searches.get(searchKey);
    if (search && search.expiresAt <= this.now()) {
      this.searches.delete(searchKey);
      return void 0;
    }
    return search;
  }
};

// src/server/handlers/leads/prelead-jobs.ts
import { randomUUID as randomUUID6 } from "node:crypto";

// src/server/handlers/leads/prelead-search.ts
import { sql as sql31 } from "kysely";
var PRELEAD_SORT_FIELDS = ["receivedDate", "providerName", "dealerCode", "status"];
var DEFAULT_PRELEAD_ORDER = { field: "receivedDate", direction: "desc" };
var CENTRAL2 = "America/Chicago";
var SORT_COLUMNS7 = {
  receivedDate: sql31.ref("preleads.received_at"),
  providerName: sql31.ref("lead_sources.name"),
  dealerCode: sql31.ref("dealers.code"),
  status: sql31.ref("preleads.status")
};
function preleadMatches(criteria) {
  return (eb) => {
    const conditions = [eb("preleads.leadSourceId", "in", criteria.leadProviderIds)];
    if (criteria.dealerCode !== void 0) {
      conditions.push(eb("preleads.dealerId", "=", eb.selectFrom("dealers").select("dealers.id").where("dealers.code", "=", criteria.dealerCode)));
    }
    if (criteria.receivedDateFrom !== void 0) {
      conditions.push(eb("preleads.receivedAt", ">=", sql31`(${criteria.receivedDateFrom}::date::timestamp at time zone ${CENTRAL2})`));
    }
    if (criteria.receivedDateTo !== void 0) {
      conditions.push(eb("preleads.receivedAt", "<", sql31`((${criteria.receivedDateTo}::date + 1)::timestamp at time zone ${CENTRAL2})`));
    }
    if (criteria.leadType !== void 0) conditions.push(eb("preleads.leadType", "=", criteria.leadType));
    if (criteria.status !== void 0) conditions.push(eb("preleads.status", "=", criteria.status));
    return eb.and(conditions);
  };
}
async function searchPreleads(db, criteria, page) {
  const base = db.selectFrom("preleads").innerJoin("leadSources", "leadSources.id", "preleads.leadSourceId").leftJoin("dealers", "dealers.id", "preleads.dealerId").where(preleadMatches(criteria));
  const direction = page.order.direction === "desc" ? sql31`desc` : sql31`asc`;
  const [rows, count] = await Promise.all([
    base.select([
      "preleads.id",
      "preleads.leadSourceId",
      "leadSources.name as providerName",
      "dealers.code as dealerCode",
      "preleads.leadType",
      "preleads.receivedAt",
      "preleads.customerName",
      "preleads.vehicleYear",
      "preleads.vehicleMake",
      "preleads.vehicleModel",
      "preleads.vehicleTrim",
      "preleads.vehicleVin",
      "preleads.vehicleMileage",
      "preleads.status",
      "preleads.rejectionReason"
    ]).orderBy(sql31`${SORT_COLUMNS7[page.order.field]} ${direction} nulls last`).orderBy(sql31`preleads.id ${direction}`).limit(page.limit).offset(page.offset).execute(),
    base.select(sql31`count(*)`.as("total")).executeTakeFirstOrThrow()
  ]);
  return {
    total: Number(count.total),
    rows: rows.map((row) => ({
      id: row.id,
      providerId: row.leadSourceId,
      providerName: row.providerName,
      dealerCode: row.dealerCode,
      leadType: row.leadType,
      receivedDate: row.receivedAt.toISOString(),
      customerName: row.customerName,
      vehicle: {
        year: row.vehicleYear,
        make: row.vehicleMake,
        model: row.vehicleModel,
        trim: row.vehicleTrim,
        vin: row.vehicleVin,
        mileage: row.vehicleMileage
      },
      status: row.status,
      rejectionReason: row.rejectionReason
    }))
  };
}

// src/server/handlers/leads/prelead-jobs.ts
var BATCH = 20;
var UUID3 = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
var ALREADY_RUNNING = "A pre-lead conversion is already running for this dealer. Wait for it to finish or cancel it.";
var isUniqueViolation = (error2) => typeof error2 === "object" && error2 !== null && error2.code === "23505";
async function jobProgress(db, jobId) {
  const job = await db.selectFrom("preleadJobs").select(["id", "status", "processed", "total", "converted", "rejected", "error"]).where("id", "=", jobId).executeTakeFirst();
  if (!job) throw notFound("There is no such conversion job.");
  return {
    jobId: job.id,
    status: job.status,
    processed: job.processed,
    total: job.total,
    percent: job.total === 0 ? 100 : Math.floor(job.processed * 100 / job.total),
    converted: job.converted,
    rejected: job.rejected,
    error: job.error
  };
}
async function cancelJob(db, jobId, now) {
  await jobProgress(db, jobId);
  const cancelled = await db.updateTable("preleadJobs").set({ status: "CANCELLED", finishedAt: now }).where("id", "=", jobId).where("status", "=", "RUNNING").executeTakeFirst();
  if (cancelled.numUpdatedRows === 0n) throw conflict("The conversion job is no longer running.");
  return jobProgress(db, jobId);
}
var PreleadJobRunner = class {
  constructor(db, clock, logger, leadsAdded = () => void 0) {
    this.db = db;
    this.clock = clock;
    this.logger = logger;
    this.leadsAdded = leadsAdded;
  }
  db;
  clock;
  logger;
  leadsAdded;
  running = /* @__PURE__ */ new Set();
  /** Creates the job, claims its pre-leads and starts the worker; answers the job's id. */
  async start(caller, body) {
    const problems = new FieldProblems();
    body.preleadIds?.forEach((id, index) => {
      if (!UUID3.test(id)) problems.add(`preleadIds.${index}`, "INVALID_VALUE", { message: "This is not the id of a pre-lead." });
    });
    problems.throwIfAny();
    const actor = actorOf(caller);
    const jobId = randomUUID6();
    try {
      await this.db.transaction().execute(async (trx) => {
        const dealer2 = body.criteria.dealerCode ? await trx.selectFrom("dealers").select("id").where("code", "=", body.criteria.dealerCode).executeTakeFirst() : void 0;
        await trx.insertInto("preleadJobs").values({
          id: jobId,
          status: "RUNNING",
          criteria: JSON.stringify(body.criteria),
          total: 0,
          dealerId: dealer2?.id ?? null,
          requestedByUserId: actor.userId,
          impersonatorLogin: actor.impersonatorLogin,
          startedAt: this.clock.now()
        }).execute();
        const claimed = await trx.updateTable("preleads").set({ preleadJobId: jobId }).where(preleadMatches(body.criteria)).where("preleads.status", "=", "PENDING").where(
          (eb) => eb.or([
            eb("preleads.preleadJobId", "is", null),
            eb("preleads.preleadJobId", "not in", eb.selectFrom("preleadJobs").select("preleadJobs.id").where("preleadJobs.status", "=", "RUNNING"))
          ])
        ).$if(body.preleadIds !== void 0, (query) => query.where("preleads.id", "in", body.preleadIds ?? [])).executeTakeFirst();
        await trx.updateTable("preleadJobs").set({ total: Number(claimed.numUpdatedRows) }).where("id", "=", jobId).execute();
      });
    } catch (error2) {
      if (isUniqueViolation(error2)) throw conflict(ALREADY_RUNNING);
      throw error2;
    }
    this.run(jobId);
    return jobId;
  }
  /** Resumes the jobs a stopped server left RUNNING. */
  async resume() {
    const jobs = await this.db.selectFrom("preleadJobs").select("id").where("status", "=", "RUNNING").execute();
    for (const job of jobs) this.run(job.id);
  }
  run(jobId) {
    if (this.running.has(jobId)) return;
    this.running.add(jobId);
    void this.work(jobId).finally(() => this.running.delete(jobId));
  }
  async work(jobId) {
    try {
      while (await this.db.transaction().execute((trx) => this.convertBatch(trx, jobId))) {
        this.leadsAdded();
      }
    } catch (error2) {
      this.logger.warn({ err: error2, jobId }, "pre-lead conversion job stopped");
      await this.db.updateTable("preleadJobs").set({ status: "FAILED", error: error2 instanceof Error ? error2.message : String(error2), finishedAt: this.clock.now() }).where("id", "=", jobId).where("status", "=", "RUNNING").execute().catch(() => void 0);
    }
  }
  /** Converts the next batch; false when the job is over (done, cancelled or gone). */
  async convertBatch(trx, jobId) {
    const job = await trx.selectFrom("preleadJobs").select("status").where("id", "=", jobId).forUpdate().executeTakeFirst();
    if (job?.status !== "RUNNING") return false;
    const now = this.clock.now();
    const batch = await trx.selectFrom("preleads").innerJoin("leadSources", "leadSources.id", "preleads.leadSourceId").leftJoin("dealers", "dealers.id", "preleads.dealerId").selectAll("preleads").select(["leadSources.name as providerName", "dealers.oemId"]).where("preleads.preleadJobId", "=", jobId).where("preleads.status", "=", "PENDING").orderBy("preleads.receivedAt").orderBy("preleads.id").limit(BATCH).forUpdate("preleads").execute();
    if (batch.length === 0) {
      await trx.updateTable("preleadJobs").set({ status: "DONE", finishedAt: now }).where("id", "=", jobId).execute();
      return false;
    }
    let converted = 0;
    let rejected = 0;
    for (const prelead of batch) {
      const outcome = await this.convertOne(trx, prelead, now);
      if (outcome.leadId !== null) converted += 1;
      else rejected += 1;
      await trx.updateTable("preleads").set({
        status: outcome.leadId !== null ? "CONVERTED" : "REJECTED",
        convertedLeadId: outcome.leadId,
        rejectionReason: outcome.rejection,
        updatedAt: now
      }).where("id", "=", prelead.id).execute();
    }
    await trx.updateTable("preleadJobs").set((eb) => ({
      processed: eb("processed", "+", batch.length),
      converted: eb("converted", "+", converted),
      rejected: eb("rejected", "+", rejected)
    })).where("id", "=", jobId).execute();
    return true;
  }
  async convertOne(trx, prelead, now) {
    if (prelead.dealerId === null || prelead.oemId === null) return { leadId: null, rejection: "No matching dealer" };
    const duplicate = await trx.selectFrom("leads").select("id").where("sourceLeadId", "=", prelead.id).where("entityName", "=", prelead.providerName).executeTakeFirst();
    if (duplicate) return { leadId: null, rejection: "Duplicate of an existing lead" };
    const [firstName, ...rest] = (prelead.customerName ?? "").trim().split(/\s+/);
    const lead = await trx.insertInto("leads").values({
      leadUid: randomUUID6(),
      sourceLeadId: prelead.id,
      entityName: prelead.providerName,
      documentId: randomUUID6(),
      dealerId: prelead.dealerId,
      oemId: prelead.oemId,
      leadType: prelead.leadType,
      leadSourceId: prelead.leadSourceId,
      status: "NEW",
      receivedAt: prelead.receivedAt,
      customerFirstName: firstName || null,
      customerLastName: rest.length > 0 ? rest.join(" ") : null,
      customerEmail: prelead.customerEmail,
      customerPhone: prelead.customerPhone,
      customerZip: prelead.customerZip,
      vehicleYear: prelead.vehicleYear,
      vehicleMake: prelead.vehicleMake,
      vehicleModel: prelead.vehicleModel,
      vehicleTrim: prelead.vehicleTrim,
      vehicleVin: prelead.vehicleVin,
      vehicleMileage: prelead.vehicleMileage
    }).returning("id").executeTakeFirstOrThrow();
    return { leadId: Number(lead.id), rejection: null };
  }
};

// src/server/handlers/leads/response-time.ts
async function responseTimeOf(db, caller, key) {
  const lead = await leadFor(db, caller, key);
  const override = lead.responseTimeOverrideSeconds === null ? void 0 : await db.selectFrom("leadResponseTimeOverrides").leftJoin("users", "users.id", "leadResponseTimeOverrides.overriddenByUserId").select(["originalSeconds", "reason", "overriddenAt", "users.loginName", "leadResponseTimeOverrides.impersonatorLogin"]).where("leadId", "=", lead.id).orderBy("overriddenAt", "desc").orderBy("leadResponseTimeOverrides.id", "desc").executeTakeFirst();
  return {
    id: Number(lead.id),
    leadUid: lead.leadUid,
    sourceLeadId: lead.sourceLeadId,
    dealerCode: lead.dealerCode,
    receivedDate: lead.receivedAt.toISOString(),
    firstResponseDate: lead.firstResponseAt?.toISOString() ?? null,
    responseTime: shownResponseTime(lead),
    override: override ? {
      originalResponseTime: override.originalSeconds ?? 0,
      reason: override.reason,
      // An admin acting as someone else made the change: name the admin.
      overriddenBy: override.impersonatorLogin ?? override.loginName ?? "",
      overriddenAt: override.overriddenAt.toISOString()
    } : null
  };
}
async function overrideResponseTime(db, caller, body) {
  const problems = new FieldProblems();
  const reason = problems.requiredText("reason", body.reason);
  problems.throwIfAny();
  const key = { id: body.id, leadUid: body.leadUid, sourceLeadId: body.sourceLeadId };
  const lead = await leadFor(db, caller, key);
  if (lead.firstResponseAt === null || lead.responseTimeSeconds === null) {
    throw conflict("The dealer has not responded to this lead yet, so there is no response time to override.");
  }
  const actor = actorOf(caller);
  await db.transaction().execute(async (trx) => {
    await trx.insertInto("leadResponseTimeOverrides").values({
      leadId: lead.id,
      originalSeconds: lead.responseTimeSeconds,
      overrideSeconds: body.responseTime,
      reason,
      overriddenByUserId: actor.userId,
      impersonatorLogin: actor.impersonatorLogin
    }).execute();
    await trx.updateTable("leads").set({ responseTimeOverrideSeconds: body.responseTime }).where("id", "=", lead.id).execute();
  });
  return { success: true, message: translateEnglish("SAVED_SUCCESSFULLY"), responseTime: await responseTimeOf(db, caller, key) };
}

// src/server/handlers/leads/lead-handlers.ts
function createLeadHandlers({ db, config, clock, logger }) {
  const now = () => clock.now().getTime();
  const counter = new LeadCounter(db, config.leadExactCountLimit, config.leadCountCacheMs, now);
  const anchors = new LeadPageAnchors(config.leadCountCacheMs, now);
  const leadsChanged = () => {
    counter.forget();
    anchors.forget();
  };
  const jobs = new PreleadJobRunner(db, clock, logger, leadsChanged);
  jobs.resume().catch((error2) => logger.warn({ err: error2 }, "could not resume pre-lead conversion jobs"));
  return {
    getLeadFilterOptions: async ({ caller }) => ({ body: await leadFilterOptions(db, signedIn(caller), clock.now()) }),
    searchLeads: async ({ caller, query, body }) => {
      const paging = pageRequestOf(query);
      const order = sortOrderOf(query.sort, LEAD_SORT_FIELDS, DEFAULT_LEAD_ORDER);
      const who = signedIn(caller);
      const searchKey = searchKeyOf(scopeKeyOf(who), body);
      const [rows, counted] = await Promise.all([
        searchLeadPage(db, who, body, { order, limit: paging.size, offset: paging.offset }, { anchors, searchKey }),
        counter.total(who, body, searchKey)
      ]);
      const { total, estimated } = await counter.settle(who, body, searchKey, { offset: paging.offset, size: paging.size, rows: rows.length }, counted);
      return { body: { content: rows, page: { ...pageInfoOf(paging, total), ...estimated ? { totalEstimated: true } : {} } } };
    },
    exportLeadsCsv: async ({ caller, query, body }) => {
      const who = signedIn(caller);
      const order = sortOrderOf(query.sort, LEAD_SORT_FIELDS, DEFAULT_LEAD_ORDER);
      const rows = await searchLeadPage(db, who, body, { order, limit: LEAD_EXPORT_MAX_ROWS + 1, offset: 0 }, { dispositions: false });
      if (rows.length > LEAD_EXPORT_MAX_ROWS) {
        const total = await counter.countAll(who, body);
        throw new ValidationError([
          fieldError("receivedDateFrom", "LEAD_EXPORT_TOO_MANY", { params: { count: total.toLocaleString("en-US"), limit: LEAD_EXPORT_MAX_ROWS.toLocaleString("en-US") } })
        ]);
      }
      return fileDownload({
        fileName: leadCsvFileName(serverDateOf(clock.now())),
        contentType: "text/csv; charset=utf-8",
        content: leadCsv(rows, await exportTranslateOf(db, who))
      });
    },
    getLead: async ({ caller, query }) => {
      const row = await leadFor(db, signedIn(caller), query);
      const dispositions = (await dispositionsOf(db, [Number(row.id)])).get(Number(row.id)) ?? [];
      const creditReason = row.creditStatus ? await db.selectFrom("leadCreditRequests").innerJoin("creditReasons", "creditReasons.id", "leadCreditRequests.reasonId").select(["creditReasons.label", "leadCreditRequests.comment"]).where("leadCreditRequests.leadId", "=", row.id).executeTakeFirst() : void 0;
      return {
        body: {
          lead: leadOf(row, dispositions),
          comments: row.comments,
          tradeIn: row.tradeIn ? { year: row.tradeIn.year, make: row.tradeIn.make, model: row.tradeIn.model, trim: row.tradeIn.trim ?? null, vin: row.tradeIn.vin ?? null, mileage: row.tradeIn.mileage ?? null } : null,
          creditReason: creditReason ? [creditReason.label, creditReason.comment].filter(Boolean).join(": ") : null
        }
      };
    },
    listLeadDispositions: async ({ caller, query }) => {
      const row = await leadFor(db, signedIn(caller), query);
      return { body: (await dispositionsOf(db, [Number(row.id)])).get(Number(row.id)) ?? [] };
    },
    listDispositionCommunications: async ({ caller, query }) => ({
      body: await dispositionCommunications(db, signedIn(caller), query.dispositionId)
    }),
    downloadLeadAdf: async ({ caller, query }) => {
      const row = await leadFor(db, signedIn(caller), { leadUid: query.leadId, sourceLeadId: query.sourceId, entityName: query.entityName });
      return fileDownload({ fileName: adfFileName(row), contentType: "application/xml; charset=utf-8", content: adfDocument(row) });
    },
    getLeadCreditForm: async ({ caller, body }) => ({ body: await creditForm(db, signedIn(caller), body) }),
    requestLeadCredit: async ({ caller, query, body }) => {
      const answer = await requestCredit(db, signedIn(caller), query.dealerCode, body);
      leadsChanged();
      return { body: answer };
    },
    getLeadResponseTime: async ({ caller, query }) => ({ body: await responseTimeOf(db, signedIn(caller), query) }),
    overrideLeadResponseTime: async ({ caller, body }) => {
      const answer = await overrideResponseTime(db, signedIn(caller), body);
      leadsChanged();
      return { body: answer };
    },
    getDmfRecord: async ({ query }) => ({ body: await dmfRecordOf(db, query.dealerCode) }),
    saveDmfCorrection: async ({ caller, body }) => ({ body: await saveDmfCorrection(db, signedIn(caller), body, clock.now()) }),
    searchPreleads: async ({ query, body }) => {
      const paging = pageRequestOf(query);
      const order = sortOrderOf(query.sort, PRELEAD_SORT_FIELDS, DEFAULT_PRELEAD_ORDER);
      const { rows, total } = await searchPreleads(db, body, { order, limit: paging.size, offset: paging.offset });
      return { body: { content: rows, page: pageInfoOf(paging, total) } };
    },
    convertPreleads: async ({ caller, body }) => ({ status: 202, body: { jobId: await jobs.start(signedIn(caller), body) } }),
    cancelPreleadJob: async ({ query }) => ({ body: await cancelJob(db, query.id, clock.now()) }),
    getPreleadJobProgress: async ({ query }) => ({ body: await jobProgress(db, query.id) })
  };
}

// src/server/handlers/lead-program/budget-period.ts
function firstOfNextMonth(date2) {
  const [year, month] = date2.split("-").map(Number);
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
}
function budgetEffectOf(changedByAdmin, now) {
  const today = serverDateOf(now);
  return changedByAdmin ? { immediate: true, effectiveFrom: today } : { immediate: false, effectiveFrom: firstOfNextMonth(today) };
}
function isInForce(effectiveFrom, now) {
  return effectiveFrom <= serverDateOf(now);
}

// src/server/handlers/lead-program/dealer-program.ts
function programStatusShown(programStatus, dealerStatus) {
  if (dealerStatus !== "ACTIVE") return dealerStatus;
  switch (programStatus) {
    case "ENROLLED":
      return "ACTIVE";
    case "PAUSED":
      return "PAUSED";
    case "PENDING":
      return "ON_HOLD";
    case "UNENROLLED":
      return "INACTIVE";
  }
}
async function dealerByCode(db, dealerCode) {
  const dealer2 = await db.selectFrom("dealers").select(["id", "code", "name", "oemId", "country", "zip", "latitude", "longitude", "status"]).where("code", "=", dealerCode).executeTakeFirst();
  if (!dealer2) throw notFound(`No dealer has the code ${dealerCode}.`);
  return dealer2;
}
async function dealerProgramOf(db, dealerCode, programId) {
  const dealer2 = await dealerByCode(db, dealerCode);
  const row = await db.selectFrom("programEnrollments").innerJoin("programs", "programs.id", "programEnrollments.programId").select(["programs.id", "programs.name", "programs.hasBudget", "programs.leadProgram", "programEnrollments.status", "programEnrollments.enrolledDate"]).where("programEnrollments.dealerId", "=", dealer2.id).where("programEnrollments.programId", "=", programId).executeTakeFirst();
  if (!row) throw notFound(`Dealer ${dealerCode} is not enrolled in program ${programId}.`);
  const { status: dealerStatus, ...dealerFields2 } = dealer2;
  return {
    dealer: dealerFields2,
    programId: row.id,
    programName: row.name,
    hasBudget: row.hasBudget,
    leadProgram: row.leadProgram,
    programStatus: row.status,
    enrolledDate: row.enrolledDate,
    status: programStatusShown(row.status, dealerStatus)
  };
}
async function activeProgramOf(db, dealerCode, programId) {
  const program = await dealerProgramOf(db, dealerCode, programId);
  if (program.status !== "ACTIVE") {
    throw conflict(`The ${program.programName} program is not active for dealer ${dealerCode}, so its settings cannot be changed.`);
  }
  return program;
}

// src/server/handlers/lead-program/money.ts
function centsOfText(text2) {
  const [whole = "0", fraction = ""] = text2.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0").slice(0, 2));
}
function centsOf(amount) {
  return Math.round(Number(amount) * 100);
}
function amountOf(cents) {
  return cents / 100;
}

// src/server/handlers/lead-program/budget.ts
var currencyOf = (country) => country === "CA" ? "CAD" : "USD";
async function budgetRowOf(db, program, now) {
  const row = await db.selectFrom("budgets").selectAll().where("dealerId", "=", program.dealer.id).where("programId", "=", program.programId).executeTakeFirst();
  if (!row || row.pendingBudget === null || row.pendingEffectiveFrom === null || !isInForce(row.pendingEffectiveFrom, now)) return row;
  return db.updateTable("budgets").set({ budget: row.pendingBudget, budgetForCurrentMonth: row.pendingBudget, balance: row.pendingBudget, pendingBudget: null, pendingEffectiveFrom: null }).where("dealerId", "=", row.dealerId).where("programId", "=", row.programId).where("pendingEffectiveFrom", "=", row.pendingEffectiveFrom).returningAll().executeTakeFirst().then((updated) => updated ?? row);
}
async function budgetOf(db, program, now) {
  if (!program.hasBudget) return null;
  const row = await budgetRowOf(db, program, now);
  const history = await db.selectFrom("budgetHistory").leftJoin("users", "users.id", "budgetHistory.changedByUserId").select(["budgetHistory.changedAt", "users.loginName", "budgetHistory.impersonatorLogin", "budgetHistory.oldBudget", "budgetHistory.newBudget", "budgetHistory.effectiveFrom"]).where("budgetHistory.dealerId", "=", program.dealer.id).where("budgetHistory.programId", "=", program.programId).orderBy("budgetHistory.changedAt", "desc").orderBy("budgetHistory.id", "desc").execute();
  const amount = (value) => value === null || value === void 0 ? null : amountOf(centsOf(value));
  return {
    dealerCode: program.dealer.code,
    programId: program.programId,
    budget: amount(row?.budget) ?? 0,
    balance: amount(row?.balance) ?? 0,
    budgetForCurrentMonth: amount(row?.budgetForCurrentMonth) ?? 0,
    currency: currencyOf(program.dealer.country),
    pendingBudget: amount(row?.pendingBudget),
    pendingEffectiveFrom: row?.pendingEffectiveFrom ?? null,
    history: history.map((change) => ({
      changedAt: change.changedAt.toISOString(),
      changedBy: change.loginName ?? "",
      impersonatedBy: change.impersonatorLogin,
      oldBudget: amount(change.oldBudget),
      newBudget: amount(change.newBudget) ?? 0,
      effectiveFrom: change.effectiveFrom
    }))
  };
}
async function requiredBudgetOf(db, program, now) {
  const budget = await budgetOf(db, program, now);
  if (!budget) throw notFound(`The ${program.programName} program has no budget.`);
  return budget;
}
async function updateBudget(db, caller, dealerCode, programId, newBudget, now) {
  const program = await activeProgramOf(db, dealerCode, programId);
  if (!program.hasBudget) throw conflict(`The ${program.programName} program has no budget to change.`);
  const cents = centsOfText(newBudget);
  const effect = budgetEffectOf(caller.roles.has("admin"), now);
  const actor = actorOf(caller);
  await db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom("budgets").selectAll().where("dealerId", "=", program.dealer.id).where("programId", "=", program.programId).forUpdate().executeTakeFirst();
    const oldCents = current ? centsOf(current.budget) : null;
    const monthCents = current ? centsOf(current.budgetForCurrentMonth) : 0;
    const balanceCents = current ? centsOf(current.balance) : 0;
    const values = effect.immediate ? (
      // What was spent this month stays spent: the balance moves by the change of this month's budget.
      { budget: amountOf(cents), budgetForCurrentMonth: amountOf(cents), balance: amountOf(balanceCents + cents - monthCents), pendingBudget: null, pendingEffectiveFrom: null }
    ) : { budget: amountOf(cents), budgetForCurrentMonth: amountOf(monthCents), balance: amountOf(balanceCents), pendingBudget: amountOf(cents), pendingEffectiveFrom: effect.effectiveFrom };
    await trx.insertInto("budgets").values({ dealerId: program.dealer.id, programId: program.programId, ...values, updatedAt: now, updatedByUserId: actor.userId }).onConflict((oc) => oc.columns(["dealerId", "programId"]).doUpdateSet({ ...values, updatedAt: now, updatedByUserId: actor.userId })).execute();
    await trx.insertInto("budgetHistory").values({
      dealerId: program.dealer.id,
      programId: program.programId,
      oldBudget: oldCents === null ? null : amountOf(oldCents),
      newBudget: amountOf(cents),
      effectiveFrom: effect.effectiveFrom,
      changedByUserId: actor.userId,
      impersonatorLogin: actor.impersonatorLogin,
      changedAt: now
    }).execute();
  });
  return {
    success: true,
    message: translateEnglish("BUDGET_UPDATED"),
    budget: await requiredBudgetOf(db, program, now),
    effectiveFrom: effect.effectiveFrom
  };
}

// src/server/handlers/lead-program/coverage-store.ts
async function readCoverage(db, dealer2, programId) {
  const settings = await db.selectFrom("leadProgramSettings").select(["coverageType", "centralZip", "radiusMiles", "coverageUpdatedAt"]).where("dealerId", "=", dealer2.id).where("programId", "=", programId).executeTakeFirst();
  const zips = await db.selectFrom("leadCoverageZips").select("zip").where("dealerId", "=", dealer2.id).where("programId", "=", programId).orderBy("zip").execute();
  const coverageType = settings?.coverageType ?? "ZIP_LIST";
  const centralZip = settings?.centralZip ?? (coverageType === "RADIUS" ? dealer2.zip : null);
  const centreZip = centralZip ?? dealer2.zip;
  const wanted = [.../* @__PURE__ */ new Set([...zips.map((row) => row.zip), ...centreZip ? [centreZip] : []])];
  const places = wanted.length ? await db.selectFrom("zipCodes").select(["zip as zipCode", "city", "state", "latitude", "longitude"]).where("zip", "in", wanted).orderBy("zip").execute() : [];
  const covered = new Set(zips.map((row) => row.zip));
  return {
    dealerCode: dealer2.code,
    programId,
    country: dealer2.country,
    coverageType,
    centralZip,
    radius: coverageType === "RADIUS" ? settings?.radiusMiles ?? null : null,
    zipCodes: zips.map((row) => row.zip),
    centre: places.find((place) => place.zipCode === centreZip) ?? null,
    places: places.filter((place) => covered.has(place.zipCode)),
    updatedAt: settings?.coverageUpdatedAt?.toISOString() ?? null
  };
}
async function writeCoverage(trx, dealerId, programId, change, at2) {
  await trx.insertInto("leadProgramSettings").values({
    dealerId,
    programId,
    coverageType: change.coverageType,
    centralZip: change.centralZip,
    radiusMiles: change.radius,
    coverageUpdatedAt: at2,
    updatedAt: at2
  }).onConflict(
    (oc) => oc.columns(["dealerId", "programId"]).doUpdateSet({
      coverageType: change.coverageType,
      centralZip: change.centralZip,
      radiusMiles: change.radius,
      coverageUpdatedAt: at2,
      updatedAt: at2
    })
  ).execute();
  await trx.deleteFrom("leadCoverageZips").where("dealerId", "=", dealerId).where("programId", "=", programId).execute();
  const unique = [...new Set(change.zipCodes)];
  for (let start = 0; start < unique.length; start += 5e3) {
    await trx.insertInto("leadCoverageZips").values(unique.slice(start, start + 5e3).map((zip) => ({ dealerId, programId, zip }))).execute();
  }
}

// src/server/handlers/lead-program/zip-geography.ts
import { sql as sql32 } from "kysely";
var EARTH_RADIUS_MILES = 3958.8;
var MILES_PER_DEGREE_LATITUDE = 69;
function normalizeZip(value) {
  const trimmed2 = value.trim();
  if (/^\d{5}(-\d{4})?$/.test(trimmed2)) return trimmed2.slice(0, 5);
  const compact = trimmed2.replace(/\s+/g, "").toUpperCase();
  if (/^[A-Z]\d[A-Z]\d[A-Z]\d$/.test(compact)) return `${compact.slice(0, 3)} ${compact.slice(3)}`;
  return trimmed2;
}
async function zipPlaceOf(db, zip) {
  return db.selectFrom("zipCodes").selectAll().where("zip", "=", normalizeZip(zip)).executeTakeFirst();
}
async function centralPlaceOf(db, zip) {
  const place = await zipPlaceOf(db, zip);
  if (!place) throw notFound(`${zip} is not a known ZIP or postal code.`);
  return place;
}
function distanceFrom(centre) {
  const lat = sql32`${centre.latitude}::float8`;
  const lon = sql32`${centre.longitude}::float8`;
  return sql32`${sql32.lit(EARTH_RADIUS_MILES)} * 2 * asin(sqrt(
    power(sin(radians(latitude - ${lat}) / 2), 2) +
    cos(radians(${lat})) * cos(radians(latitude)) * power(sin(radians(longitude - ${lon}) / 2), 2)
  ))`;
}
async function zipsWithinRadius(db, centre, radius, search = {}) {
  const latitudeSpan = radius / MILES_PER_DEGREE_LATITUDE;
  const longitudeSpan = radius / (MILES_PER_DEGREE_LATITUDE * Math.max(0.01, Math.cos(centre.latitude * Math.PI / 180)));
  const distance = distanceFrom(centre);
  let query = db.selectFrom("zipCodes").select(["zip", "city", "state", "country", "latitude", "longitude", distance.as("distanceMiles")]).where("country", "=", centre.country).where("latitude", ">=", centre.latitude - latitudeSpan).where("latitude", "<=", centre.latitude + latitudeSpan).where("longitude", ">=", centre.longitude - longitudeSpan).where("longitude", "<=", centre.longitude + longitudeSpan).where(distance, "<=", sql32`${radius}::float8`);
  const term = search.term?.trim().toLowerCase();
  if (term) {
    const prefix = likePrefix(term);
    query = query.where((eb) => eb.or([eb(sql32`lower(zip)`, "like", prefix), eb(sql32`lower(city)`, "like", prefix)]));
  }
  query = query.orderBy(distance).orderBy("zip");
  if (search.limit !== void 0) query = query.limit(search.limit);
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, distanceMiles: Math.round(Number(row.distanceMiles) * 10) / 10 }));
}
function milesBetween(a, b) {
  const toRadians = (degrees) => degrees * Math.PI / 180;
  const h = Math.sin(toRadians(b.latitude - a.latitude) / 2) ** 2 + Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(toRadians(b.longitude - a.longitude) / 2) ** 2;
  return Math.round(EARTH_RADIUS_MILES * 2 * Math.asin(Math.sqrt(h)) * 10) / 10;
}

// src/server/handlers/lead-program/coverage.ts
var zipMessageKeyOf = (dealer2) => dealer2.country === "CA" ? "INVALID_ZIP_CA" : "INVALID_ZIP";
var ruleCountryOf = (dealer2) => dealer2.country === "CA" ? "ca" : "us";
var UNKNOWN_ZIP = (zip) => `${zip} is not a known ZIP or postal code.`;
async function saveCoverage(db, body, now) {
  const program = await activeProgramOf(db, body.dealerCode, body.programId);
  const { dealer: dealer2 } = program;
  const problems = new FieldProblems();
  let zipCodes = [];
  let centralZip = null;
  let radius = null;
  if (body.coverageType === "RADIUS") {
    const typed = body.centralZip ?? "";
    let centre;
    if (!isZipFor(typed.trim(), ruleCountryOf(dealer2))) problems.add("centralZip", zipMessageKeyOf(dealer2));
    else if (!(centre = await zipPlaceOf(db, typed))) problems.add("centralZip", zipMessageKeyOf(dealer2), { message: UNKNOWN_ZIP(typed) });
    problems.throwIfAny();
    radius = body.radius ?? null;
    centralZip = centre.zip;
    zipCodes = (await zipsWithinRadius(db, centre, radius)).map((place) => place.zip);
  } else {
    const wanted = (body.zipCodes ?? []).map((zip) => normalizeZip(zip));
    wanted.forEach((zip, index) => {
      if (!isZipFor(zip, ruleCountryOf(dealer2))) problems.add(`zipCodes.${index}`, zipMessageKeyOf(dealer2));
    });
    problems.throwIfAny();
    const known = new Set(
      (await db.selectFrom("zipCodes").select("zip").where("zip", "in", [...new Set(wanted)]).where("country", "=", dealer2.country).execute()).map((row) => row.zip)
    );
    wanted.forEach((zip, index) => {
      if (!known.has(zip)) problems.add(`zipCodes.${index}`, zipMessageKeyOf(dealer2), { message: UNKNOWN_ZIP(zip) });
    });
    problems.throwIfAny();
    zipCodes = [...new Set(wanted)];
  }
  await db.transaction().execute((trx) => writeCoverage(trx, dealer2.id, program.programId, { coverageType: body.coverageType, centralZip, radius, zipCodes }, now));
  return { success: true, message: translateEnglish("SAVED_SUCCESSFULLY"), coverage: await readCoverage(db, dealer2, program.programId) };
}
async function coverageCsv(db, dealer2, programId) {
  const coverage = await readCoverage(db, dealer2, programId);
  const centre = await zipPlaceOf(db, coverage.centralZip ?? dealer2.zip ?? "");
  const places = coverage.zipCodes.length ? await db.selectFrom("zipCodes").selectAll().where("zip", "in", coverage.zipCodes).execute() : [];
  const byZip = new Map(places.map((place) => [place.zip, place]));
  const rows = coverage.zipCodes.map((zip) => {
    const place = byZip.get(zip);
    return [zip, place?.city ?? "", place?.state ?? "", place && centre ? milesBetween(centre, place) : ""];
  });
  return csvText(["zip", "city", "state", "distance (miles)"], rows);
}
async function radiusZips(db, centralZip, radius) {
  const centre = await centralPlaceOf(db, centralZip);
  const zips = (await zipsWithinRadius(db, centre, radius)).map((place) => place.zip);
  return { centralZip, radius, zipCodes: zips.join(","), count: zips.length };
}
async function cityZips(db, centralZip, radius, term) {
  const centre = await centralPlaceOf(db, centralZip);
  const places = await zipsWithinRadius(db, centre, radius, { term, limit: 100 });
  return places.map((place) => ({ zipCode: place.zip, city: place.city, state: place.state, distanceMiles: place.distanceMiles }));
}
async function overlappingDealers(db, dealerCode, programId) {
  const dealer2 = await dealerByCode(db, dealerCode);
  const shared = await db.selectFrom("leadCoverageZips as mine").innerJoin("leadCoverageZips as theirs", (join) => join.onRef("theirs.zip", "=", "mine.zip").onRef("theirs.programId", "=", "mine.programId")).innerJoin("dealers", "dealers.id", "theirs.dealerId").select(["dealers.id", "dealers.code", "dealers.name", "dealers.status", "dealers.oemId", "dealers.latitude", "dealers.longitude", "theirs.zip"]).where("mine.dealerId", "=", dealer2.id).where("mine.programId", "=", programId).where("theirs.dealerId", "<>", dealer2.id).where("dealers.oemId", "=", dealer2.oemId).orderBy("theirs.zip").execute();
  const byDealer = /* @__PURE__ */ new Map();
  for (const row of shared) {
    const entry = byDealer.get(row.id) ?? {
      summary: { code: row.code, name: row.name, status: row.status, oemId: row.oemId },
      latitude: row.latitude,
      longitude: row.longitude,
      zips: []
    };
    entry.zips.push(row.zip);
    byDealer.set(row.id, entry);
  }
  const distance = (other) => dealer2.latitude !== null && dealer2.longitude !== null && other.latitude !== null && other.longitude !== null ? milesBetween({ latitude: dealer2.latitude, longitude: dealer2.longitude }, { latitude: other.latitude, longitude: other.longitude }) : null;
  return [...byDealer.values()].map((other) => ({ dealer: other.summary, distanceMiles: distance(other), sharedZipCodes: other.zips })).sort((a, b) => (a.distanceMiles ?? Infinity) - (b.distanceMiles ?? Infinity) || a.dealer.code.localeCompare(b.dealer.code));
}
async function dealersCoverage(db, dealerCodes, programId) {
  const dealers = await db.selectFrom("dealers").leftJoin("programEnrollments", (join) => join.onRef("programEnrollments.dealerId", "=", "dealers.id").on("programEnrollments.programId", "=", programId)).select(["dealers.id", "dealers.code", "dealers.name", "dealers.zip", "dealers.country", "programEnrollments.id as enrollmentId"]).where("dealers.code", "in", [...dealerCodes]).execute();
  const byCode = new Map(dealers.map((dealer2) => [dealer2.code, dealer2]));
  const answer = [];
  for (const code of dealerCodes) {
    const dealer2 = byCode.get(code);
    if (!dealer2) continue;
    answer.push({ dealerCode: dealer2.code, dealerName: dealer2.name, coverage: dealer2.enrollmentId === null ? null : await readCoverage(db, dealer2, programId) });
  }
  return answer;
}

// src/server/handlers/lead-program/dealer-programs.ts
async function dealerPrograms(db, dealerCode, choice = {}) {
  const dealer2 = await dealerByCode(db, dealerCode);
  let query = db.selectFrom("programEnrollments").innerJoin("programs", "programs.id", "programEnrollments.programId").select(["programs.id", "programs.name", "programs.hasBudget", "programEnrollments.status", "programEnrollments.enrolledDate"]).where("programEnrollments.dealerId", "=", dealer2.id).where("programEnrollments.status", "<>", "UNENROLLED").orderBy("programs.name");
  if (choice.leadProgram !== void 0) query = query.where("programs.leadProgram", "=", choice.leadProgram);
  if (choice.hasBudget !== void 0) query = query.where("programs.hasBudget", "=", choice.hasBudget);
  const rows = await query.execute();
  return rows.map((row) => ({
    programId: row.id,
    programName: row.name,
    status: programStatusShown(row.status, dealer2.status),
    hasBudget: row.hasBudget,
    enrolledDate: row.enrolledDate
  }));
}

// src/server/handlers/lead-program/destinations.ts
async function destinationsOf(db, program) {
  const rows = await db.selectFrom("leadDestinations").select(["id", "leadFormat", "emails", "leadTypes"]).where("dealerId", "=", program.dealer.id).where("programId", "=", program.programId).orderBy("id").execute();
  return rows.map((row) => ({ id: row.id, leadFormat: row.leadFormat, emails: row.emails, leadTypes: row.leadTypes }));
}
var tidyEmails = (emails) => emails.split(",").map((email) => email.trim()).filter(Boolean).join(", ");
async function saveDestination(db, dealerCode, programId, body, now) {
  const program = await dealerProgramOf(db, dealerCode, programId);
  const values = { leadFormat: body.leadFormat, emails: tidyEmails(body.emails), leadTypes: [...new Set(body.leadTypes ?? [])] };
  if (body.id === void 0) {
    await db.insertInto("leadDestinations").values({ dealerId: program.dealer.id, programId: program.programId, ...values }).execute();
  } else {
    const changed = await db.updateTable("leadDestinations").set({ ...values, updatedAt: now }).where("id", "=", body.id).where("dealerId", "=", program.dealer.id).where("programId", "=", program.programId).executeTakeFirst();
    if (changed.numUpdatedRows === 0n) throw notFound(`Lead destination ${body.id} is not one of this program's destinations.`);
  }
  return { success: true, message: translateEnglish("LEAD_DESTINATION_UPDATED"), leadDestinations: await destinationsOf(db, program) };
}
async function deleteDestination(db, dealerCode, programId, id) {
  const program = await dealerProgramOf(db, dealerCode, programId);
  await db.transaction().execute(async (trx) => {
    const destinations = await trx.selectFrom("leadDestinations").select("id").where("dealerId", "=", program.dealer.id).where("programId", "=", program.programId).forUpdate().execute();
    if (!destinations.some((destination) => destination.id === id)) throw notFound(`Lead destination ${id} is not one of this program's destinations.`);
    if (destinations.length === 1 && program.status === "ACTIVE") {
      throw conflict("This is the program\u2019s last lead destination: while the program is active its leads would go nowhere. Add another destination first.");
    }
    await trx.deleteFrom("leadDestinations").where("id", "=", id).execute();
  });
  return { success: true, message: translateEnglish("LEAD_DESTINATION_DELETED"), leadDestinations: await destinationsOf(db, program) };
}

// src/server/handlers/lead-program/lead-sales.ts
async function leadSalesOf(db, program) {
  const rows = await db.selectFrom("leadSalesSettings").select(["leadType", "enabled", "leadSourceIds"]).where("dealerId", "=", program.dealer.id).where("programId", "=", program.programId).execute();
  const byType = new Map(rows.map((row) => [row.leadType, row]));
  return LEAD_TYPES.map((leadType) => ({
    dealerCode: program.dealer.code,
    programId: program.programId,
    leadCategory: leadType,
    enabled: byType.get(leadType)?.enabled ?? false,
    leadProviderIds: byType.get(leadType)?.leadSourceIds ?? []
  }));
}
async function updateLeadSales(db, program, leadCategory, body, now) {
  const providers = [...new Set(body.leadProviderIds)].sort((a, b) => a - b);
  const known = new Set((await db.selectFrom("leadSources").select("id").where("id", "in", providers).execute()).map((row) => row.id));
  const problems = new FieldProblems();
  providers.forEach((id) => {
    if (!known.has(id)) problems.add(`leadProviderIds.${body.leadProviderIds.indexOf(id)}`, "LEAD_PROVIDER_REQUIRED");
  });
  problems.throwIfAny();
  const values = { enabled: body.enabled, leadSourceIds: providers, updatedAt: now };
  await db.insertInto("leadSalesSettings").values({ dealerId: program.dealer.id, programId: program.programId, leadType: leadCategory, ...values }).onConflict((oc) => oc.columns(["dealerId", "programId", "leadType"]).doUpdateSet(values)).execute();
  const leadSales = (await leadSalesOf(db, program)).find((setting) => setting.leadCategory === leadCategory);
  return { success: true, message: translateEnglish("SAVED_SUCCESSFULLY"), leadSales };
}

// src/server/handlers/lead-program/vehicles.ts
async function vehicleManagementOf(db, program) {
  const models = await db.selectFrom("vehicleModels").leftJoin(
    "leadVehicleSettings",
    (join) => join.onRef("leadVehicleSettings.vehicleModelId", "=", "vehicleModels.id").on("leadVehicleSettings.dealerId", "=", program.dealer.id).on("leadVehicleSettings.programId", "=", program.programId)
  ).select(["vehicleModels.id", "vehicleModels.make", "vehicleModels.name", "leadVehicleSettings.leadTypes"]).where("vehicleModels.oemId", "=", program.dealer.oemId).orderBy("vehicleModels.make").orderBy("vehicleModels.name").orderBy("vehicleModels.id").execute();
  const settings = await db.selectFrom("leadProgramSettings").select(["usedMinModelYear", "usedMaxMileage"]).where("dealerId", "=", program.dealer.id).where("programId", "=", program.programId).executeTakeFirst();
  return {
    dealerCode: program.dealer.code,
    programId: program.programId,
    models: models.map((model) => ({
      modelId: String(model.id),
      make: model.make,
      model: model.name,
      leadTypes: model.leadTypes ?? [...LEAD_TYPES]
    })),
    usedVehicleCriteria: { minModelYear: settings?.usedMinModelYear ?? null, maxMileage: settings?.usedMaxMileage ?? null }
  };
}
async function saveVehicleManagement(db, program, body, now) {
  const ids = body.models.map((model) => model.modelId);
  const known = new Set(
    (await db.selectFrom("vehicleModels").select("id").where("oemId", "=", program.dealer.oemId).where("id", "in", ids.filter((id) => /^\d{1,9}$/.test(id)).map(Number).concat(-1)).execute()).map((row) => String(row.id))
  );
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== void 0) throw notFound(`Model ${unknown} is not one of the OEM's models.`);
  const criteria = { usedMinModelYear: body.usedVehicleCriteria.minModelYear, usedMaxMileage: body.usedVehicleCriteria.maxMileage };
  await db.transaction().execute(async (trx) => {
    for (const model of body.models) {
      const leadTypes = [...new Set(model.leadTypes)];
      await trx.insertInto("leadVehicleSettings").values({ dealerId: program.dealer.id, programId: program.programId, vehicleModelId: Number(model.modelId), leadTypes }).onConflict((oc) => oc.columns(["dealerId", "programId", "vehicleModelId"]).doUpdateSet({ leadTypes })).execute();
    }
    await trx.insertInto("leadProgramSettings").values({ dealerId: program.dealer.id, programId: program.programId, coverageType: "ZIP_LIST", ...criteria, updatedAt: now }).onConflict((oc) => oc.columns(["dealerId", "programId"]).doUpdateSet({ ...criteria, updatedAt: now })).execute();
  });
  return { success: true, message: translateEnglish("VEHICLE_MANAGEMENT_UPDATED"), vehicleManagement: await vehicleManagementOf(db, program) };
}

// src/server/handlers/lead-program/lead-program-handlers.ts
var ZIP_ANSWER_TTL_MS = 60 * 6e4;
var ZIP_ANSWERS_KEPT = 2e3;
function createLeadProgramHandlers({ db, clock }) {
  const now = () => clock.now().getTime();
  const radiusAnswers = new ExpiringCache(ZIP_ANSWER_TTL_MS, ZIP_ANSWERS_KEPT, now);
  const pickerAnswers = new ExpiringCache(ZIP_ANSWER_TTL_MS, ZIP_ANSWERS_KEPT, now);
  return {
    listDealerPrograms: async ({ params, query }) => ({ body: await dealerPrograms(db, params.dealerCode, query) }),
    getProgramBudget: async ({ params }) => ({
      body: await requiredBudgetOf(db, await dealerProgramOf(db, params.dealerCode, params.programId), clock.now())
    }),
    updateProgramBudget: async ({ caller, params, body }) => ({
      body: await updateBudget(db, signedIn(caller), params.dealerCode, params.programId, body.newBudget, clock.now())
    }),
    getLeadProgramSettings: async ({ params }) => {
      const program = await dealerProgramOf(db, params.dealerCode, params.programId);
      const dealer2 = await db.selectFrom("dealers").select(["maxMeteredLeadsPerCycle", "meteringCycleHours"]).where("id", "=", program.dealer.id).executeTakeFirstOrThrow();
      return {
        body: {
          dealerCode: program.dealer.code,
          dealerName: program.dealer.name,
          programId: program.programId,
          programName: program.programName,
          budget: await budgetOf(db, program, clock.now()),
          coverage: await readCoverage(db, program.dealer, program.programId),
          leadDestinations: await destinationsOf(db, program),
          leadSales: await leadSalesOf(db, program),
          leadProviders: await db.selectFrom("leadSources").select(["id", "name"]).orderBy("name").execute(),
          meteredLeads: dealer2.maxMeteredLeadsPerCycle !== null && dealer2.meteringCycleHours !== null ? { maxMeteredLeadsPerCycle: dealer2.maxMeteredLeadsPerCycle, meteringCycleHours: dealer2.meteringCycleHours } : null
        }
      };
    },
    getLeadCoverage: async ({ params }) => {
      const program = await dealerProgramOf(db, params.dealerCode, params.programId);
      return { body: await readCoverage(db, program.dealer, program.programId) };
    },
    saveLeadCoverage: async ({ body }) => ({ body: await saveCoverage(db, body, clock.now()) }),
    exportCoverageZipCodes: async ({ query }) => {
      const program = await dealerProgramOf(db, query.dealerCode, query.programId);
      return fileDownload({
        fileName: `zip-import-coverage-${program.dealer.code}-${serverDateOf(clock.now())}.csv`,
        contentType: "text/csv; charset=utf-8",
        content: await coverageCsv(db, program.dealer, program.programId)
      });
    },
    getZipCodesByRadius: async ({ query }) => ({
      body: await radiusAnswers.get(JSON.stringify([query.centralZip, query.radius]), () => radiusZips(db, query.centralZip, query.radius))
    }),
    listCityZipCodes: async ({ query }) => ({
      body: await pickerAnswers.get(JSON.stringify([query.centralZip, query.radius, query.term ?? ""]), () => cityZips(db, query.centralZip, query.radius, query.term))
    }),
    listOverlappingDealers: async ({ params, query }) => {
      await dealerProgramOf(db, params.dealerCode, query.programId);
      return { body: await overlappingDealers(db, params.dealerCode, query.programId) };
    },
    getDealersLeadCoverage: async ({ body }) => ({ body: await dealersCoverage(db, body.dealerCodes, body.programId) }),
    getLeadDestinations: async ({ params }) => ({
      body: { leadDestinations: await destinationsOf(db, await dealerProgramOf(db, params.dealerCode, params.programId)) }
    }),
    saveLeadDestination: async ({ params, body }) => ({ body: await saveDestination(db, params.dealerCode, params.programId, body, clock.now()) }),
    deleteLeadDestination: async ({ params, query }) => ({ body: await deleteDestination(db, params.dealerCode, params.programId, query.id) }),
    getVehicleManagement: async ({ params }) => ({
      body: await vehicleManagementOf(db, await dealerProgramOf(db, params.dealerCode, params.programId))
    }),
    saveVehicleManagement: async ({ params, body }) => ({
      body: await saveVehicleManagement(db, await dealerProgramOf(db, params.dealerCode, params.programId), body, clock.now())
    }),
    updateLeadSales: async ({ params, body }) => ({
      body: await updateLeadSales(db, await activeProgramOf(db, params.dealerCode, body.programId), params.leadCategory, body, clock.now())
    })
  };
}

// src/server/handlers/lead-program/zip-import/apply-import.ts
async function applyImport(db, record, dealer2, at2) {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom("zipBulkImports").select(["savedAt", "validCount"]).where("id", "=", record.id).forUpdate().executeTakeFirst();
    if (!current || current.savedAt !== null) throw conflict("This import has already been saved into the coverage.");
    if (current.validCount === 0) throw conflict("This import has no valid ZIP code to save.");
    const valid = await trx.selectFrom("zipBulkImportRows").select("value").where("importId", "=", record.id).where("status", "=", "VALID").orderBy("rowNumber").execute();
    const imported = valid.map((row) => normalizeZip(row.value));
    const before = await readCoverage(trx, dealer2, record.programId);
    const zipCodes = record.mode === "APPEND" ? [...before.zipCodes, ...imported] : imported;
    await writeCoverage(trx, dealer2.id, record.programId, { coverageType: "ZIP_LIST", centralZip: before.centralZip, radius: null, zipCodes }, at2);
    await trx.updateTable("zipBulkImports").set({ savedAt: at2 }).where("id", "=", record.id).execute();
    return readCoverage(trx, dealer2, record.programId);
  });
}

// src/server/handlers/lead-program/zip-import/import-access.ts
async function importFor(db, caller, importId) {
  const found = await db.selectFrom("zipBulkImports").innerJoin("dealers", "dealers.id", "zipBulkImports.dealerId").select([
    "zipBulkImports.id",
    "zipBulkImports.dealerId",
    "dealers.code as dealerCode",
    "zipBulkImports.programId",
    "zipBulkImports.fileName",
    "zipBulkImports.mode",
    "zipBulkImports.totalRows",
    "zipBulkImports.validCount",
    "zipBulkImports.invalidCount",
    "zipBulkImports.duplicateCount",
    "zipBulkImports.unknownCount",
    "zipBulkImports.savedAt",
    "zipBulkImports.createdAt"
  ]).select((eb) => eb.case().when(visibleDealers(caller)(eb)).then(true).else(false).end().as("visible")).where("zipBulkImports.id", "=", importId).executeTakeFirst();
  if (!found) throw notFound("There is no such ZIP import.");
  const { visible, ...record } = found;
  if (!visible) throw forbidden("You may not see this ZIP import.");
  return record;
}

// src/server/handlers/lead-program/zip-import/import-csv.ts
var TEMPLATE_HEADER = "zip";
var EXAMPLE_ZIP = { US: "60601", CA: "M5V 2T6" };
async function csvOf(header, rows) {
  return Buffer.from(csvText(header, rows), "utf8");
}
function templateCsv(dealer2) {
  const country = dealer2.country === "CA" ? "ca" : "us";
  const example = dealer2.zip && isZipFor(dealer2.zip, country) ? normalizeZip(dealer2.zip) : EXAMPLE_ZIP[dealer2.country];
  return csvOf([TEMPLATE_HEADER], [[example]]);
}
var templateFileName = (dealerCode) => `zip-import-template-${dealerCode}.csv`;
function reportCsv(rows) {
  return csvOf(["row", "value", "status", "message"], rows.map((row) => [row.rowNumber, row.value, row.status, row.message ?? ""]));
}
var reportFileName = (record) => `zip-import-${record.dealerCode}-${record.id}.csv`;

// src/server/handlers/lead-program/zip-import/import-report.ts
async function importRows(db, importId) {
  return db.selectFrom("zipBulkImportRows").select(["rowNumber", "value", "status", "message"]).where("importId", "=", importId).orderBy("rowNumber").execute();
}
async function importReport(db, record) {
  return {
    importId: record.id,
    dealerCode: record.dealerCode,
    programId: record.programId,
    fileName: record.fileName,
    mode: record.mode,
    totalRows: record.totalRows,
    validCount: record.validCount,
    invalidCount: record.invalidCount,
    duplicateCount: record.duplicateCount,
    unknownCount: record.unknownCount,
    rows: await importRows(db, record.id),
    saved: record.savedAt !== null,
    createdAt: record.createdAt.toISOString()
  };
}

// src/server/handlers/lead-program/zip-import/import-store.ts
import { setImmediate as nextTurn } from "node:timers/promises";
import { sql as sql33 } from "kysely";

// src/server/handlers/lead-program/zip-import/row-verdicts.ts
var VERDICT_BATCH_ROWS = 5e3;
async function* rowVerdicts(rows, country, knownZips) {
  const invalidMessage = translateEnglish(country === "ca" ? "INVALID_ZIP_CA" : "INVALID_ZIP");
  const unknownMessage = translateEnglish("ZIP_IMPORT_UNKNOWN");
  const firstRowOf = /* @__PURE__ */ new Map();
  for (let start = 0; start < rows.length; start += VERDICT_BATCH_ROWS) {
    const batch = rows.slice(start, start + VERDICT_BATCH_ROWS).map((row) => {
      if (!isZipFor(row.value, country)) return { ...row, status: "INVALID", message: invalidMessage, zip: null };
      const zip = normalizeZip(row.value);
      const earlier = firstRowOf.get(zip);
      if (earlier !== void 0) return { ...row, status: "DUPLICATE", message: translateEnglish("ZIP_IMPORT_DUPLICATE", { row: earlier }), zip };
      firstRowOf.set(zip, row.rowNumber);
      return { ...row, status: "VALID", message: null, zip };
    });
    const candidates = batch.filter((verdict2) => verdict2.status === "VALID").map((verdict2) => verdict2.zip);
    const known = candidates.length > 0 ? await knownZips(candidates) : /* @__PURE__ */ new Set();
    for (const verdict2 of batch) {
      if (verdict2.status === "VALID" && !known.has(verdict2.zip)) {
        verdict2.status = "UNKNOWN";
        verdict2.message = unknownMessage;
      }
    }
    yield batch;
  }
}

// src/server/handlers/lead-program/zip-import/import-store.ts
function knownZipsIn(trx, country) {
  return async (codes) => {
    const rows = await trx.selectFrom("zipCodes").select("zip").where("country", "=", country).where(sql33`zip = any(${[...codes]}::text[])`).execute();
    return new Set(rows.map((row) => row.zip));
  };
}
var zipCountry = (country) => country === "CA" ? "ca" : "us";
async function storeImport(db, change, at2) {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom("zipBulkImports").where("dealerId", "=", change.dealerId).where("programId", "=", change.programId).where("savedAt", "is", null).execute();
    const { id } = await trx.insertInto("zipBulkImports").values({
      dealerId: change.dealerId,
      programId: change.programId,
      fileName: change.fileName,
      mode: change.mode,
      totalRows: 0,
      validCount: 0,
      invalidCount: 0,
      duplicateCount: 0,
      unknownCount: 0,
      createdByUserId: change.userId,
      createdAt: at2
    }).returning("id").executeTakeFirstOrThrow();
    const counts = { VALID: 0, INVALID: 0, DUPLICATE: 0, UNKNOWN: 0 };
    for await (const batch of rowVerdicts(change.rows, zipCountry(change.country), knownZipsIn(trx, change.country))) {
      for (const verdict2 of batch) counts[verdict2.status] += 1;
      await sql33`insert into zip_bulk_import_rows (import_id, row_number, value, status, message)
        select ${id}, * from unnest(
          ${batch.map((verdict2) => verdict2.rowNumber)}::int[],
          ${batch.map((verdict2) => verdict2.value)}::text[],
          ${batch.map((verdict2) => verdict2.status)}::text[],
          ${batch.map((verdict2) => verdict2.message)}::text[]
        )`.execute(trx);
      await nextTurn();
    }
    await trx.updateTable("zipBulkImports").set({
      totalRows: change.rows.length,
      validCount: counts.VALID,
      invalidCount: counts.INVALID,
      duplicateCount: counts.DUPLICATE,
      unknownCount: counts.UNKNOWN
    }).where("id", "=", id).execute();
    return id;
  });
}

// src/server/handlers/lead-program/zip-import/zip-file.ts
var MAX_ZIP_FILE_BYTES = 5e6;
var XLSX2 = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
var DECLARED = {
  csv: ["text/csv", "application/csv", "text/comma-separated-values", "application/vnd.ms-excel", "text/plain"],
  txt: ["text/plain", "text/csv"],
  xlsx: [XLSX2]
};
var UNKNOWN_TYPES = ["", "application/octet-stream"];
var ZIP_SIGNATURE = Buffer.from([80, 75, 3, 4]);
var BINARY_BYTE = /[\x00-\x08\x0b\x0e-\x1a\x1c-\x1f]/;
var isFormat = (extension) => Object.hasOwn(DECLARED, extension);
function looksLikeItsFormat(format, data) {
  if (format === "xlsx") return data.subarray(0, 4).equals(ZIP_SIGNATURE);
  return !BINARY_BYTE.test(data.toString("latin1"));
}
function formatOf(filename, mimetype) {
  const extension = /\.([A-Za-z0-9]+)$/.exec(filename)?.[1]?.toLowerCase() ?? "";
  const declared = mimetype.split(";", 1)[0].trim().toLowerCase();
  if (!isFormat(extension) || !UNKNOWN_TYPES.includes(declared) && !DECLARED[extension].includes(declared)) return void 0;
  return extension;
}
var wrongType = () => new ValidationError([fieldError("file", "ZIP_IMPORT_FILE_TYPE")]);
var tooLarge2 = () => new ValidationError([fieldError("file", "ZIP_IMPORT_FILE_TOO_LARGE")]);
var unreadable = (format) => new ValidationError([fieldError("file", "ZIP_IMPORT_FILE_UNREADABLE", { params: { extension: `.${format}` } })]);
var ZIP_IMPORT_UPLOAD_RULE = {
  maxBytes: MAX_ZIP_FILE_BYTES,
  tooLarge: tooLarge2,
  checkName: (filename, mimetype) => formatOf(filename, mimetype) ? void 0 : wrongType(),
  checkHead: (head, filename) => {
    const format = formatOf(filename, "");
    return format === "xlsx" && !head.subarray(0, 4).equals(ZIP_SIGNATURE) ? unreadable(format) : void 0;
  },
  checkChunk: (chunk, filename) => {
    const format = formatOf(filename, "");
    return format && format !== "xlsx" && !looksLikeItsFormat(format, chunk) ? unreadable(format) : void 0;
  }
};
function checkedZipFile(part) {
  if (!isUploadedFile(part) || part.data.length === 0) throw new ValidationError([fieldError("file", "ZIP_IMPORT_FILE_REQUIRED")]);
  const extension = formatOf(part.filename, part.mimetype);
  if (!extension) throw wrongType();
  if (part.data.length > MAX_ZIP_FILE_BYTES) throw tooLarge2();
  if (!looksLikeItsFormat(extension, part.data)) throw unreadable(extension);
  const fileName = (part.filename.split(/[\\/]/).pop() ?? part.filename).slice(-250);
  return { fileName, format: extension, data: part.data };
}

// src/server/handlers/lead-program/zip-import/zip-file-rows.ts
import { Readable as Readable2 } from "node:stream";
import { setImmediate as nextTurn2 } from "node:timers/promises";
import ExcelJS4 from "exceljs";

// src/server/handlers/lead-program/zip-import/spreadsheet-archive.ts
import JSZip3 from "jszip";
var MAX_INFLATED_BYTES = 100 * 1024 * 1024;
var REQUIRED_ENTRIES = ["[Content_Types].xml", "xl/workbook.xml"];
async function isSpreadsheetArchive(data) {
  let archive;
  try {
    archive = await JSZip3.loadAsync(data);
  } catch {
    return false;
  }
  if (!REQUIRED_ENTRIES.every((name) => archive.file(name) !== null)) return false;
  let inflated = 0;
  for (const entry of Object.values(archive.files)) {
    if (entry.dir) continue;
    const within = await new Promise((resolve2) => {
      const stream = entry.nodeStream("nodebuffer");
      stream.on("data", (chunk) => {
        inflated += chunk.length;
        if (inflated > MAX_INFLATED_BYTES) {
          stream.pause();
          resolve2(false);
        }
      });
      stream.on("end", () => resolve2(true));
      stream.on("error", () => resolve2(false));
    });
    if (!within) return false;
  }
  return true;
}

// src/server/handlers/lead-program/zip-import/zip-file-rows.ts
var MAX_ZIP_FILE_ROWS = 1e5;
var HEADER2 = /^(zip|zip ?codes?|postal ?codes?)$/i;
var UTF8_BYTE_ORDER_MARK = Buffer.from([239, 187, 191]);
var CHUNK_BYTES = 64 * 1024;
function piecesOf(data) {
  return Readable2.from(
    (async function* pieces() {
      for (let start = 0; start < data.length; start += CHUNK_BYTES) {
        yield data.subarray(start, start + CHUNK_BYTES);
        await nextTurn2();
      }
    })()
  );
}
function cellText(value) {
  if (value === null || value === void 0) return "";
  if (typeof value === "number") return Number.isInteger(value) && value >= 0 && value < 1e5 ? String(value).padStart(5, "0") : String(value);
  if (typeof value === "string") return value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "object") {
    if ("richText" in value) return value.richText.map((part) => part.text).join("");
    if ("result" in value) return cellText(value.result);
    if ("text" in value && typeof value.text === "string") return value.text;
    if ("error" in value) return String(value.error);
  }
  return String(value);
}
var RowCollector = class {
  rows = [];
  first = true;
  /** False once the file holds more rows than allowed. */
  add(rowNumber, raw) {
    const value = cellText(raw).trim().slice(0, TEXT_MAX_LENGTH);
    if (value === "") return true;
    const isHeader = this.first && HEADER2.test(value);
    this.first = false;
    if (isHeader) return true;
    this.rows.push({ rowNumber, value });
    return this.rows.length <= MAX_ZIP_FILE_ROWS;
  }
};
function unreadable2(file) {
  return new ValidationError([fieldError("file", "ZIP_IMPORT_FILE_UNREADABLE", { params: { extension: `.${file.format}` } })]);
}
async function readSpreadsheet(file, rows) {
  if (!await isSpreadsheetArchive(file.data)) throw unreadable2(file);
  const reader = new ExcelJS4.stream.xlsx.WorkbookReader(piecesOf(file.data), {
    sharedStrings: "cache",
    hyperlinks: "ignore",
    styles: "ignore",
    worksheets: "emit",
    entries: "emit"
  });
  let sheets = 0;
  try {
    for await (const sheet of reader) {
      sheets += 1;
      for await (const row of sheet) {
        if (!rows.add(row.number, row.getCell(1).value)) return;
      }
      break;
    }
  } catch {
    throw unreadable2(file);
  }
  if (sheets === 0) throw unreadable2(file);
}
async function readText(file, rows) {
  const data = file.data.subarray(0, 3).equals(UTF8_BYTE_ORDER_MARK) ? file.data.subarray(3) : file.data;
  const workbook = new ExcelJS4.Workbook();
  let worksheet;
  try {
    worksheet = await workbook.csv.read(piecesOf(data), { map: (value) => value });
  } catch {
    throw unreadable2(file);
  }
  for (let rowNumber = 1; rowNumber <= worksheet.rowCount; rowNumber++) {
    if (!rows.add(rowNumber, worksheet.getRow(rowNumber).getCell(1).value)) return;
  }
}
async function zipFileRows(file) {
  const rows = new RowCollector();
  await (file.format === "xlsx" ? readSpreadsheet(file, rows) : readText(file, rows));
  if (rows.rows.length > MAX_ZIP_FILE_ROWS) {
    throw new ValidationError([fieldError("file", "ZIP_IMPORT_TOO_MANY_ROWS", { params: { limit: MAX_ZIP_FILE_ROWS.toLocaleString("en-US") } })]);
  }
  if (rows.rows.length === 0) throw new ValidationError([fieldError("file", "ZIP_IMPORT_FILE_EMPTY")]);
  return rows.rows;
}

// src/server/handlers/lead-program/zip-import/zip-import-handlers.ts
var CSV = "text/csv; charset=utf-8";
function createZipImportHandlers({ db, clock }) {
  return {
    downloadZipBulkImportTemplate: async ({ params }) => {
      const dealer2 = await dealerByCode(db, params.dealerCode);
      return fileDownload({ fileName: templateFileName(dealer2.code), contentType: CSV, content: await templateCsv(dealer2) });
    },
    importZipCodes: async ({ caller, params, body }) => {
      const user = signedIn(caller);
      const file = checkedZipFile(body.file);
      const program = await dealerProgramOf(db, params.dealerCode, body.programId);
      const rows = await zipFileRows(file);
      const importId = await storeImport(
        db,
        {
          dealerId: program.dealer.id,
          country: program.dealer.country,
          programId: program.programId,
          fileName: file.fileName,
          mode: body.mode ?? "REPLACE",
          userId: user.userId,
          rows
        },
        clock.now()
      );
      return { body: await importReport(db, await importFor(db, user, importId)) };
    },
    getZipBulkImportResult: async ({ caller, params }) => ({ body: await importReport(db, await importFor(db, signedIn(caller), params.id)) }),
    exportZipBulkImportResult: async ({ caller, query }) => {
      const record = await importFor(db, signedIn(caller), query.id);
      return fileDownload({ fileName: reportFileName(record), contentType: CSV, content: await reportCsv(await importRows(db, record.id)) });
    },
    applyZipBulkImport: async ({ caller, params }) => {
      const record = await importFor(db, signedIn(caller), params.id);
      const program = await activeProgramOf(db, record.dealerCode, record.programId);
      const coverage = await applyImport(db, record, program.dealer, clock.now());
      return { body: { success: true, message: translateEnglish("SAVED_SUCCESSFULLY"), coverage } };
    }
  };
}

// scripts/screen-definitions/check-inputs.ts
import { existsSync as existsSync2, readdirSync, readFileSync as readFileSync3, statSync } from "node:fs";
import path8 from "node:path";

// scripts/screen-definitions/definition-sources.ts
import { existsSync, readFileSync as readFileSync2 } from "node:fs";
import path7 from "node:path";
import { fileURLToPath as fileURLToPath3 } from "node:url";

// src/engine/overlays/merge-patch.ts
function mergePatch(target, patch) {
  if (typeof patch !== "object" || patch === null || Array.isArray(patch)) return patch;
  const base = typeof target === "object" && target !== null && !Array.isArray(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete base[key];
    else base[key] = mergePatch(base[key], value);
  }
  return base;
}

// src/engine/definition/check/contract-shape.ts
function successBodySchema(operation) {
  const status = Object.keys(operation.responses).filter((code) => /^2\d\d$/.test(code)).sort()[0];
  if (status === void 0) return void 0;
  const content = operation.responses[status] ?? {};
  return content["application/json"] ?? Object.entries(content).find(([type]) => type.endsWith("+json"))?.[1];
}
function requestBodySchema(operation) {
  const content = operation.requestBody?.content ?? {};
  const mediaType = Object.hasOwn(content, "application/json") ? "application/json" : Object.keys(content)[0];
  return mediaType === void 0 ? void 0 : { mediaType, schema: content[mediaType] };
}

// src/engine/definition/refs/contract-schema.ts
var DOCUMENTATION = /* @__PURE__ */ new Set(["title", "description", "example", "examples", "externalDocs", "xml", "deprecated", "discriminator", "$comment"]);
var SCHEMA_VALUED = /* @__PURE__ */ new Set(["items", "additionalProperties", "unevaluatedProperties", "unevaluatedItems", "not", "if", "then", "else", "contains", "propertyNames", "additionalItems"]);
var SCHEMA_LISTS = /* @__PURE__ */ new Set(["allOf", "anyOf", "oneOf", "prefixItems"]);
var SCHEMA_MAPS = /* @__PURE__ */ new Set(["properties", "patternProperties", "$defs", "dependentSchemas", "definitions"]);
var isNode = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
var ContractSchemaError = class extends Error {
};
function formSchemaOf(schema, deref, seen = []) {
  if (!isNode(schema)) return schema;
  if (typeof schema.$ref !== "string") return walk(schema, deref, seen);
  const { $ref: ref, ...siblings } = schema;
  if (seen.includes(ref)) throw new ContractSchemaError(`${ref.split("/").at(-1)} refers to itself; a recursive schema cannot be drawn as a form`);
  const target = deref(ref);
  if (!target) throw new ContractSchemaError(`${ref} is not in the contract`);
  return { ...formSchemaOf(target, deref, [...seen, ref]), ...walk(siblings, deref, seen) };
}
function walk(node, deref, seen) {
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    if (DOCUMENTATION.has(key)) continue;
    if (SCHEMA_VALUED.has(key)) out[key] = formSchemaOf(value, deref, seen);
    else if (SCHEMA_LISTS.has(key) && Array.isArray(value)) out[key] = value.map((item) => formSchemaOf(item, deref, seen));
    else if (SCHEMA_MAPS.has(key) && isNode(value)) out[key] = Object.fromEntries(Object.entries(value).map(([name, item]) => [name, formSchemaOf(item, deref, seen)]));
    else out[key] = value;
  }
  return out;
}

// src/engine/definition/refs/ref-syntax.ts
var CONTRACT = "contract#/";
var FRAGMENT = "fragment:";
function isDefinitionRef(ref) {
  return typeof ref === "string" && (ref.startsWith(CONTRACT) || ref.startsWith(FRAGMENT));
}
var tokens = (pointer) => pointer.split("/").filter((token) => token !== "").map((token) => token.replace(/~1/g, "/").replace(/~0/g, "~"));
function parseRef(ref) {
  if (ref.startsWith(FRAGMENT)) {
    const [name2 = "", pointer = ""] = ref.slice(FRAGMENT.length).split("#");
    if (!/^[a-z0-9][a-z0-9-]*$/.test(name2)) return { problem: `"${ref}": a fragment name is lower-case words joined by "-" (schemas/fragments/<name>.json)` };
    return { source: "fragment", name: name2, pointer: tokens(pointer) };
  }
  const [area, name, part, ...rest] = tokens(ref.slice(CONTRACT.length));
  if (area === "components" && name === "schemas" && part) return { source: "schema", name: part, pointer: rest };
  if (area === "operations" && name && (part === "requestBody" || part === "response")) return { source: part, operationId: name, pointer: rest };
  return {
    problem: `"${ref}" is not a contract reference: write contract#/components/schemas/<Name>, contract#/operations/<operationId>/requestBody or contract#/operations/<operationId>/response`
  };
}

// src/engine/definition/refs/resolve-refs.ts
var PICK_KEYWORD = "x-fields";
var isNode2 = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
var escape = (token) => token.replace(/~/g, "~0").replace(/\//g, "~1");
var Unresolvable = class extends Error {
};
function resolveRefs(value, sources) {
  const sites = [];
  const problems = [];
  const documents = /* @__PURE__ */ new Map();
  for (const doc of sources.contract.definitions) if (typeof doc.$id === "string") documents.set(doc.$id, doc);
  const operations = new Map(sources.contract.operations.map((op) => [op.operationId, op]));
  const derefContract = (ref) => {
    const [id = "", fragment = ""] = ref.split("#");
    const doc = documents.get(id);
    const found = doc && at(doc, fragment.split("/").filter(Boolean).map(unescape));
    return isNode2(found) ? found : void 0;
  };
  const contractTarget = (parsed3, ref) => {
    let schema;
    if (parsed3.source === "schema") {
      schema = sources.contract.definitions.map((doc) => isNode2(doc.$defs) ? doc.$defs[parsed3.name] : void 0).find(isNode2);
      if (!schema) throw new Unresolvable(`"${ref}": the contract has no schema named ${parsed3.name}`);
    } else {
      const op = operations.get(parsed3.operationId);
      if (!op) throw new Unresolvable(`"${ref}": the contract has no operation ${parsed3.operationId}`);
      schema = parsed3.source === "requestBody" ? requestBodySchema(op)?.schema : successBodySchema(op);
      if (!schema) throw new Unresolvable(`"${ref}": ${parsed3.operationId} has no ${parsed3.source === "requestBody" ? "request body" : "JSON success response"}`);
    }
    let form;
    try {
      form = formSchemaOf(schema, derefContract);
    } catch (error2) {
      if (error2 instanceof ContractSchemaError) throw new Unresolvable(`"${ref}": ${error2.message}`);
      throw error2;
    }
    const part = at(form, [...parsed3.pointer]);
    if (part === void 0) throw new Unresolvable(`"${ref}": nothing at /${parsed3.pointer.join("/")} of that schema`);
    return part;
  };
  const resolve2 = (node, pointer, fragments) => {
    if (Array.isArray(node)) return node.map((item, index) => resolve2(item, `${pointer}/${index}`, fragments));
    if (!isNode2(node)) return node;
    if (!isDefinitionRef(node.$ref)) {
      return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, resolve2(item, `${pointer}/${escape(key)}`, fragments)]));
    }
    const { $ref: ref, [PICK_KEYWORD]: pick, ...local } = node;
    const parsed3 = parseRef(ref);
    if ("problem" in parsed3) throw new Unresolvable(parsed3.problem);
    let target;
    if (parsed3.source === "fragment") {
      if (fragments.includes(parsed3.name)) throw new Unresolvable(`"${ref}": fragment ${parsed3.name} refers to itself (${[...fragments, parsed3.name].join(" \u2192 ")})`);
      const file = sources.fragment(parsed3.name);
      if (file === void 0) throw new Unresolvable(`"${ref}": there is no schemas/fragments/${parsed3.name}.json`);
      target = at(resolve2(file, pointer, [...fragments, parsed3.name]), [...parsed3.pointer]);
      if (target === void 0) throw new Unresolvable(`"${ref}": nothing at /${parsed3.pointer.join("/")} of schemas/fragments/${parsed3.name}.json`);
    } else {
      target = contractTarget(parsed3, ref);
    }
    if (pick !== void 0) target = picked(target, pick, ref);
    const resolvedLocal = resolve2(local, pointer, fragments);
    const resolved2 = Object.keys(local).length ? mergePatch(target, resolvedLocal) : target;
    sites.push({ pointer, ref, target, resolved: resolved2, fromContract: parsed3.source !== "fragment" });
    return resolved2;
  };
  const guarded = (node, pointer) => {
    if (Array.isArray(node)) return node.map((item, index) => guarded(item, `${pointer}/${index}`));
    if (!isNode2(node)) return node;
    if (isDefinitionRef(node.$ref)) {
      try {
        return resolve2(node, pointer, []);
      } catch (error2) {
        if (!(error2 instanceof Unresolvable)) throw error2;
        problems.push({ pointer, message: error2.message });
        return node;
      }
    }
    return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, guarded(item, `${pointer}/${escape(key)}`)]));
  };
  return { value: guarded(value, ""), sites, problems };
}
function picked(target, pick, ref) {
  if (!Array.isArray(pick) || !pick.every((name) => typeof name === "string")) throw new Unresolvable(`"${PICK_KEYWORD}" beside "${ref}" is a list of property names`);
  const properties = isNode2(target) && isNode2(target.properties) ? target.properties : void 0;
  if (!properties) throw new Unresolvable(`"${PICK_KEYWORD}" beside "${ref}": the target has no properties to pick from`);
  const missing2 = pick.filter((name) => !Object.hasOwn(properties, name));
  if (missing2.length) throw new Unresolvable(`"${PICK_KEYWORD}" beside "${ref}": ${missing2.map((n) => `"${n}"`).join(", ")} ${missing2.length > 1 ? "are not properties" : "is not a property"} of it`);
  const node = target;
  const required = Array.isArray(node.required) ? node.required.filter((name) => pick.includes(name)) : [];
  const { required: _all, properties: _props, ...rest } = node;
  return { ...rest, ...required.length ? { required } : {}, properties: Object.fromEntries(pick.map((name) => [name, properties[name]])) };
}
function unescape(token) {
  return token.replace(/~1/g, "/").replace(/~0/g, "~");
}
function at(node, path14) {
  return path14.reduce((current, key) => isNode2(current) || Array.isArray(current) ? current[key] : void 0, node);
}

// src/engine/definition/check/enclosing.ts
function prefixes(pointer) {
  const tokens2 = pointer.split("/").slice(1);
  return tokens2.map((_, i) => `/${tokens2.slice(0, tokens2.length - i).join("/")}`);
}
function enclosingBlock(scan, pointer) {
  return [...scan.blocks].reverse().find((entry) => pointer === entry.pointer || pointer.startsWith(`${entry.pointer}/`));
}
function enclosingAction(scan, pointer) {
  for (const prefix of prefixes(pointer)) {
    const tokens2 = prefix.split("/");
    const slot = tokens2.at(-2);
    if (slot === "rowActions" || slot === "bulkActions" || slot === "buttons") {
      return { action: scan.at(prefix), pointer: prefix, slot };
    }
    const key = tokens2.at(-1);
    if (key === "export" && kindOf(scan.at(prefix.split("/").slice(0, -1).join("/")))?.actionKeys?.includes(key)) {
      return { action: scan.at(prefix), pointer: prefix, slot: key };
    }
  }
  return void 0;
}
function reasonProducer(action, pointer) {
  const schema = { type: "string", format: "reason", minLength: 1 };
  return {
    blockId: "",
    pointer: `${pointer}/reason`,
    transient: /* @__PURE__ */ new Set(),
    offered: /* @__PURE__ */ new Set(),
    dropsEmpty: false,
    fields: /* @__PURE__ */ new Map([["reason", { schema, pointer: `${pointer}/reason`, required: action.reason?.required !== false, hasDefault: false }]])
  };
}
function formProducerAt(scan, pointer) {
  const action = enclosingAction(scan, pointer);
  if (action?.action.reason) return reasonProducer(action.action, action.pointer);
  for (const prefix of prefixes(pointer)) {
    const entry = scan.blocks.find((b) => b.pointer === prefix);
    if (entry) {
      const producer = scan.producerOf(entry);
      if (producer) return producer;
    }
  }
  return void 0;
}
function enclosingTable(scan, pointer) {
  for (const prefix of prefixes(pointer)) {
    const entry = scan.blocks.find((b) => b.pointer === prefix);
    if (entry && kindOf(entry.block)?.rows) return entry;
  }
  return void 0;
}
function filtersProducerAt(scan, pointer) {
  for (const prefix of prefixes(pointer)) {
    const entry = scan.blocks.find((b) => b.pointer === prefix);
    if (!entry) continue;
    const filters = scan.blocks.find((b) => kindOf(b.block)?.produces === "filters" && filterTargets(b.block).includes(entry.id));
    if (filters) return scan.producerOf(filters);
  }
  return void 0;
}
function filterTargets(block) {
  const { target, alsoTargets } = block;
  return [target, ...Array.isArray(alsoTargets) ? alsoTargets : []].filter((id) => typeof id === "string");
}
function tablesOpening(scan, modalId) {
  return scan.blocks.filter((entry) => Object.values(kindOf(entry.block)?.rowActions?.(entry.block) ?? {}).some((a) => a?.openModal === modalId));
}

// src/engine/definition/check/check-bindings.ts
function checkBindings(scan) {
  for (const use of bindingsOf(scan.definition)) {
    if (!use.binding) {
      scan.report(use.pointer, use.syntaxError ?? `binding "${use.expression}" does not parse`);
      continue;
    }
    const problem = problemOf(scan, use.pointer, use.binding);
    if (problem) scan.report(use.pointer, `${use.expression}: ${problem}`);
  }
}
function pathProblem(scan, source, path14) {
  if (!path14.length || source.schema === "open") return void 0;
  return scan.ctx.view.at(source.schema, path14) === void 0 ? `"${path14.join(".")}" is not in ${source.label}` : void 0;
}
function rowSources(scan, pointer) {
  const action = enclosingAction(scan, pointer);
  const table = enclosingTable(scan, pointer);
  const inColumns = table && pointer.startsWith(`${table.pointer}/columns/`);
  if (table && (inColumns || action?.slot === "rowActions" || action?.slot === "bulkActions" && action.action.forEachSelected)) {
    const rows = scan.rowsOf(table.block, table.pointer);
    return rows ? [rows] : [];
  }
  const block = enclosingBlock(scan, pointer);
  const modalIds = block ? modalChain(scan, block.id) : [];
  const openers = modalIds.flatMap((id) => tablesOpening(scan, id));
  if (!openers.length) return void 0;
  return openers.flatMap((entry) => scan.rowsOf(entry.block, entry.pointer) ?? []);
}
function modalChain(scan, blockId) {
  const chain = [];
  for (let entry = scan.blockById.get(blockId); entry; entry = entry.modalId ? scan.blockById.get(entry.modalId) : void 0) {
    if (kindOf(entry.block)?.children) chain.push(entry.id);
  }
  return chain;
}
function problemOf(scan, pointer, { root, path: path14 }) {
  switch (root) {
    case "query":
      return void 0;
    case "route": {
      const route = scan.ctx.inputs.routes.get(scan.definition.route);
      if (!route || !path14.length) return void 0;
      return route.params.includes(path14[0]) ? void 0 : `route "${scan.definition.route}" (${route.path}) has no parameter "${path14[0]}"${route.params.length ? ` (it has ${route.params.join(", ")})` : ""}`;
    }
    case "user":
      return pathProblem(scan, { schema: scan.ctx.inputs.userSchema, label: "the user details (UserDetails)" }, path14);
    case "row":
    case "selection": {
      const action = enclosingAction(scan, pointer);
      if (root === "selection" && action?.slot !== "bulkActions") return "$selection is only available in the bulk actions of a table";
      const table = root === "selection" ? enclosingTable(scan, pointer) : void 0;
      const sources = table ? [scan.rowsOf(table.block, table.pointer)].filter((s) => s !== void 0) : rowSources(scan, pointer);
      if (!sources) return `$row is only available in a table's columns and row actions, bulk actions with "forEachSelected", and modals a row action opens`;
      return sources.map((s) => pathProblem(scan, s, path14)).find(Boolean);
    }
    case "form": {
      const producer = formProducerAt(scan, pointer);
      if (!producer) return "$form is only available inside a form, wizard or filters block, or in an action with a reason prompt";
      return fieldProblem(scan, producer.fields, path14, producer.blockId ? `block "${producer.blockId}"` : "the reason prompt");
    }
    case "filters": {
      const producer = filtersProducerAt(scan, pointer);
      if (!producer) return "$filters is only available in a block that a filters block targets (its target or alsoTargets)";
      return fieldProblem(scan, producer.fields, path14, `filters block "${producer.blockId}"`);
    }
    case "response": {
      const at2 = pointer.lastIndexOf("/onSuccess/");
      if (at2 < 0) return "$response is only available in an onSuccess, where it reads the answer of the call that succeeded";
      const owner = scan.at(pointer.slice(0, at2));
      const answer = scan.callResponseOf((owner?.submit ?? owner?.call)?.operationId);
      if (!answer) return "the outcome belongs to no call, so there is no answer to read";
      return pathProblem(scan, answer, path14);
    }
    case "data": {
      const [blockId = "", ...rest] = path14;
      const entry = scan.blockById.get(blockId);
      if (!entry) return `no block "${blockId}" on this screen`;
      const data = scan.dataOf(entry.block);
      if (data === null) return `block "${blockId}" (${entry.block.kind}) has no data call`;
      if (!data) return void 0;
      if (rest[0] === "content" && kindOf(entry.block)?.serverPaged?.(entry.block)) return void 0;
      return pathProblem(scan, data, rest);
    }
  }
  return void 0;
}
function fieldProblem(scan, fields, path14, owner) {
  if (!path14.length) return void 0;
  const [name = "", ...rest] = path14;
  const field = fields.get(name);
  if (!field) return `${owner} has no field "${name}"`;
  if (rest.length && scan.ctx.view.at(field.schema, rest) === void 0) return `field "${name}" of ${owner} has no "${rest.join(".")}"`;
  return void 0;
}

// src/engine/definition/check/schema-view.ts
var isNode3 = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
var SchemaView = class {
  documents = /* @__PURE__ */ new Map();
  constructor(definitions) {
    for (const doc of definitions) if (typeof doc.$id === "string") this.documents.set(doc.$id, doc);
  }
  /** Follows `$ref` chains; `root` resolves local `#/…` refs of an embedded schema. */
  deref(schema, root) {
    let current = schema;
    for (let hops = 0; isNode3(current) && typeof current.$ref === "string" && hops < 20; hops++) {
      const [id, fragment = ""] = current.$ref.split("#");
      const doc = id ? this.documents.get(id) : root;
      if (!doc) return void 0;
      current = fragment.split("/").filter(Boolean).map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~")).reduce((at2, key) => isNode3(at2) ? at2[key] : void 0, doc);
    }
    return isNode3(current) ? current : void 0;
  }
  /** The schema and its `allOf` parts, dereferenced (the parts all apply). */
  parts(schema, root) {
    const node = this.deref(schema, root);
    if (!node) return [];
    const all = Array.isArray(node.allOf) ? node.allOf.flatMap((part) => this.parts(part, root)) : [];
    return [node, ...all];
  }
  /** Alternatives of the schema (`oneOf`/`anyOf` branches), or the schema itself. */
  alternatives(schema, root) {
    const out = [];
    for (const part of this.parts(schema, root)) {
      const branches = [...Array.isArray(part.oneOf) ? part.oneOf : [], ...Array.isArray(part.anyOf) ? part.anyOf : []];
      if (branches.length) out.push(...branches.flatMap((b) => this.alternatives(b, root)));
    }
    return out.length ? out : this.parts(schema, root);
  }
  /** JSON types the schema admits; undefined when it does not say. `integer` is reported as such; `number` admits it. */
  types(schema, root) {
    const parts = this.parts(schema, root);
    const declared = parts.map((p) => p.type).find((t) => t !== void 0);
    if (declared !== void 0) return new Set(Array.isArray(declared) ? declared : [declared]);
    const values = this.allowedValues(schema, root);
    if (values) return new Set(values.map(typeOfValue));
    const branches = parts.flatMap((p) => [...Array.isArray(p.oneOf) ? p.oneOf : [], ...Array.isArray(p.anyOf) ? p.anyOf : []]);
    if (!branches.length) return void 0;
    const union = /* @__PURE__ */ new Set();
    for (const branch of branches) {
      const types = this.types(branch, root);
      if (!types) return void 0;
      for (const t of types) union.add(t);
    }
    return union;
  }
  /** The values the schema allows (enum, const, or a oneOf of consts); undefined when any value of its type goes. */
  allowedValues(schema, root) {
    for (const part of this.parts(schema, root)) {
      if (Array.isArray(part.enum)) return part.enum;
      if ("const" in part) return [part.const];
      const branches = [...Array.isArray(part.oneOf) ? part.oneOf : [], ...Array.isArray(part.anyOf) ? part.anyOf : []];
      if (branches.length) {
        const values = [];
        for (const branch of branches) {
          const node = this.deref(branch, root);
          if (node && "const" in node) values.push(node.const);
          else if (node && Array.isArray(node.enum)) values.push(...node.enum);
          else if (node && node.type === "null") values.push(null);
          else return void 0;
        }
        return values;
      }
    }
    return void 0;
  }
  format(schema, root) {
    for (const part of this.alternatives(schema, root)) if (typeof part.format === "string") return part.format;
    return void 0;
  }
  /** The schema of a property, or undefined when the object does not have it. `'open'` when any name is allowed. */
  property(schema, name, root) {
    let open = false;
    let sawShape = false;
    for (const alt of this.alternatives(schema, root)) {
      for (const part of this.parts(alt, root)) {
        const props = isNode3(part.properties) ? part.properties : void 0;
        if (props) sawShape = true;
        if (props && Object.hasOwn(props, name)) {
          const prop = props[name];
          if (isNode3(prop)) return prop;
          if (prop === true) open = true;
        }
        if (isNode3(part.additionalProperties)) return part.additionalProperties;
        if (part.additionalProperties === false) sawShape = true;
        if (isNode3(part.patternProperties)) open = true;
      }
    }
    return open || !sawShape ? "open" : void 0;
  }
  /** Names of the properties the schema lists (all parts and alternatives). */
  propertyNames(schema, root) {
    const names = /* @__PURE__ */ new Set();
    for (const alt of this.alternatives(schema, root)) {
      for (const part of this.parts(alt, root)) if (isNode3(part.properties)) Object.keys(part.properties).forEach((n) => names.add(n));
    }
    return [...names];
  }
  /** Properties every value must have (unconditional `required` of the schema and its `allOf` parts). */
  required(schema, root) {
    return [...new Set(this.parts(schema, root).flatMap((p) => Array.isArray(p.required) ? p.required.map(String) : []))];
  }
  /** The position schemas of a fixed-length list (`prefixItems`), when it has them. */
  positions(schema, root) {
    for (const alt of this.alternatives(schema, root)) {
      for (const part of this.parts(alt, root)) if (Array.isArray(part.prefixItems)) return part.prefixItems.filter(isNode3);
    }
    return void 0;
  }
  /** The item schema of an array schema. */
  items(schema, root) {
    for (const alt of this.alternatives(schema, root)) {
      for (const part of this.parts(alt, root)) if (isNode3(part.items)) return part.items;
    }
    return void 0;
  }
  /**
   * The schema at a dotted path (`meteredLeads.maxMeteredLeadsPerCycle`, `contacts.0.email`):
   * undefined when some step does not exist, `'open'` when the shape is not known past a step.
   */
  at(schema, path14, root) {
    let current = this.deref(schema, root) ?? "open";
    for (const segment of path14) {
      if (current === "open" || current === void 0) return current;
      const types = this.types(current, root);
      if (/^\d+$/.test(segment) && types?.has("array")) {
        current = this.items(current, root) ?? "open";
      } else {
        current = this.property(current, segment, root);
      }
    }
    return current;
  }
};
function typeOfValue(value) {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}
function typesFit(produced, accepted) {
  return [...produced].filter((t) => !(accepted.has(t) || t === "integer" && accepted.has("number")));
}

// src/engine/definition/check/screen-scan.ts
var isNode4 = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
var ScreenScan = class {
  constructor(definition, findings, ctx) {
    this.definition = definition;
    this.findings = findings;
    this.ctx = ctx;
    this.blocks = screenBlocks(definition);
    this.blockById = new Map(this.blocks.map((entry) => [entry.id, entry]));
  }
  definition;
  findings;
  ctx;
  issues = [];
  blocks;
  blockById;
  report(pointer, message) {
    if (!this.issues.some((i) => i.pointer === pointer && i.message === message)) this.issues.push({ pointer, message });
  }
  /** The value at a JSON pointer of the definition. */
  at(pointer) {
    return pointer.split("/").slice(1).map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~")).reduce((node, key) => isNode4(node) || Array.isArray(node) ? node[key] : void 0, this.definition);
  }
  operation(operationId) {
    return typeof operationId === "string" ? this.ctx.operations.get(operationId) : void 0;
  }
  responseOf(operationId) {
    const op = this.operation(operationId);
    if (!op) return void 0;
    const schema = successBodySchema(op);
    return { schema: schema ?? "open", label: `the response of ${op.operationId}${refName(schema)}` };
  }
  /** The answer of a call (what `$response` reads in its outcome). */
  callResponseOf(operationId) {
    return this.responseOf(operationId);
  }
  /** What `$data.<blockId>` holds: the answer of the data call its kind declares; null when it has none. */
  dataOf(block) {
    const call = kindOf(block)?.data?.(block);
    if (!call) return null;
    if (call.label === void 0) return this.responseOf(call.operationId);
    const op = this.operation(call.operationId);
    return op ? { schema: successBodySchema(op) ?? "open", label: call.label } : void 0;
  }
  /** The rows a block lists (a table's row schema); undefined for a kind without rows. */
  rowsOf(block, pointer) {
    return kindOf(block)?.rows?.(this, block, pointer);
  }
  /** The fields a block submits (as `$form` or `$filters`); undefined for a kind that draws no form. */
  producerOf(entry) {
    const { block, pointer, id } = entry;
    const kind = kindOf(block);
    if (!kind?.forms || !kind.produces) return void 0;
    const fields = /* @__PURE__ */ new Map();
    const offered = /* @__PURE__ */ new Set();
    for (const part of kind.forms(block, pointer)) {
      const node = isNode4(part.schema) ? part.schema : {};
      const required = new Set(Array.isArray(node.required) ? node.required.map(String) : []);
      for (const [name, field] of Object.entries(isNode4(node.properties) ? node.properties : {})) {
        if (!isNode4(field)) continue;
        const entry2 = { schema: field, pointer: `${part.pointer}/schema/properties/${name}`, required: required.has(name), hasDefault: "default" in field };
        fields.set(name, part.skippableStep === void 0 ? entry2 : { ...entry2, skippableStep: part.skippableStep });
      }
      for (const [name, source] of Object.entries(part.options ?? {})) if (source.search === void 0) offered.add(name);
    }
    const transient = new Set(kind.transient?.(block) ?? []);
    return { blockId: id, fields, transient, offered, dropsEmpty: kind.dropsEmpty === true, pointer };
  }
};

// src/engine/definition/check/compare-fields.ts
var label = (types) => [...types].join(" or ");
function compareField(scan, produced, target, pointer, what, where) {
  const view = scan.ctx.view;
  const producedTypes = view.types(produced);
  const acceptedTypes = view.types(target);
  if (producedTypes && acceptedTypes) {
    const sent = new Set([...producedTypes].filter((t) => t !== "null"));
    const wrong = typesFit(sent, acceptedTypes);
    if (wrong.length) {
      scan.report(pointer, `${what} is ${label(sent)}, but ${where} is ${label(acceptedTypes)}`);
      return;
    }
  }
  const wanted = view.format(target);
  const given = view.format(produced);
  if (wanted && wanted !== given) {
    scan.report(pointer, `${what} has ${given ? `format "${given}"` : "no format"}, but ${where} has format "${wanted}": the form would accept values the server refuses`);
  }
  const allowed = view.allowedValues(target);
  const offered = view.allowedValues(produced);
  if (allowed && offered) {
    const refused = offered.filter((value) => value !== null && !allowed.some((a) => JSON.stringify(a) === JSON.stringify(value)));
    if (refused.length) scan.report(pointer, `${what} offers ${refused.map((v) => JSON.stringify(v)).join(", ")}, which ${where} does not accept`);
  }
  const types = producedTypes ?? /* @__PURE__ */ new Set();
  if (types.has("object") && view.propertyNames(produced).length) {
    compareObject(scan, produced, pointer, target, what, where);
  }
  if (types.has("array")) {
    const producedItems = view.items(produced);
    const targetItems = view.items(target);
    if (producedItems && targetItems) compareField(scan, producedItems, targetItems, `${pointer}/items`, `items of ${what}`, `items of ${where}`);
    const targetPositions = view.positions(target);
    view.positions(produced)?.forEach((position, index) => {
      const accepted = targetPositions?.[index] ?? targetItems;
      if (accepted) compareField(scan, position, accepted, `${pointer}/prefixItems/${index}`, `position ${index} of ${what}`, `${targetPositions?.[index] ? `position ${index}` : "items"} of ${where}`);
    });
  }
}
function compareObject(scan, produced, pointer, target, what, where) {
  const view = scan.ctx.view;
  const required = new Set(view.required(produced));
  for (const name of view.propertyNames(produced)) {
    const member = view.property(produced, name);
    const accepted = view.property(target, name);
    if (accepted === void 0) scan.report(`${pointer}/properties/${name}`, `${what}.${name} is not a field of ${where}`);
    else if (member && member !== "open" && accepted !== "open") compareField(scan, member, accepted, `${pointer}/properties/${name}`, `${what}.${name}`, `${where}.${name}`);
  }
  for (const name of view.required(target)) {
    if (!view.propertyNames(produced).includes(name)) scan.report(pointer, `required field "${name}" of ${where} is not produced by ${what}`);
    else if (!required.has(name)) scan.report(`${pointer}/properties/${name}`, `${where}.${name} is required, but ${what}.${name} is optional`);
  }
}
function compareProducer(scan, producer, target, where, root) {
  const view = scan.ctx.view;
  const noun = root === "form" ? "form field" : "filter field";
  for (const [name, field] of producer.fields) {
    if (producer.transient.has(name)) continue;
    const accepted = view.property(target, name);
    if (accepted === void 0) scan.report(field.pointer, `${noun} "${name}" is not a field of ${where}`);
    else if (accepted !== "open") compareField(scan, field.schema, accepted, field.pointer, `${noun} "${name}"`, `${where} field "${name}"`);
  }
  for (const name of view.required(target)) {
    const field = producer.fields.get(name);
    if (!field || producer.transient.has(name)) {
      scan.report(producer.pointer, `required field "${name}" of ${where} is not produced by the ${root === "form" ? "form" : "filters"}`);
    } else if (field.skippableStep !== void 0) {
      scan.report(field.pointer, `required field "${name}" of ${where} comes only from step "${field.skippableStep}", which can be skipped`);
    } else if (!field.required && !field.hasDefault) {
      scan.report(field.pointer, `${where} requires "${name}", but the ${noun} is optional`);
    }
  }
}

// src/engine/definition/check/check-calls.ts
var PAGING_PARAMETERS = /* @__PURE__ */ new Set(["page", "size", "sort"]);
function checkCalls(scan) {
  for (const { pointer, value } of scan.findings.calls) checkCall(scan, pointer, value);
}
function describeOperation(op) {
  return `${op.operationId} (${op.method.toUpperCase()} ${op.path})`;
}
function checkCall(scan, pointer, call) {
  const op = scan.operation(call.operationId);
  if (!op) {
    scan.report(`${pointer}/operationId`, `unknown operationId "${call.operationId}": not in openapi/portal.yaml or openapi/cms.yaml`);
    return;
  }
  const table = enclosingTable(scan, pointer);
  const pagedByTable = table !== void 0 && `${table.pointer}/call` === pointer && kindOf(table.block)?.serverPaged?.(table.block) === true;
  for (const place of ["path", "query"]) {
    const bound = call[place] ?? {};
    const declared = op.parameters.filter((p) => p.in === place);
    for (const [name, value] of Object.entries(bound)) {
      const parameter = declared.find((p) => p.name === name);
      if (!parameter) {
        scan.report(`${pointer}/${place}/${name}`, `${describeOperation(op)} has no ${place} parameter "${name}"`);
        continue;
      }
      checkValue(scan, value, parameter.schema, `${pointer}/${place}/${name}`, `${place} parameter "${name}" of ${op.operationId}`, true);
    }
    for (const parameter of declared) {
      if (!parameter.required || Object.hasOwn(bound, parameter.name)) continue;
      if (place === "query" && pagedByTable && PAGING_PARAMETERS.has(parameter.name)) continue;
      scan.report(`${pointer}${Object.keys(bound).length ? `/${place}` : ""}`, `${place} parameter "${parameter.name}" of ${describeOperation(op)} is not bound`);
    }
  }
  const body = requestBodySchema(op);
  if (call.body === void 0) {
    if (op.requestBody?.required) scan.report(pointer, `${describeOperation(op)} needs a request body ("body")`);
  } else if (!body) {
    scan.report(`${pointer}/body`, `${describeOperation(op)} takes no request body`);
  } else {
    checkValue(scan, call.body, body.schema, `${pointer}/body`, `the request body of ${op.operationId}${refName(body.schema)}`, false);
  }
}
function checkValue(scan, template, target, pointer, where, urlText) {
  const view = scan.ctx.view;
  if (isBindingExpression(template)) {
    let binding;
    try {
      binding = parseBinding(template);
    } catch {
      return;
    }
    if (binding.root === "form" || binding.root === "filters") {
      const producer = binding.root === "form" ? formProducerAt(scan, pointer) : filtersProducerAt(scan, pointer);
      if (!producer) return;
      if (binding.path.length === 0) {
        compareProducer(scan, producer, target, where, binding.root);
        return;
      }
      const [name = "", ...rest] = binding.path;
      const field = producer.fields.get(name);
      if (!field) return;
      const produced = rest.length ? view.at(field.schema, rest) : field.schema;
      if (produced && produced !== "open") compareField(scan, produced, target, field.pointer, `${binding.root === "form" ? "form" : "filter"} field "${binding.path.join(".")}"`, where);
      return;
    }
    if (urlText && (binding.root === "route" || binding.root === "query")) return;
    if (binding.root === "route" || binding.root === "query") {
      reportTypeMismatch(scan, /* @__PURE__ */ new Set(["string"]), target, pointer, template, where);
    }
    return;
  }
  if (isNumberConversion(template)) {
    const accepted = view.types(target);
    const produced = /* @__PURE__ */ new Set([accepted?.has("integer") ? "integer" : "number"]);
    reportTypeMismatch(scan, produced, target, pointer, `{"$number": "${template.$number}"}`, where);
    return;
  }
  if (isFirstOf(template)) {
    template.$firstOf.forEach((item, index) => checkValue(scan, item, target, `${pointer}/${FIRST_OF_KEY}/${index}`, where, urlText));
    return;
  }
  if (isLiteral(template) || typeof template !== "object" || template === null) {
    const value = isLiteral(template) ? template.$literal : template;
    const problem = scan.ctx.literalProblem(target, value);
    if (problem) scan.report(pointer, `${JSON.stringify(value)} is not a valid value for ${where}: ${problem}`);
    return;
  }
  if (Array.isArray(template)) {
    const items = view.items(target);
    template.forEach((item, index) => items && checkValue(scan, item, items, `${pointer}/${index}`, `${where} items`, urlText));
    return;
  }
  const types = view.types(target);
  if (types && !types.has("object")) {
    scan.report(pointer, `${where} is not an object`);
    return;
  }
  const members = template;
  for (const [name, value] of Object.entries(members)) {
    const property = view.property(target, name);
    if (property === void 0) scan.report(`${pointer}/${name}`, `"${name}" is not a field of ${where}`);
    else if (property !== "open") checkValue(scan, value, property, `${pointer}/${name}`, `field "${name}" of ${where}`, urlText);
  }
  for (const name of view.required(target)) {
    if (!Object.hasOwn(members, name)) scan.report(pointer, `required field "${name}" of ${where} is not produced`);
  }
}
function reportTypeMismatch(scan, produced, target, pointer, expression, where) {
  const accepted = scan.ctx.view.types(target);
  if (!accepted) return;
  const wrong = typesFit(produced, accepted);
  if (wrong.length) scan.report(pointer, `${expression} gives ${[...produced].join(" or ")}, ${where} wants ${[...accepted].join(" or ")}`);
}

// src/engine/definition/check/check-data.ts
function checkData(scan) {
  for (const { block, pointer } of scan.blocks) {
    const kind = kindOf(block);
    kind?.checks?.data?.(scan, block, pointer);
    for (const part of kind?.forms?.(block, pointer) ?? []) checkOptions(scan, part.options, `${part.pointer}/options`);
  }
}
function checkOptions(scan, options, pointer) {
  for (const [field, source] of Object.entries(options ?? {})) {
    const at2 = `${pointer}/${field.replace(/~/g, "~0").replace(/\//g, "~1")}`;
    let origin;
    if (source.call) {
      const op = scan.operation(source.call.operationId);
      if (op && source.search && !op.parameters.some((parameter) => parameter.in === "query" && parameter.name === source.search)) {
        scan.report(`${at2}/search`, `${op.operationId} has no query parameter "${source.search}" for the typed text`);
      }
      const schema = op ? successBodySchema(op) : void 0;
      origin = op ? { schema: schema ?? "open", label: `the response of ${op.operationId}${refName(schema)}` } : void 0;
    } else if (source.from) {
      origin = sourceOfBinding(scan, source.from);
    }
    const items = itemsOf(scan, origin, source.items, `${at2}/items`);
    if (!items) continue;
    if (source.value) missing(scan, items, source.value, `${at2}/value`, "option value");
    if (source.label) missing(scan, items, source.label, `${at2}/label`, "option label");
    if (source.preselect) missing(scan, items, source.preselect, `${at2}/preselect`, "option preselect");
  }
}

// src/engine/definition/check/meta-validation.ts
var DRAFT_07_POSITIONS = '"items" as a list (draft-07): write the positions as "prefixItems" (JSON Schema 2020-12), and "items": false for no more positions, or "items": {\u2026} for the schema of the ones after them';
var sink;
var MARKERS = {
  "x-i18n-key": "keys",
  "x-call": "calls",
  "x-route-link": "links",
  "x-route-name": "routeNames"
};
function createMetaValidators(screenSchema, skinSchema) {
  const ajv = createServerAjv({ discriminator: true });
  ajv.addKeyword({ keyword: "tsType", schemaType: "string" });
  for (const [keyword, bucket] of Object.entries(MARKERS)) {
    ajv.addKeyword({
      keyword,
      schemaType: "boolean",
      validate: (_schema, data, _parent, cxt) => {
        sink?.[bucket].push({ pointer: cxt?.instancePath ?? "", value: data });
        return true;
      }
    });
  }
  const screen = ajv.compile(screenSchema);
  const skin = ajv.compile(skinSchema);
  return {
    screen: (definition) => run(screen, definition),
    skin: (definition) => run(skin, definition)
  };
}
function run(validate, data) {
  sink = { keys: [], calls: [], links: [], routeNames: [] };
  try {
    const valid = validate(data);
    const found = sink;
    const dedupe = (list) => [...new Map(list.map((m) => [m.pointer, m])).values()];
    return {
      errors: valid ? [] : describeErrors(validate.errors ?? []),
      keys: dedupe(found.keys),
      calls: dedupe(found.calls),
      links: dedupe(found.links),
      routeNames: dedupe(found.routeNames)
    };
  } finally {
    sink = void 0;
  }
}
function describe(error2) {
  const p = error2.params;
  switch (error2.keyword) {
    case "required":
      return `missing required property "${String(p.missingProperty)}"`;
    case "additionalProperties":
      return `unknown property "${String(p.additionalProperty)}"`;
    case "unevaluatedProperties":
      return `unknown property "${String(p.unevaluatedProperty)}"`;
    case "enum":
      return `must be one of ${p.allowedValues.map((v) => JSON.stringify(v)).join(", ")} (is ${JSON.stringify(error2.data)})`;
    case "discriminator":
      return p.error === "mapping" ? `unknown block kind ${JSON.stringify(p.tagValue)} (known: form, table, filters, wizard, modal, content, chart, actions, detail, xml, map, video)` : `a block needs a "kind"`;
    case "oneOf": {
      const branches = error2.schema ?? [];
      const requiredOnly = branches.every((b) => typeof b === "object" && b !== null && Object.keys(b).join() === "required");
      if (requiredOnly) {
        const names = branches.map((b) => b.required[0] ?? "").join(", ");
        return `needs exactly one of ${names}`;
      }
      return error2.message ?? "must match exactly one schema";
    }
    case "pattern":
      return `${JSON.stringify(error2.data)} does not match ${String(p.pattern)}`;
    case "type": {
      if (Array.isArray(error2.data) && /\/items$/.test(error2.instancePath)) {
        return DRAFT_07_POSITIONS;
      }
      const wanted = String(p.type).split(",").map((t) => t === "object" || t === "array" ? `an ${t}` : t === "integer" ? "an integer" : `a ${t}`);
      return `must be ${wanted.join(" or ")}, not ${describeValue(error2.data)}`;
    }
    case "const":
      return `must be ${JSON.stringify(p.allowedValue)} (is ${JSON.stringify(error2.data)})`;
    case "minItems":
    case "maxItems":
      return `must have ${error2.keyword === "minItems" ? "at least" : "at most"} ${String(p.limit)} item(s)`;
    case "minLength":
    case "maxLength":
      return `must be ${error2.keyword === "minLength" ? "at least" : "at most"} ${String(p.limit)} character(s) long`;
    case "minimum":
    case "maximum":
      return `must be ${String(p.comparison)} ${String(p.limit)} (is ${JSON.stringify(error2.data)})`;
    case "uniqueItems":
      return `lists the same value twice (items ${String(p.j)} and ${String(p.i)})`;
    case "dependentRequired":
      return `"${String(p.property)}" needs "${String(p.missingProperty)}" beside it`;
    default:
      return error2.message ?? error2.keyword;
  }
}
function describeErrors(errors) {
  const wrappers = /* @__PURE__ */ new Set(["if", "anyOf", "allOf"]);
  const seen = /* @__PURE__ */ new Set();
  const out = [];
  for (const error2 of errors) {
    if (wrappers.has(error2.keyword)) continue;
    const entry = { pointer: error2.instancePath, message: describe(error2) };
    const key = `${entry.pointer} ${entry.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(entry);
    }
  }
  return out;
}
function describeValue(value) {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "an object";
  return `${typeof value === "string" ? "the text" : `the ${typeof value}`} ${JSON.stringify(value)}`;
}

// src/engine/definition/check/check-field-schemas.ts
var WIDGET_NAMES = /* @__PURE__ */ new Set([
  "text",
  "password",
  "email",
  "hostname",
  "ipv4",
  "ipv6",
  "uri",
  "data-url",
  "radio",
  "select",
  "textarea",
  "hidden",
  "date",
  "datetime",
  "date-time",
  "alt-date",
  "alt-datetime",
  "time",
  "color",
  "file",
  "files",
  "updown",
  "range",
  "checkbox",
  "checkboxes",
  "AltDateWidget",
  "AltDateTimeWidget",
  "CheckboxWidget",
  "CheckboxesWidget",
  "ColorWidget",
  "DateWidget",
  "DateTimeWidget",
  "EmailWidget",
  "FileWidget",
  "HiddenWidget",
  "PasswordWidget",
  "RadioWidget",
  "RangeWidget",
  "RatingWidget",
  "SelectWidget",
  "TextWidget",
  "TextareaWidget",
  "TimeWidget",
  "UpDownWidget",
  "URLWidget"
]);
var ENGINE_FIELD_NAMES = /* @__PURE__ */ new Set(["TypedParametersField", "SearchListField", "DurationField"]);
var FIELD_NAMES = /* @__PURE__ */ new Set([
  ...ENGINE_FIELD_NAMES,
  "AnyOfField",
  "ArrayField",
  "BooleanField",
  "LayoutGridField",
  "LayoutHeaderField",
  "LayoutMultiSchemaField",
  "NumberField",
  "ObjectField",
  "OneOfField",
  "SchemaField",
  "StringField",
  "NullField"
]);
var isNode5 = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
var SCHEMA_VALUED2 = ["items", "additionalProperties", "unevaluatedProperties", "unevaluatedItems", "not", "if", "then", "else", "contains", "propertyNames"];
var SCHEMA_LISTS2 = ["allOf", "anyOf", "oneOf", "prefixItems"];
var SCHEMA_MAPS2 = ["properties", "patternProperties", "$defs", "dependentSchemas", "definitions"];
function checkFieldSchemas(scan) {
  for (const { block, pointer } of scan.blocks) {
    for (const part of kindOf(block)?.forms?.(block, pointer) ?? []) checkForm2(scan, part.schema, part.uiSchema, part.pointer);
  }
}
function checkForm2(scan, schema, uiSchema, pointer) {
  const at2 = `${pointer}/schema`;
  const rootType = schema.type;
  if (rootType !== void 0 && rootType !== "object") {
    scan.report(at2, `the fields of a form are an object schema ("type": "object" with "properties"), not ${JSON.stringify(rootType)}: put the value in a property, e.g. {"type": "object", "properties": {"value": \u2026}}`);
    return;
  }
  if (rootType === void 0 && !isNode5(schema.properties) && !isNode5(schema.$ref)) {
    scan.report(at2, 'the fields of a form are an object schema: give it "type": "object" and "properties"');
  }
  let shaped = true;
  walk2(schema, at2, (node, where) => {
    if ("$schema" in node) {
      scan.report(`${where}/$schema`, 'remove "$schema": field schemas are JSON Schema 2020-12, the dialect of the contract, which the engine declares itself');
      shaped = false;
    }
    if (Array.isArray(node.items)) {
      scan.report(`${where}/items`, DRAFT_07_POSITIONS);
      shaped = false;
    }
    if ("additionalItems" in node) {
      scan.report(`${where}/additionalItems`, '"additionalItems" is draft-07; with "prefixItems", write "items" for the positions after them');
      shaped = false;
    }
    if ("dependencies" in node) {
      scan.report(`${where}/dependencies`, `"dependencies" is draft-07, which the shared validator (JSON Schema 2020-12) does not check: write "dependentRequired" for names a field needs beside it, or "if"/"then" for fields that appear with another field's value`);
      shaped = false;
    }
  });
  if (shaped) {
    const problem = scan.ctx.fieldsSchemaProblem(schema);
    if (problem) scan.report(at2, problem);
  }
  checkUiSchema(scan, uiSchema, `${pointer}/uiSchema`);
}
function walk2(node, pointer, visit) {
  if (!isNode5(node)) return;
  visit(node, pointer);
  for (const key of SCHEMA_VALUED2) if (isNode5(node[key])) walk2(node[key], `${pointer}/${key}`, visit);
  for (const key of SCHEMA_LISTS2) if (Array.isArray(node[key])) node[key].forEach((item, i) => walk2(item, `${pointer}/${key}/${i}`, visit));
  for (const key of SCHEMA_MAPS2) if (isNode5(node[key])) for (const [name, item] of Object.entries(node[key])) walk2(item, `${pointer}/${key}/${name}`, visit);
}
function checkUiSchema(scan, uiSchema, pointer) {
  if (!isNode5(uiSchema)) return;
  for (const [key, value] of Object.entries(uiSchema)) {
    const at2 = `${pointer}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`;
    if (key === "ui:widget" && typeof value === "string" && !WIDGET_NAMES.has(value)) {
      scan.report(at2, `unknown widget "${value}": the field would not be drawn; use one of text, textarea, password, select, radio, checkbox, checkboxes, date, time, updown, range, hidden, file`);
    } else if (key === "ui:field" && typeof value === "string" && !FIELD_NAMES.has(value)) {
      scan.report(at2, `unknown field "${value}": the field would not be drawn; leave "ui:field" out for RJSF's own field of the schema's type`);
    } else if (!key.startsWith("ui:")) checkUiSchema(scan, value, at2);
    else if (key === "ui:options" && isNode5(value)) {
      if (typeof value.widget === "string" && !WIDGET_NAMES.has(value.widget)) scan.report(`${at2}/widget`, `unknown widget "${value.widget}": the field would not be drawn`);
    }
  }
}

// src/engine/definition/check/check-enum-labels.ts
function checkEnumLabels(scan) {
  for (const { block, pointer } of scan.blocks) {
    const kind = kindOf(block);
    kind?.checks?.enumLabels?.(scan, block, pointer);
    for (const part of kind?.forms?.(block, pointer) ?? []) checkChoices(scan, part.schema, part.uiSchema, part.pointer, new Set(Object.keys(part.options ?? {})));
  }
}
var isNode6 = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
function bareCodes(node) {
  const own = Array.isArray(node.enum) ? node.enum : [];
  const branches = [...Array.isArray(node.oneOf) ? node.oneOf : [], ...Array.isArray(node.anyOf) ? node.anyOf : []];
  const inBranches = branches.flatMap((branch) => isNode6(branch) && Array.isArray(branch.enum) ? branch.enum : []);
  return [...own, ...inBranches].filter((value) => typeof value === "string");
}
var uiOf = (ui, key) => isNode6(ui) && isNode6(ui[key]) ? ui[key] : {};
function* fieldsOf(schema, ui, pointer, prefix = "") {
  if (!isNode6(schema) || !isNode6(schema.properties)) return;
  for (const [name, node] of Object.entries(schema.properties)) {
    if (!isNode6(node)) continue;
    const dotted = `${prefix}${name}`;
    const at2 = `${pointer}/properties/${name}`;
    const own = uiOf(ui, name);
    yield { name: dotted, node, pointer: at2, ui: own };
    if (typeof own["ui:field"] === "string" && ENGINE_FIELD_NAMES.has(own["ui:field"])) continue;
    yield* fieldsOf(node, own, at2, `${dotted}.`);
    if (isNode6(node.items)) {
      const items = uiOf(own, "items");
      yield { name: dotted, node: node.items, pointer: `${at2}/items`, ui: items };
      yield* fieldsOf(node.items, items, `${at2}/items`, `${dotted}.`);
    }
  }
}
function checkChoices(scan, schema, uiSchema, pointer, fromData) {
  for (const { name, node, pointer: at2, ui } of fieldsOf(schema, uiSchema, `${pointer}/schema`)) {
    if (fromData.has(name) || ui["ui:widget"] === "hidden") continue;
    const codes = bareCodes(node);
    if (codes.length > 1) {
      scan.report(`${at2}/enum`, `"${name}" offers ${codes.join(", ")} as codes: write the choices as "oneOf": [{"const": \u2026, "title": KEY}, \u2026] with "enum": null, a label each`);
    }
    if (Array.isArray(node.oneOf)) {
      node.oneOf.forEach((choice, index) => {
        if (isNode6(choice) && "const" in choice && typeof choice.const === "string" && typeof choice.title !== "string") {
          scan.report(`${at2}/oneOf/${index}`, `choice ${choice.const} of "${name}" has no "title": it would show as a code`);
        }
      });
    }
  }
}

// src/engine/definition/check/check-i18n.ts
var UI_KEY_HINTS = ["ui:title", "ui:description", "ui:placeholder", "ui:help"];
function checkI18n(scan) {
  const check = (pointer, key) => {
    const problem = keyProblem(scan.ctx, key);
    if (problem) scan.report(pointer, problem);
  };
  for (const { pointer, value } of scan.findings.keys) check(pointer, value);
  for (const { block, pointer } of scan.blocks) {
    for (const part of kindOf(block)?.forms?.(block, pointer) ?? []) {
      schemaKeys(part.schema, `${part.pointer}/schema`, check);
      uiKeys(part.uiSchema, `${part.pointer}/uiSchema`, check);
    }
  }
}
function schemaKeys(schema, pointer, check) {
  if (typeof schema !== "object" || schema === null) return;
  if (Array.isArray(schema)) {
    schema.forEach((s, i) => schemaKeys(s, `${pointer}/${i}`, check));
    return;
  }
  for (const [keyword, value] of Object.entries(schema)) {
    if ((keyword === "title" || keyword === "description") && typeof value === "string") check(`${pointer}/${keyword}`, value);
    else if (keyword === "properties" || keyword === "$defs" || keyword === "patternProperties") {
      for (const [name, sub] of Object.entries(value ?? {})) schemaKeys(sub, `${pointer}/${keyword}/${name}`, check);
    } else if (keyword !== "const" && keyword !== "enum" && keyword !== "default" && keyword !== "examples") {
      schemaKeys(value, `${pointer}/${keyword}`, check);
    }
  }
}
function uiKeys(ui, pointer, check) {
  if (typeof ui !== "object" || ui === null || Array.isArray(ui)) return;
  for (const [name, value] of Object.entries(ui)) {
    if (UI_KEY_HINTS.includes(name) && typeof value === "string") check(`${pointer}/${name}`, value);
    else uiKeys(value, `${pointer}/${name}`, check);
  }
}

// src/engine/definition/check/check-layout.ts
var isNode7 = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
var escape2 = (key) => key.replace(/~/g, "~0").replace(/\//g, "~1");
function checkLayout(scan) {
  for (const { block, pointer } of scan.blocks) {
    const kind = kindOf(block);
    for (const part of kind?.forms?.(block, pointer) ?? []) walk3(scan, part.schema, part.schema, part.uiSchema, `${part.pointer}/uiSchema`);
    kind?.checks?.layout?.(scan, block, pointer);
  }
}
function walk3(scan, schema, root, uiSchema, pointer) {
  if (!isNode7(uiSchema)) return;
  const view = scan.ctx.view;
  const layout = uiSchema["ui:layout"];
  if (isNode7(layout)) checkFieldNames(scan, layout, new Set(view.propertyNames(schema, root)), `${pointer}/ui:layout`);
  for (const [key, child] of Object.entries(uiSchema)) {
    if (key.startsWith("ui:") || !isNode7(child)) continue;
    const childSchema = key === "items" ? view.items(schema, root) ?? view.property(schema, key, root) : view.property(schema, key, root);
    if (childSchema && childSchema !== "open") walk3(scan, childSchema, root, child, `${pointer}/${escape2(key)}`);
  }
}
function checkFieldNames(scan, layout, fields, pointer) {
  if (fields.size === 0) return;
  for (const name of Object.keys(layout.fields ?? {})) {
    if (!fields.has(name)) scan.report(`${pointer}/fields/${escape2(name)}`, `layout names field "${name}", which is not a field of this object (fields: ${[...fields].join(", ")})`);
  }
  const sectionOf = /* @__PURE__ */ new Map();
  for (const [id, section] of Object.entries(layout.sections ?? {})) {
    section.fields.forEach((name, index) => {
      const at2 = `${pointer}/sections/${id}/fields/${index}`;
      if (!fields.has(name)) scan.report(at2, `layout section "${id}" names field "${name}", which is not a field of this object (fields: ${[...fields].join(", ")})`);
      const other = sectionOf.get(name);
      if (other) scan.report(at2, `field "${name}" is already in section "${other}"; a field sits in one section`);
      else sectionOf.set(name, id);
    });
  }
}

// src/engine/definition/check/check-routes.ts
function checkRoutes(scan) {
  const routes = scan.ctx.inputs.routes;
  for (const { pointer, value } of scan.findings.routeNames) {
    if (!routes.has(value)) scan.report(pointer, `unknown route "${value}": not in the route table (src/shell/routes/route-table.ts)`);
  }
  for (const { pointer, value } of scan.findings.links) {
    const link = value;
    const route = routes.get(link.route);
    if (!route) continue;
    const bound = link.params ?? {};
    for (const param of route.params) {
      if (!Object.hasOwn(bound, param)) scan.report(pointer, `route "${link.route}" (${route.path}) needs parameter "${param}"`);
    }
    for (const name of Object.keys(bound)) {
      if (!route.params.includes(name)) scan.report(`${pointer}/params/${name}`, `route "${link.route}" (${route.path}) has no parameter "${name}"`);
    }
  }
}

// src/engine/definition/check/check-structure.ts
function checkStructure(scan) {
  const seen = /* @__PURE__ */ new Map();
  for (const entry of scan.blocks) {
    const first = seen.get(entry.id);
    if (first) scan.report(entry.pointer, `block id "${entry.id}" is already used at ${first}; block ids are unique over the screen`);
    else seen.set(entry.id, entry.pointer);
  }
  for (const { block, pointer } of scan.blocks) {
    const kind = kindOf(block);
    kind?.checks?.structure?.(scan, block, pointer);
    const producer = scan.producerOf({ block, pointer, id: "", modalId: void 0 });
    if (producer) {
      (kind?.transient?.(block) ?? []).forEach((name, index) => {
        if (!producer.fields.has(name)) scan.report(`${pointer}/transient/${index}`, `no field "${name}" to be transient`);
      });
      for (const part of kind?.forms?.(block, pointer) ?? []) {
        const at2 = `${part.pointer}/options`;
        const options = part.options;
        for (const field of Object.keys(options ?? {})) {
          const [head = "", ...rest] = field.split(".");
          const schema = producer.fields.get(head)?.schema;
          if (!schema || rest.length && scan.ctx.view.at(schema, rest) === void 0) scan.report(`${at2}/${field}`, `options for "${field}", which is not a field of this block`);
        }
      }
    }
  }
  walkActions(scan, scan.definition, "");
}
function walkActions(scan, node, pointer) {
  if (typeof node !== "object" || node === null) return;
  if (Array.isArray(node)) {
    node.forEach((item, i) => walkActions(scan, item, `${pointer}/${i}`));
    return;
  }
  const record = node;
  if (typeof record.kind === "string" && pointer.endsWith("/schema")) return;
  const action = record;
  if (typeof action.openModal === "string") {
    const target = scan.blockById.get(action.openModal);
    if (!target) scan.report(`${pointer}/openModal`, `no block "${action.openModal}" on this screen`);
    else if (!kindOf(target.block)?.children) scan.report(`${pointer}/openModal`, `block "${action.openModal}" is a ${target.block.kind}, not a modal`);
  }
  if (pointer.endsWith("/onSuccess")) {
    record.reload?.forEach((id, i) => {
      if (!scan.blockById.has(id)) scan.report(`${pointer}/reload/${i}`, `no block "${id}" on this screen`);
    });
  }
  for (const [key, value] of Object.entries(record)) {
    if (key === "schema" || key === "uiSchema") continue;
    walkActions(scan, value, `${pointer}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`);
  }
}

// src/engine/definition/check/check-refresh.ts
var isNode8 = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
var DATA_CALL_KEYS = ["call", "load"];
function checkRefresh(scan) {
  const dataCalls = new Set(scan.blocks.flatMap((entry) => DATA_CALL_KEYS.map((key) => `${entry.pointer}/${key}`)));
  const walk5 = (node, pointer) => {
    if (Array.isArray(node)) node.forEach((item, index) => walk5(item, `${pointer}/${index}`));
    if (!isNode8(node)) return;
    if (typeof node.operationId === "string" && isNode8(node.refresh)) checkOne(scan, node.refresh, pointer, dataCalls.has(pointer));
    for (const [key, value] of Object.entries(node)) walk5(value, `${pointer}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`);
  };
  walk5(scan.definition.blocks, "/blocks");
  checkProgressFormats(scan);
}
function checkOne(scan, refresh, pointer, isDataCall) {
  if (!isDataCall) scan.report(`${pointer}/refresh`, `refresh polls a block's data, so it belongs only on a block's data call ("call" of a table, detail, chart or map, "load" of a form, wizard or filters block)`);
  const ids = Array.isArray(refresh.reloadWhenDone) ? refresh.reloadWhenDone : [];
  ids.forEach((id, index) => {
    const entry = typeof id === "string" ? scan.blockById.get(id) : void 0;
    if (!entry) scan.report(`${pointer}/refresh/reloadWhenDone/${index}`, `no block "${String(id)}" on this screen`);
    else if (scan.dataOf(entry.block) === null) scan.report(`${pointer}/refresh/reloadWhenDone/${index}`, `block "${entry.id}" (${entry.block.kind}) has no data call to run again`);
  });
}
function checkProgressFormats(scan) {
  for (const { block, pointer } of scan.blocks) kindOf(block)?.checks?.progress?.(scan, block, pointer);
}

// src/engine/definition/check/check-screen.ts
function checkScreen(definition, ctx) {
  const findings = ctx.meta.screen(definition);
  if (findings.errors.length) return findings.errors;
  const scan = new ScreenScan(definition, findings, ctx);
  checkFieldSchemas(scan);
  checkStructure(scan);
  checkLayout(scan);
  checkRoutes(scan);
  checkI18n(scan);
  checkCalls(scan);
  checkData(scan);
  checkRefresh(scan);
  checkEnumLabels(scan);
  checkBindings(scan);
  return scan.issues;
}

// src/engine/definition/check/check-refs.ts
var PRESENTATION = /* @__PURE__ */ new Set(["title", "description", "default", "examples", "x-message-key", "$comment", "readOnly", "writeOnly"]);
var LOWER_BOUNDS = /* @__PURE__ */ new Set(["minLength", "minItems", "minProperties", "minimum", "exclusiveMinimum", "minContains"]);
var UPPER_BOUNDS = /* @__PURE__ */ new Set(["maxLength", "maxItems", "maxProperties", "maximum", "exclusiveMaximum", "maxContains"]);
var ADDABLE = /* @__PURE__ */ new Set(["format", "pattern", "enum", "const", "oneOf", "anyOf", "multipleOf", "uniqueItems", "not"]);
var isNode9 = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
var same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
var listOf = (value) => Array.isArray(value) ? value : value === void 0 ? [] : [value];
function choices(schema) {
  if (Array.isArray(schema.enum)) return schema.enum;
  if ("const" in schema) return [schema.const];
  const branches = [...listOf(schema.oneOf), ...listOf(schema.anyOf)];
  if (branches.length && branches.every((b) => isNode9(b) && "const" in b)) return branches.map((b) => b.const);
  return void 0;
}
function checkRefSites(sites, report2) {
  for (const site of sites) {
    if (!site.fromContract || site.target === site.resolved) continue;
    compare(
      site.target,
      site.resolved,
      site.pointer,
      "",
      (pointer, what) => report2(pointer, `${what}: a screen may change titles, help, defaults, order, widgets and hidden fields of "${site.ref}", or narrow a constraint, never loosen or replace one`)
    );
  }
}
function compare(target, mine, pointer, field, fail) {
  if (!isNode9(target) || !isNode9(mine)) return;
  const where = field ? ` of ${field}` : "";
  for (const key of /* @__PURE__ */ new Set([...Object.keys(target), ...Object.keys(mine)])) {
    const theirs = target[key];
    const ours = mine[key];
    if (PRESENTATION.has(key) || same(theirs, ours)) continue;
    if (LOWER_BOUNDS.has(key)) {
      if (theirs !== void 0 && !(typeof ours === "number" && ours >= theirs)) fail(pointer, `"${key}"${where} is ${String(ours ?? "removed")}, below the contract's ${String(theirs)}`);
    } else if (UPPER_BOUNDS.has(key)) {
      if (theirs !== void 0 && !(typeof ours === "number" && ours <= theirs)) fail(pointer, `"${key}"${where} is ${String(ours ?? "removed")}, above the contract's ${String(theirs)}`);
    } else if (key === "required") {
      const dropped = listOf(theirs).filter((name) => !listOf(ours).includes(name) && isNode9(mine.properties) && Object.hasOwn(mine.properties, String(name)));
      if (dropped.length) fail(pointer, `${dropped.map((n) => `"${String(n)}"`).join(", ")}${where} ${dropped.length > 1 ? "are" : "is"} required by the contract but optional here`);
    } else if (key === "type") {
      const allowed = listOf(theirs);
      const extra = listOf(ours).filter((t) => !allowed.includes(t) && !(t === "integer" && allowed.includes("number")));
      if (ours === void 0 || extra.length) fail(pointer, `"type"${where} admits ${ours === void 0 ? "any type" : extra.join(", ")}, which the contract refuses`);
    } else if (key === "properties") {
      if (!isNode9(ours)) continue;
      for (const [name, schema] of Object.entries(ours)) {
        const theirsProp = isNode9(theirs) ? theirs[name] : void 0;
        const path14 = `${pointer}/properties/${name}`;
        if (theirsProp === void 0) {
          if (target.additionalProperties === false) fail(path14, `"${name}" is not a field of the contract's schema`);
        } else compare(theirsProp, schema, path14, field ? `${field}.${name}` : name, fail);
      }
    } else if (key === "items" || key === "additionalProperties" || key === "contains") {
      if (isNode9(theirs)) compare(theirs, ours, `${pointer}/${key}`, field ? `${field}[]` : key, fail);
      else if (theirs === false && ours !== false) fail(pointer, `"${key}"${where} is false in the contract`);
    } else if ((key === "enum" || key === "const" || key === "oneOf" || key === "anyOf") && (theirs === void 0 || choices(target))) {
      const allowed = choices(target);
      const offered = choices(mine);
      if (allowed && (!offered || offered.some((value) => !allowed.some((a) => same(a, value))))) fail(pointer, `the choices${where} are not a subset of the contract's`);
    } else if (theirs === void 0 && ADDABLE.has(key)) {
      continue;
    } else {
      fail(pointer, `"${key}"${where} ${ours === void 0 ? "is removed" : theirs === void 0 ? "is added" : "is changed"}`);
    }
  }
}

// src/engine/definition/check/check-skin.ts
function checkSkin(skin, folder, ctx) {
  const findings = ctx.meta.skin(skin);
  if (findings.errors.length) return findings.errors;
  const issues = [];
  const definition = skin;
  if (definition.oem !== folder) issues.push({ pointer: "/oem", message: `"${definition.oem}" differs from the folder name "${folder}"` });
  for (const [from, to] of Object.entries(definition.labels ?? {})) {
    for (const [key, pointer] of [[from, `/labels/${from}`], [to, `/labels/${from}`]]) {
      const problem = keyProblem(ctx, key);
      if (problem) issues.push({ pointer, message: problem });
    }
  }
  for (const page of Object.keys(definition.footer.pages ?? {})) {
    if (!ctx.inputs.routes.has(page)) issues.push({ pointer: `/footer/pages/${page}`, message: `unknown route "${page}": not in the route table (src/shell/routes/route-table.ts)` });
  }
  definition.hero?.images?.forEach((image, index) => {
    if (image.link !== void 0 && !/^https?:\/\//i.test(image.link) && !ctx.inputs.routes.has(image.link)) {
      issues.push({ pointer: `/hero/images/${index}/link`, message: `unknown route "${image.link}": not in the route table (src/shell/routes/route-table.ts) nor an http link` });
    }
  });
  return issues;
}

// src/engine/definition/check/check-all.ts
var idOf = (definition) => typeof definition === "object" && definition !== null ? definition.id : void 0;
function checkAll(set, ctx) {
  const issues = [];
  const byId = /* @__PURE__ */ new Map();
  const resolvedById = /* @__PURE__ */ new Map();
  for (const screen of set.screens) {
    const id = idOf(screen.definition);
    const name = screen.file.split("/").at(-1)?.replace(/\.json$/, "");
    if (typeof id === "string") {
      if (id !== name) issues.push({ file: screen.file, pointer: "/id", message: `screen id "${id}" differs from the file name "${name}.json"` });
      const other = byId.get(id);
      if (other) issues.push({ file: screen.file, pointer: "/id", message: `screen id "${id}" is already used by ${other.file}` });
      else byId.set(id, screen);
    }
    const resolved2 = resolveRefs(screen.definition, ctx.refSources);
    for (const problem of resolved2.problems) issues.push({ file: screen.file, ...problem });
    checkRefSites(resolved2.sites, (pointer, message) => issues.push({ file: screen.file, pointer, message }));
    resolvedById.set(screen, resolved2.value);
    if (resolved2.problems.length) continue;
    for (const issue of checkScreen(resolved2.value, ctx)) issues.push({ file: screen.file, ...issue });
  }
  for (const overlay of set.overlays) {
    const base = byId.get(overlay.screenId);
    if (!base) {
      issues.push({ file: overlay.file, pointer: "", message: `overlay of unknown screen "${overlay.screenId}": no base definition with that id` });
      continue;
    }
    if (typeof overlay.patch !== "object" || overlay.patch === null || Array.isArray(overlay.patch)) {
      issues.push({ file: overlay.file, pointer: "", message: "an overlay is a JSON object (an RFC 7396 merge patch)" });
      continue;
    }
    const patch = resolveRefs(overlay.patch, ctx.refSources);
    for (const problem of patch.problems) issues.push({ file: overlay.file, ...problem });
    checkRefSites(patch.sites, (pointer, message) => issues.push({ file: overlay.file, pointer, message }));
    if (patch.problems.length) continue;
    const merged = mergePatch(resolvedById.get(base) ?? base.definition, patch.value);
    for (const issue of checkScreen(merged, ctx)) {
      issues.push({ file: `${overlay.file} (merged onto ${base.file})`, ...issue });
    }
  }
  for (const skin of set.skins) {
    for (const issue of checkSkin(skin.skin, skin.oem, ctx)) issues.push({ file: skin.file, ...issue });
  }
  return issues;
}

// src/engine/definition/check/check-context.ts
var CheckContext = class _CheckContext {
  constructor(inputs) {
    this.inputs = inputs;
    this.refSources = { contract: inputs.contract, fragment: (name) => inputs.fragment?.(name) };
    this.view = new SchemaView(inputs.contract.definitions);
    this.operations = new Map(inputs.contract.operations.map((op) => [op.operationId, op]));
    this.meta = createMetaValidators(inputs.screenMetaSchema, inputs.skinMetaSchema);
    for (const doc of inputs.contract.definitions) this.contractAjv.addSchema(doc);
  }
  inputs;
  view;
  operations;
  meta;
  contractAjv = createServerAjv({ allErrors: false });
  /** Compiles field schemas only; they carry no `$id`, so compiling many does not collide. */
  fieldsAjv = createServerAjv();
  compiled = /* @__PURE__ */ new Map();
  /** What definition references resolve against (refs/resolve-refs.ts). */
  refSources;
  /** The same inputs against another contract (the QA workbench's drift report). */
  withContract(contract) {
    return new _CheckContext({ ...this.inputs, contract });
  }
  /** Why a literal of the definition is not a valid value where the contract puts it; undefined when it is. */
  literalProblem(schema, value) {
    const key = JSON.stringify(schema);
    let check = this.compiled.get(key);
    if (!check) {
      const validate = this.contractAjv.compile(schema);
      check = (candidate) => validate(candidate) ? void 0 : validate.errors?.[0]?.message ?? "is not valid";
      this.compiled.set(key, check);
    }
    return check(value);
  }
  /** Why a field schema of a form does not compile with the shared rules (an unknown format or keyword), if it does not. */
  fieldsSchemaProblem(schema) {
    try {
      this.fieldsAjv.compile(schema);
      return void 0;
    } catch (error2) {
      return plainCompileError(error2 instanceof Error ? error2.message : String(error2));
    }
  }
  hasKey(key) {
    return { en: this.inputs.catalogues.en.has(key), fr: this.inputs.catalogues.fr.has(key) };
  }
};
function plainCompileError(message) {
  const format = /unknown format "([^"]+)"/.exec(message);
  if (format) return `unknown format "${format[1]}": the form, the server and the QA check know the standard formats (date, time, date-time, email, uri, data-url, \u2026) and the shared rules of src/rules (zip, phone, enrollment-phone, website-url, card-number, month-year, security-code, reason, strong-password, emails)`;
  const keyword = /unknown keyword: "([^"]+)"/.exec(message);
  if (keyword) return `unknown keyword "${keyword[1]}": a field schema uses JSON Schema 2020-12 and the rule keywords x-zip-country and x-message-key; a misspelt keyword would check nothing`;
  const schema = /schema is invalid: (.*)/.exec(message);
  if (schema) return `the field schema is not valid JSON Schema 2020-12: ${schema[1].replace(/data\//g, "").replace(/must be (\w+),(\w+)/g, "must be an $1 or a $2")}`;
  return `the field schema does not compile: ${message}`;
}

// src/engine/definition/check/constraint-parity.ts
var UPPER = ["maxLength", "maxItems", "maximum", "exclusiveMaximum"];
var LOWER = ["minLength", "minItems", "minimum", "exclusiveMinimum"];
var RULES = ["pattern", "format"];
var isNode10 = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
var same2 = (a, b) => JSON.stringify(a) === JSON.stringify(b);
function constraintParity(scan) {
  const out = [];
  for (const { pointer, value } of scan.findings.calls) {
    const call = value;
    const op = scan.operation(call.operationId);
    if (!op) continue;
    const add = (finding) => {
      if (!out.some((f) => f.pointer === finding.pointer && f.keyword === finding.keyword && f.contractField === finding.contractField)) {
        out.push({ ...finding, operationId: op.operationId });
      }
    };
    for (const place of ["path", "query"]) {
      for (const [name, template] of Object.entries(call[place] ?? {})) {
        const parameter = op.parameters.find((p) => p.in === place && p.name === name);
        if (parameter) walk4(scan, template, parameter.schema, `${pointer}/${place}/${name}`, `${place}.${name}`, add);
      }
    }
    const body = requestBodySchema(op);
    if (body && call.body !== void 0) walk4(scan, call.body, body.schema, `${pointer}/body`, "body", add);
  }
  return out;
}
function walk4(scan, template, target, pointer, where, add) {
  const view = scan.ctx.view;
  if (isBindingExpression(template)) {
    let binding;
    try {
      binding = parseBinding(template);
    } catch {
      return;
    }
    if (binding.root !== "form" && binding.root !== "filters") return;
    const producer = binding.root === "form" ? formProducerAt(scan, pointer) : filtersProducerAt(scan, pointer);
    if (!producer) return;
    if (binding.path.length === 0) {
      wholeProducer(scan, producer, target, where, add);
      return;
    }
    const [name = "", ...rest] = binding.path;
    const field = producer.fields.get(name);
    if (!field) return;
    const produced = rest.length ? view.at(field.schema, rest) : field.schema;
    if (produced && produced !== "open") compare2(scan, produced, target, field.pointer, where, add, { producer, path: [name, ...rest].join(".") });
    return;
  }
  if (isFirstOf(template)) {
    template.$firstOf.forEach((item, index) => walk4(scan, item, target, `${pointer}/$firstOf/${index}`, where, add));
    return;
  }
  if (Array.isArray(template)) {
    const items = view.items(target);
    if (items) template.forEach((item, index) => walk4(scan, item, items, `${pointer}/${index}`, `${where}[]`, add));
    return;
  }
  if (!isNode10(template) || "$literal" in template || "$number" in template) return;
  for (const [name, value] of Object.entries(template)) {
    const property = view.property(target, name);
    if (property && property !== "open") walk4(scan, value, property, `${pointer}/${name}`, `${where}.${name}`, add);
  }
}
function wholeProducer(scan, producer, target, where, add) {
  const view = scan.ctx.view;
  const required = new Set(view.required(target));
  for (const [name, field] of producer.fields) {
    if (producer.transient.has(name)) continue;
    const accepted = view.property(target, name);
    if (!accepted || accepted === "open") continue;
    compare2(scan, field.schema, accepted, field.pointer, `${where}.${name}`, add, { producer, path: name });
    const screenRequired = field.required && field.skippableStep === void 0;
    if (screenRequired !== required.has(name)) {
      add({ pointer: field.pointer, contractField: `${where}.${name}`, keyword: "required", screen: screenRequired, contract: required.has(name), direction: screenRequired ? "stricter" : "looser" });
    }
  }
}
function booleanValues(types) {
  if (!types?.has("boolean") || [...types].some((t) => t !== "boolean" && t !== "null")) return void 0;
  return types.has("null") ? [true, false, null] : [true, false];
}
var VALUE_KEYWORDS = /* @__PURE__ */ new Set(["maxLength", "minLength", "maximum", "minimum", "exclusiveMaximum", "exclusiveMinimum", "pattern", "format", "enum"]);
function reachable(origin, keyword, contract, direction) {
  if (direction === "stricter") return true;
  if (VALUE_KEYWORDS.has(keyword) && origin.producer.offered.has(origin.path)) return false;
  if (origin.producer.dropsEmpty && (keyword === "minLength" || keyword === "minItems") && typeof contract === "number" && contract <= 1) return false;
  return true;
}
function compare2(scan, produced, target, pointer, where, add, origin) {
  const view = scan.ctx.view;
  const mine = view.deref(produced) ?? produced;
  const theirs = view.deref(target) ?? target;
  const note = (keyword, screen, contract, direction) => {
    if (reachable(origin, keyword, contract, direction)) add({ pointer, contractField: where, keyword, screen, contract, direction });
  };
  for (const keyword of UPPER) {
    const [s, c] = [mine[keyword], theirs[keyword]];
    if (same2(s, c) || typeof s !== "number" && typeof c !== "number") continue;
    note(keyword, s, c, typeof c !== "number" || typeof s === "number" && s < c ? "stricter" : "looser");
  }
  for (const keyword of LOWER) {
    const [s, c] = [mine[keyword], theirs[keyword]];
    if (same2(s, c) || typeof s !== "number" && typeof c !== "number") continue;
    note(keyword, s, c, typeof c !== "number" || typeof s === "number" && s > c ? "stricter" : "looser");
  }
  for (const keyword of RULES) {
    const [s, c] = [keyword === "format" ? view.format(mine) : mine[keyword], keyword === "format" ? view.format(theirs) : theirs[keyword]];
    if (same2(s, c)) continue;
    note(keyword, s, c, c === void 0 ? "stricter" : s === void 0 ? "looser" : "different");
  }
  const offered = view.allowedValues(mine) ?? booleanValues(view.types(mine));
  const allowed = view.allowedValues(theirs) ?? booleanValues(view.types(theirs));
  if ((offered || allowed) && !same2(offered, allowed)) {
    const within = (a, b) => a.every((v) => b.some((w) => same2(v, w)));
    const direction = !allowed ? "stricter" : !offered ? "looser" : within(offered, allowed) ? "stricter" : within(allowed, offered) ? "looser" : "different";
    note("enum", offered, allowed, direction);
  }
  const names = view.propertyNames(mine);
  if (names.length) {
    const screenRequired = new Set(view.required(mine));
    const contractRequired = new Set(view.required(theirs));
    for (const name of names) {
      const member = view.property(mine, name);
      const accepted = view.property(theirs, name);
      if (member && member !== "open" && accepted && accepted !== "open") {
        compare2(scan, member, accepted, `${pointer}/properties/${name}`, `${where}.${name}`, add, { ...origin, path: `${origin.path}.${name}` });
      }
      if (accepted && screenRequired.has(name) !== contractRequired.has(name)) {
        add({
          pointer: `${pointer}/properties/${name}`,
          contractField: `${where}.${name}`,
          keyword: "required",
          screen: screenRequired.has(name),
          contract: contractRequired.has(name),
          direction: screenRequired.has(name) ? "stricter" : "looser"
        });
      }
    }
  }
  const producedItems = view.items(mine);
  const targetItems = view.items(theirs);
  if (producedItems && targetItems) compare2(scan, producedItems, targetItems, `${pointer}/items`, `${where}[]`, add, origin);
}

// src/engine/definition/check/screen-facts.ts
function screenFacts(definition, ctx) {
  const findings = ctx.meta.screen(definition);
  if (findings.errors.length) return void 0;
  const scan = new ScreenScan(definition, findings, ctx);
  const operationIds = new Set(findings.calls.map((c) => String(c.value.operationId)));
  const shownFields = [];
  for (const { block, pointer } of scan.blocks) {
    const kind = kindOf(block);
    for (const operationId of kind?.implicitCalls ?? []) operationIds.add(operationId);
    const shown2 = kind?.shownFields?.(scan, block, pointer);
    if (shown2) shownFields.push(shown2);
  }
  const route = definition.route;
  return {
    operationIds: [...operationIds],
    route: typeof route === "string" ? route : void 0,
    linkedRoutes: [...new Set(findings.routeNames.map((r) => r.value))].filter((name) => name !== route),
    shownFields,
    parity: constraintParity(scan)
  };
}

// src/engine/qa-report/screen-variants.ts
var isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
function screenIdOf(screen) {
  const id = isObject(screen.definition) ? screen.definition.id : void 0;
  return typeof id === "string" ? id : (screen.file.split("/").at(-1) ?? screen.file).replace(/\.json$/, "");
}
function screenVariants(set, oems, ctx) {
  const variants = [];
  for (const screen of set.screens) {
    const screenId = screenIdOf(screen);
    const base = resolveRefs(screen.definition, ctx.refSources);
    const resolvedBase = base.problems.length ? void 0 : base.value;
    for (const oem of oems.length ? oems : [null]) {
      const overlay = oem === null ? void 0 : set.overlays.find((o) => o.oem === oem && o.screenId === screenId);
      let definition = resolvedBase;
      if (overlay && resolvedBase !== void 0 && isObject(overlay.patch)) {
        const patch = resolveRefs(overlay.patch, ctx.refSources);
        definition = patch.problems.length ? void 0 : mergePatch(resolvedBase, patch.value);
      }
      variants.push({ screenId, screen, oem, overlay, definition });
    }
  }
  return variants;
}
function oemsOf(set, known = []) {
  return [.../* @__PURE__ */ new Set([...known, ...set.skins.map((s) => s.oem), ...set.overlays.map((o) => o.oem)])].sort();
}

// src/engine/qa-report/config-coverage.ts
var isObject2 = (value) => typeof value === "object" && value !== null;
function collectStrings(value, into) {
  if (typeof value === "string") into.add(value);
  else if (Array.isArray(value)) value.forEach((v) => collectStrings(v, into));
  else if (isObject2(value)) {
    for (const [key, v] of Object.entries(value)) {
      into.add(key);
      collectStrings(v, into);
    }
  }
}
function holds(json, pointer) {
  let node = json;
  for (const token of pointer.split("/").slice(1).map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~"))) {
    if (!isObject2(node) || !Object.hasOwn(node, token)) return false;
    node = node[token];
  }
  return true;
}
function variantFacts(set, oems, ctx) {
  return screenVariants(set, oems, ctx).map((variant) => ({ variant, facts: variant.definition === void 0 ? void 0 : screenFacts(variant.definition, ctx) }));
}
function configCoverage(set, oems, ctx, code, routeTable, facts = variantFacts(set, oems, ctx)) {
  const screensByOperation = /* @__PURE__ */ new Map();
  const screensByRoute = /* @__PURE__ */ new Map();
  const fields = /* @__PURE__ */ new Map();
  for (const { variant, facts: f } of facts) {
    if (!f) continue;
    for (const id of f.operationIds) screensByOperation.set(id, (screensByOperation.get(id) ?? /* @__PURE__ */ new Set()).add(variant.screenId));
    if (f.route) screensByRoute.set(f.route, (screensByRoute.get(f.route) ?? /* @__PURE__ */ new Set()).add(variant.screenId));
    for (const s of f.shownFields) {
      const key = `${s.operationId}\0${s.part}`;
      const entry = fields.get(key) ?? { operationId: s.operationId, part: s.part, available: /* @__PURE__ */ new Set(), shown: /* @__PURE__ */ new Set() };
      s.available.forEach((n) => entry.available.add(n));
      s.shown.forEach((n) => entry.shown.add(n));
      fields.set(key, entry);
    }
  }
  const operations = ctx.inputs.contract.operations.map((op) => ({
    operationId: op.operationId,
    method: op.method.toUpperCase(),
    path: op.path,
    screens: [...screensByOperation.get(op.operationId) ?? []].sort(),
    code: [...code.operations.get(op.operationId) ?? []].sort()
  }));
  const routes = routeTable.map((route) => {
    const screens = [...screensByRoute.get(route.name) ?? []].sort();
    const servedBy = screens.length ? "definition" : code.routes.has(route.name) ? "code" : "none";
    return { ...route, servedBy, screens };
  });
  const { en: en2, fr: fr2 } = ctx.inputs.catalogues;
  const used = new Set(code.strings);
  for (const screen of set.screens) collectStrings(screen.definition, used);
  for (const overlay of set.overlays) collectStrings(overlay.patch, used);
  for (const skin of set.skins) collectStrings(skin.skin, used);
  for (const doc of ctx.inputs.contract.definitions) collectStrings(doc, used);
  const keys = [.../* @__PURE__ */ new Set([...en2, ...fr2])].sort();
  return {
    operations,
    uncalledOperations: operations.filter((o) => !o.screens.length && !o.code.length).map((o) => o.operationId),
    routes,
    routesWithoutScreen: routes.filter((r) => r.servedBy === "none").map((r) => r.name),
    i18n: {
      keys: keys.length,
      missingInFrench: keys.filter((k) => en2.has(k) && !fr2.has(k)),
      missingInEnglish: keys.filter((k) => fr2.has(k) && !en2.has(k)),
      unused: keys.filter((k) => !used.has(k))
    },
    responseFields: [...fields.values()].map((f) => ({ operationId: f.operationId, part: f.part, shown: [...f.shown].sort(), unshown: [...f.available].filter((n) => !f.shown.has(n)).sort() })).sort((a, b) => a.operationId.localeCompare(b.operationId) || a.part.localeCompare(b.part))
  };
}
function constraintParityReport(set, oems, ctx, facts = variantFacts(set, oems, ctx)) {
  const out = /* @__PURE__ */ new Map();
  for (const { variant, facts: f } of facts) {
    for (const finding of f?.parity ?? []) {
      const inOverlay = variant.overlay !== void 0 && holds(variant.overlay.patch, finding.pointer);
      const file = inOverlay ? variant.overlay.file : variant.screen.file;
      const key = JSON.stringify([file, finding.pointer, finding.operationId, finding.contractField, finding.keyword, finding.screen, finding.contract]);
      const entry = out.get(key) ?? { ...finding, screenId: variant.screenId, file, oems: [] };
      entry.oems.push(variant.oem);
      out.set(key, entry);
    }
  }
  return [...out.values()];
}

// src/engine/qa-report/status-matrix.ts
var QA_LANGUAGES = ["en", "fr"];
function hiddenIn(json) {
  if (typeof json !== "object" || json === null || !("hidden" in json)) return void 0;
  return json.hidden === true;
}
var MISSING_KEY = /i18n key "([^"]+)" is missing/;
function languagesOf(issue, ctx) {
  const key = MISSING_KEY.exec(issue.message)?.[1];
  if (key === void 0) return QA_LANGUAGES;
  const has2 = ctx.hasKey(key);
  const missing2 = QA_LANGUAGES.filter((language) => !has2[language]);
  return missing2.length ? missing2 : QA_LANGUAGES;
}
function statusMatrix(set, oems, ctx, extra = []) {
  const issues = [...extra, ...checkAll(set, ctx)];
  const claimed = /* @__PURE__ */ new Set();
  const rows = [];
  const sameFinding = (a, b) => a.pointer === b.pointer && a.message === b.message;
  for (const screen of set.screens) {
    const screenId = screenIdOf(screen);
    const own = issues.filter((issue) => issue.file === screen.file);
    own.forEach((issue) => claimed.add(issue));
    let contentOnly;
    const contentProblems = () => {
      if (!contentOnly) {
        const resolved2 = resolveRefs(screen.definition, ctx.refSources);
        const found = resolved2.problems.length ? [] : checkScreen(resolved2.value, ctx);
        contentOnly = own.filter((issue) => found.some((f) => sameFinding(f, issue)));
      }
      return contentOnly;
    };
    for (const oem of oems.length ? oems : [null]) {
      const overlay = oem === null ? void 0 : set.overlays.find((o) => o.oem === oem && o.screenId === screenId);
      let problems = own;
      if (overlay) {
        const merged = issues.filter((issue) => issue.file === overlay.file || issue.file.startsWith(`${overlay.file} (merged onto `));
        merged.forEach((issue) => claimed.add(issue));
        const content = contentProblems();
        problems = [
          ...own.filter((issue) => !content.includes(issue) || merged.some((m) => sameFinding(m, issue))),
          ...merged.filter((issue) => !own.some((o) => sameFinding(o, issue)))
        ];
      }
      const hidden = hiddenIn(overlay?.patch) ?? hiddenIn(screen.definition) ?? false;
      for (const language of QA_LANGUAGES) {
        const mine = problems.filter((issue) => languagesOf(issue, ctx).includes(language));
        rows.push({ screenId, file: screen.file, oem, overlay: overlay?.file, language, hidden, status: mine.length ? "error" : "ok", problems: mine });
      }
    }
  }
  const skins = set.skins.map((skin) => {
    const problems = issues.filter((issue) => issue.file === skin.file);
    problems.forEach((issue) => claimed.add(issue));
    return { oem: skin.oem, file: skin.file, problems };
  });
  return { rows, skins, unattributed: issues.filter((issue) => !claimed.has(issue)), issues };
}

// src/engine/qa-report/contract-drift.ts
var keyOf2 = (issue) => `${issue.file}\0${issue.pointer}\0${issue.message}`;
function byVariant(matrix) {
  const out = /* @__PURE__ */ new Map();
  for (const row of matrix.rows) {
    const id = `${row.screenId}\0${row.oem ?? ""}`;
    const entry = out.get(id) ?? { row, problems: /* @__PURE__ */ new Map() };
    for (const issue of row.problems) entry.problems.set(keyOf2(issue), issue);
    out.set(id, entry);
  }
  return out;
}
function contractDrift(set, oems, base, changed) {
  const changedCtx = changed instanceof CheckContext ? changed : base.withContract(changed);
  const before = statusMatrix(set, oems, base);
  const after = statusMatrix(set, oems, changedCtx);
  const beforeRows = byVariant(before);
  const entries = [];
  for (const [id, { row, problems }] of byVariant(after)) {
    const old = beforeRows.get(id)?.problems ?? /* @__PURE__ */ new Map();
    const broken = [...problems].filter(([key]) => !old.has(key)).map(([, issue]) => issue);
    const fixed = [...old].filter(([key]) => !problems.has(key)).map(([, issue]) => issue);
    if (broken.length || fixed.length) entries.push({ screenId: row.screenId, file: row.file, oem: row.oem, overlay: row.overlay, broken, fixed });
  }
  const hit = entries.filter((e) => e.broken.length);
  const overlays = hit.flatMap((e) => e.overlay && e.broken.some((issue) => issue.file.startsWith(e.overlay)) ? [e.overlay] : []);
  const elsewhereBefore = new Set([...before.skins.flatMap((s) => s.problems), ...before.unattributed].map(keyOf2));
  return {
    entries,
    brokenScreens: [...new Set(hit.map((e) => e.screenId))].sort(),
    brokenOems: [...new Set(hit.flatMap((e) => e.oem === null ? [] : [e.oem]))].sort(),
    brokenOverlays: [...new Set(overlays)].sort(),
    brokenElsewhere: [...after.skins.flatMap((s) => s.problems), ...after.unattributed].filter((issue) => !elsewhereBefore.has(keyOf2(issue)))
  };
}

// src/engine/qa-report/qa-report.ts
function buildQaReport(request) {
  const { set, ctx, oems } = request;
  const matrix = statusMatrix(set, oems, ctx, request.readProblems);
  const facts = request.coverage || request.parity ? variantFacts(set, oems, ctx) : [];
  const coverage = request.coverage ? configCoverage(set, oems, ctx, request.coverage.code, request.coverage.routes, facts) : void 0;
  const parity = request.parity ? constraintParityReport(set, oems, ctx, facts) : void 0;
  let drift;
  if (request.drift) {
    const other = request.drift.contract;
    const report2 = request.drift.otherIs === "changed" ? contractDrift(set, oems, ctx, other) : contractDrift(set, oems, ctx.withContract(other), ctx);
    drift = { label: request.drift.label, report: report2 };
  }
  const errors = matrix.issues.length + (drift?.report.entries.reduce((n, e) => n + e.broken.length, 0) ?? 0) + (drift?.report.brokenElsewhere.length ?? 0);
  const warnings = (parity?.filter((p) => p.direction !== "stricter").length ?? 0) + (coverage ? coverage.uncalledOperations.length + coverage.routesWithoutScreen.length + coverage.i18n.missingInFrench.length + coverage.i18n.missingInEnglish.length : 0);
  return {
    matrix,
    ...coverage ? { coverage } : {},
    ...parity ? { parity } : {},
    ...drift ? { drift } : {},
    summary: { errors, warnings, screens: set.screens.length, overlays: set.overlays.length, skins: set.skins.length, oems: oems.length }
  };
}

// scripts/screen-definitions/definition-sources.ts
var REPOSITORY_ROOT = path7.resolve(fileURLToPath3(import.meta.url), "../../..");
async function loadContractShape(openapiDir = path7.join(REPOSITORY_ROOT, "openapi")) {
  const portal = await loadContract(path7.join(openapiDir, "portal.yaml"), "contract:portal");
  const cms = await loadContract(path7.join(openapiDir, "cms.yaml"), "contract:cms");
  return { definitions: [portal.definitions, cms.definitions], operations: [...portal.operations, ...cms.operations] };
}
function fragmentReader(fragmentsDir = path7.join(REPOSITORY_ROOT, "schemas/fragments")) {
  return (name) => {
    const file = path7.join(fragmentsDir, `${name}.json`);
    return existsSync(file) ? JSON.parse(readFileSync2(file, "utf8")) : void 0;
  };
}

// src/shell/routes/route-table.ts
var shown = (name, path14, extra = {}) => ({
  name,
  path: path14,
  access: "menu",
  pathShownInSpec: true,
  ...extra
});
var designed = (name, path14, extra = {}) => shown(name, path14, { ...extra, pathShownInSpec: false });
var BI_DASHBOARD_KEYS = [
  "leadPerformance",
  "compliance",
  "websiteCompliance",
  "retailerPerformance",
  "digitalRetail",
  "shopperJourney",
  "portalUsage"
];
var DASHBOARD_ALSO_OPENED_BY = {
  websiteCompliance: ["compliance"]
};
var biDashboardRouteName = (key) => `bi${key.charAt(0).toUpperCase()}${key.slice(1)}`;
var ROUTES = [
  shown("login", "/login", { access: "public" }),
  shown("home", "/", { access: "open" }),
  shown("dealerwebsitecertification", "/dealerwebsitecertification"),
  shown("digitalAdvertising", "/digitaladvertising"),
  shown("smartleads", "/smartleads"),
  shown("smartanalytics", "/smartanalytics"),
  shown("oemsmartanalytics", "/oemsmartanalytics"),
  shown("marketPlaceServices", "/marketPlaceServices"),
  shown("fieldsupport", "/fieldsupport"),
  shown("enterpriseservices", "/enterpriseservices"),
  shown("leadmanagement", "/leadmanagement"),
  shown("concierge", "/concierge"),
  shown("contactus", "/contactus"),
  shown("pricecomparison", "/pricecomparison"),
  shown("drspricingcomparison", "/drspricingcomparison"),
  shown("shoppercontact", "/shoppercontact"),
  shown("fieldsConsultants", "/fieldsConsultants"),
  shown("shopperAssurance", "/shopperAssurance"),
  shown("manageprofile", "/manageprofile"),
  shown("manageEnrollments", "/manageenrollments"),
  shown("billingProfile", "/billingProfile/:dlCode/:editMode", { parent: "manageEnrollments" }),
  shown("editManageEnrollment", "/editManageEnrollment/:dlCode/:editMode", { parent: "manageEnrollments" }),
  // Opened from a Manage Enrollments row; no menu entry has its URL, so it inherits that screen's access.
  shown("addonManageEnrollment", "/addonManageEnrollment/:dlCode/:addonId", { parent: "manageEnrollments" }),
  designed("enrolment", "/dwcpenrollment"),
  shown("admindwcpenrollment", "/admindwcpenrollment"),
  // DWCP administration's step to enroll a dealer: act as one of its users (business-areas §5).
  designed("actAsDealer", "/admindwcpenrollment/actAs/:dlCode", { parent: "admindwcpenrollment" }),
  // business-areas §2 names the page (Download Manager) and §7 its call, not a route: any
  // signed-in user may open it, the call answers the documents the caller may download.
  designed("downloadManager", "/downloadManager", { access: "open" }),
  shown("resources", "/resources"),
  shown("payloadlookup", "/payloadlookup"),
  shown("payloadlookupxml", "/payloadlookupxml", { parent: "payloadlookup" }),
  shown("leadsettingsPreview", "/leadsettingsPreview"),
  shown("setbudget", "/setbudget"),
  shown("logViewer", "/logviewer"),
  shown("responseTimeOverride", "/responseTimeOverride"),
  shown("websiteProgram", "/websiteprogram", { addonId: ADDON_WEBSITE_PROGRAM }),
  designed("websiteProgramEdit", "/websiteprogram/:dlCode", { parent: "websiteProgram", addonId: ADDON_WEBSITE_PROGRAM }),
  shown("managePackages", "/managepackages", { addonId: ADDON_WEBSITE_PROGRAM }),
  shown("managePackagesDigitalDealer", "/managePackagesDigitalDealer", { addonId: ADDON_DIGITAL_DEALER }),
  designed("managesubscriptionWebProgramEdit", "/websiteprogram/managesubscription/:dlCode", { parent: "websiteProgram" }),
  shown("managesubscription", "/managesubscription"),
  designed("managesubscriptionEdit", "/managesubscription/:dlCode", { parent: "managesubscription" }),
  // business-areas §7 names the SmartLeads services calls but no route: opened from Manage Packages.
  designed("smartLeadsServices", "/smartLeadsServices", { parent: "managePackages" }),
  shown("reports", "/reports", { access: "report", query: ["q"] }),
  shown("dataRecording", "/compliance/dataRecording", { access: "audit", parent: "reports", auditType: "DWCP" }),
  designed("editComplianceReport", "/compliance/dataRecording/:reportId", { access: "audit", parent: "dataRecording" }),
  designed("complianceCreateReport", "/compliance/createReport/:auditType", {
    access: "audit",
    parent: "dataRecording",
    paramValues: { auditType: ["DWCP", "DRS"] }
  }),
  shown("crmDataRecording", "/compliance/crmDataRecording", {
    access: "audit",
    parent: "reports",
    query: ["q"],
    reportNameFromQuery: true
  }),
  designed("crmComplianceCreateReport", "/compliance/createCrmReport", { access: "audit", parent: "crmDataRecording" }),
  shown("drsDataRecording", "/compliance/drsDataRecording", { access: "audit", parent: "reports", auditType: "DRS" }),
  shown("complianceScoresReport", "/compliance/complianceScoresReport", { access: "audit" }),
  // A dealer opens its report from a report it may see (q = that report's name): the reports
  // route is its parent, so the menu's report entry grants it as well as the audit entries.
  shown("viewDealerReport", "/compliance/viewDealerReport/:reportId", { access: "audit", parent: "reports", query: ["q"] }),
  shown("viewLeads", "/viewLeads"),
  shown("viewLeadResponseTime", "/viewLeadResponseTime"),
  shown("viewLead", "/viewLead", { parent: "viewLeads" }),
  designed("leadCommunicationDetails", "/viewLeads/communication/:dispositionId", { parent: "viewLeads" }),
  shown("notificationsUnsubscription", "/notificationsUnsubscription", { access: "open" }),
  shown("video", "/video", { access: "open" }),
  shown("privacy", "/privacy", { access: "open" }),
  shown("newsmartanalytics", "/newsmartanalytics"),
  shown("howToEnroll", "/howToEnroll"),
  // Issue #18: product staff's and QA's screen studio; the menu grants it to those roles only.
  designed("studio", "/studio"),
  // Issue #19: the studio's QA workbench; whoever may open the studio may open it.
  designed("studioQa", "/studio/qa", { parent: "studio" }),
  shown("DigitalCertification", "/DigitalCertification"),
  // Issue #20: the header's BI dashboards (UserDetails.biDashboards keys) and its Admin Portal tab
  // are pages of the portal. The header offers them; the server answers a dashboard only to a
  // user it lists it for (or an admin) and the overview only to admins.
  ...BI_DASHBOARD_KEYS.map(
    (key) => designed(biDashboardRouteName(key), `/dashboards/${key}`, { access: "open", dashboardKeys: [key, ...DASHBOARD_ALSO_OPENED_BY[key] ?? []] })
  ),
  designed("adminPortal", "/adminPortal", { access: "open" }),
  shown("DrsServices", "/DrsServices"),
  shown("manualDMFCorrection", "/settings/manualDMFCorrection"),
  shown("preLead", "/settings/preLead"),
  shown("page404", "/page404", { access: "open" }),
  shown("haccPage404", "/haccPage404", { access: "public" }),
  shown("nnanetLogout", "/nnanetLogout", { access: "public" }),
  shown("locale", "/:locale", { access: "open", paramValues: { locale: LANGUAGES } }),
  designed("localeAbout", "/:locale/about", { access: "open", parent: "locale", paramValues: { locale: LANGUAGES } }),
  shown("notFound", "*", { access: "public" })
];
var byName2 = new Map(ROUTES.map((route) => [route.name, route]));
var byLowerName = new Map(ROUTES.map((route) => [route.name.toLowerCase(), route]));
function pathParams(path14) {
  return path14.split("/").filter((segment) => segment.startsWith(":")).map((segment) => segment.slice(1));
}

// scripts/screen-definitions/check-inputs.ts
var repositoryPath = (file) => path8.relative(REPOSITORY_ROOT, file).split(path8.sep).join("/");
function jsonFiles(dir, skip) {
  if (!existsSync2(dir)) return [];
  return readdirSync(dir).sort().flatMap((name) => {
    const full = path8.join(dir, name);
    if (full === skip) return [];
    if (statSync(full).isDirectory()) return jsonFiles(full, skip);
    return name.endsWith(".json") ? [full] : [];
  });
}
function readJson(file, problems) {
  try {
    return { ok: true, value: JSON.parse(readFileSync3(file, "utf8")) };
  } catch (error2) {
    problems.push({ file: repositoryPath(file), pointer: "", message: `not valid JSON: ${error2.message}` });
    return { ok: false };
  }
}
function collectCheckSet(screensDir, skinsDir, problems) {
  const set = { screens: [], overlays: [], skins: [] };
  for (const file of jsonFiles(screensDir, skinsDir)) {
    const json = readJson(file, problems);
    if (json.ok) set.screens.push({ file: repositoryPath(file), definition: json.value });
  }
  const oems = existsSync2(skinsDir) ? readdirSync(skinsDir).filter((n) => statSync(path8.join(skinsDir, n)).isDirectory()).sort() : [];
  for (const oem of oems) {
    const skinFile = path8.join(skinsDir, oem, "skin.json");
    if (existsSync2(skinFile)) {
      const json = readJson(skinFile, problems);
      if (json.ok) set.skins.push({ file: repositoryPath(skinFile), oem, skin: json.value });
    }
    for (const file of jsonFiles(path8.join(skinsDir, oem, "screens"))) {
      const json = readJson(file, problems);
      if (json.ok) set.overlays.push({ file: repositoryPath(file), oem, screenId: path8.basename(file, ".json"), patch: json.value });
    }
  }
  return set;
}
async function createCheckContext(contract) {
  contract ??= await loadContractShape();
  const routes = new Map(ROUTES.map((r) => [r.name, { path: r.path, params: pathParams(r.path) }]));
  const catalogue = (lang) => new Set(Object.keys(lang === "en" ? en : fr));
  const meta = (name) => JSON.parse(readFileSync3(path8.join(REPOSITORY_ROOT, "schemas/meta", name), "utf8"));
  return new CheckContext({
    screenMetaSchema: meta("screen.schema.json"),
    skinMetaSchema: meta("skin.schema.json"),
    contract,
    fragment: fragmentReader(),
    routes,
    catalogues: { en: catalogue("en"), fr: catalogue("fr") },
    userSchema: { $ref: "contract:portal#/$defs/UserDetails" }
  });
}

// src/server/handlers/studio/draft-save.ts
function requireJson(source, layer, field = "source") {
  const problems = new FieldProblems();
  let value;
  try {
    value = JSON.parse(source);
  } catch (error2) {
    problems.add(field, "INVALID_FORMAT", { message: `The text is not valid JSON: ${error2.message}` });
  }
  if (problems.empty && (typeof value !== "object" || value === null || Array.isArray(value))) {
    problems.add(field, "INVALID_FORMAT", { message: layer === "base" ? "A screen definition is a JSON object." : "An overlay is a JSON object (an RFC 7396 merge patch)." });
  }
  problems.throwIfAny();
  return value;
}
async function newerVersionConflict(db, screenId, layer, basedOn) {
  const newest = await db.selectFrom("screenConfigVersions as v").innerJoin("users as u", "u.id", "v.userId").select(["v.version", "v.createdAt", "u.userName", "u.loginName"]).where("v.screenId", "=", screenId).where("v.layer", "=", layer).orderBy("v.version", "desc").executeTakeFirst();
  if (!newest || newest.version === basedOn) return null;
  if (newest.version < basedOn) return conflict(`Version ${basedOn} does not exist; the latest version is ${newest.version}.`, "stale_version");
  const when = new Date(newest.createdAt).toISOString();
  return conflict(
    `${newest.userName} (${newest.loginName}) saved version ${newest.version} at ${when}, after the version ${basedOn} you started from. Open the latest version and apply your change to it.`,
    "stale_version"
  );
}
async function saveDraft2(db, caller, screenId, layer, body) {
  requireJson(body.source, layer);
  const refusal2 = await newerVersionConflict(db, screenId, layer, body.basedOn);
  if (refusal2) throw refusal2;
  const actor = actorOf(caller);
  const inserted = await db.insertInto("screenConfigVersions").values({ screenId, layer, version: body.basedOn + 1, basedOn: body.basedOn, source: body.source, comment: body.comment ?? "", userId: actor.userId, impersonatorLogin: actor.impersonatorLogin }).onConflict((oc) => oc.constraint("screen_config_versions_key").doNothing()).returning("version").executeTakeFirst();
  if (!inserted) throw await newerVersionConflict(db, screenId, layer, body.basedOn) ?? conflict("Someone saved this layer at the same moment; open the latest version.", "stale_version");
  return inserted.version;
}

// src/server/handlers/studio/overlay-drift.ts
var isObject3 = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
function overlayDrift(base, patch, pointer = "") {
  if (!isObject3(patch) || !isObject3(base)) return [];
  return Object.entries(patch).flatMap(([key, value]) => {
    const at2 = `${pointer}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`;
    if (value === null) return Object.hasOwn(base, key) ? [] : [at2];
    if (!isObject3(value) || !Object.hasOwn(base, key)) return [];
    return isObject3(base[key]) ? overlayDrift(base[key], value, at2) : [at2];
  });
}

// src/server/handlers/studio/screen-files.ts
import { existsSync as existsSync3, readFileSync as readFileSync4 } from "node:fs";
import path9 from "node:path";
var SCREENS_DIR = path9.join(PROJECT_ROOT, "schemas/screens");
var OEM_LAYERS = SCREEN_CONFIG_LAYERS.filter((layer) => layer !== "base");
function screenFiles() {
  return jsonFiles(SCREENS_DIR).map((full) => ({
    screenId: path9.basename(full, ".json"),
    area: path9.relative(SCREENS_DIR, path9.dirname(full)).split(path9.sep).join("/"),
    file: repositoryPath(full),
    source: readFileSync4(full, "utf8")
  })).sort((a, b) => a.area.localeCompare(b.area) || a.screenId.localeCompare(b.screenId));
}
function layerFile(screen, layer, oemSkinsDir) {
  return layer === "base" ? screen.file : repositoryPath(path9.join(oemSkinsDir, layer, "screens", `${screen.screenId}.json`));
}
function builtInSource(screen, layer, oemSkinsDir) {
  if (layer === "base") return screen.source;
  const full = path9.join(oemSkinsDir, layer, "screens", `${screen.screenId}.json`);
  return existsSync3(full) ? readFileSync4(full, "utf8") : null;
}

// src/server/handlers/studio/served-layers.ts
import { sql as sql34 } from "kysely";
var layerKey = (screenId, layer) => `${screenId}/${layer}`;
async function servedLayers(db, screenId) {
  let latest = db.selectFrom("screenConfigPublications").select(["screenId", "layer", "version"]).distinctOn(["screenId", "layer"]).orderBy("screenId").orderBy("layer").orderBy("id", "desc");
  if (screenId !== void 0) latest = latest.where("screenId", "=", screenId);
  const rows = await db.selectFrom(latest.as("p")).innerJoin(
    "screenConfigVersions as v",
    (join) => join.onRef("v.screenId", "=", "p.screenId").onRef("v.layer", "=", "p.layer").onRef("v.version", "=", "p.version")
  ).select(["p.screenId", "p.layer", "p.version", "v.source"]).execute();
  return new Map(rows.map((row) => [layerKey(row.screenId, row.layer), row]));
}
async function publishedVersions(db) {
  const rows = await db.selectFrom("screenConfigPublications").select(["screenId", "layer", "version"]).distinctOn(["screenId", "layer"]).orderBy("screenId").orderBy("layer").orderBy("id", "desc").execute();
  return new Map(rows.map((row) => [layerKey(row.screenId, row.layer), row.version]));
}
async function latestVersions(db) {
  const rows = await db.selectFrom("screenConfigVersions").select(["screenId", "layer", sql34`max(version)`.as("latest")]).groupBy(["screenId", "layer"]).execute();
  return new Map(rows.map((row) => [layerKey(row.screenId, row.layer), Number(row.latest)]));
}

// src/server/handlers/studio/layer-qa.ts
function servedTexts(screen, served, oemSkinsDir, replace) {
  const texts = {};
  for (const layer of ["base", ...OEM_LAYERS]) {
    texts[layer] = served.get(layerKey(screen.screenId, layer))?.source ?? builtInSource(screen, layer, oemSkinsDir);
  }
  if (replace) texts[replace.layer] = replace.layer === "base" ? replace.source ?? screen.source : replace.source;
  return texts;
}
function parsed(text2, file, problems) {
  try {
    return { ok: true, value: JSON.parse(text2) };
  } catch (error2) {
    problems.push({ file, pointer: "", message: `not valid JSON: ${error2.message}` });
    return { ok: false };
  }
}
function checkServedScreen(ctx, screen, texts, oemSkinsDir) {
  const problems = [];
  const set = { screens: [], overlays: [], skins: [] };
  const base = parsed(texts.base ?? "", screen.file, problems);
  if (base.ok) set.screens.push({ file: screen.file, definition: base.value });
  const overlayFiles = /* @__PURE__ */ new Map();
  const drift = /* @__PURE__ */ new Map();
  for (const oem of OEM_LAYERS) {
    const text2 = texts[oem];
    if (text2 === null) continue;
    const file = layerFile(screen, oem, oemSkinsDir);
    overlayFiles.set(file, oem);
    const patch = parsed(text2, file, problems);
    if (!patch.ok) continue;
    set.overlays.push({ file, oem, screenId: screen.screenId, patch: patch.value });
    if (base.ok) drift.set(oem, overlayDrift(base.value, patch.value).length);
  }
  problems.push(...checkAll(set, ctx));
  const issues = problems.map((problem) => {
    const overlay = [...overlayFiles].find(([file]) => problem.file === file || problem.file.startsWith(`${file} `));
    return { oem: overlay ? overlay[1] : "base", ...problem };
  });
  const baseErrors = issues.filter((issue) => issue.oem === "base").length;
  const qa = OEM_LAYERS.map((oem) => {
    const own = issues.filter((issue) => issue.oem === oem).length;
    return { oem, errors: texts[oem] === null ? baseErrors : Math.max(own, baseErrors), warnings: drift.get(oem) ?? 0 };
  });
  return { issues, qa };
}

// src/server/handlers/studio/layer-history.ts
var author = (row) => ({
  loginName: row.loginName,
  userName: row.userName,
  impersonatorLogin: row.impersonatorLogin
});
async function publicationsOf(db, screenId, layer) {
  const rows = await db.selectFrom("screenConfigPublications as p").innerJoin("users as u", "u.id", "p.userId").select(["p.screenId", "p.layer", "p.action", "p.version", "p.comment", "p.impersonatorLogin", "p.createdAt", "u.loginName", "u.userName"]).where("p.screenId", "=", screenId).where("p.layer", "=", layer).orderBy("p.id", "desc").execute();
  return rows.map((row) => ({
    screenId: row.screenId,
    layer: row.layer,
    action: row.action,
    version: row.version,
    comment: row.comment,
    publishedBy: author(row),
    publishedAt: new Date(row.createdAt).toISOString()
  }));
}
async function versionsOf(db, screenId, layer, publications, only) {
  let query = db.selectFrom("screenConfigVersions as v").innerJoin("users as u", "u.id", "v.userId").select(["v.version", "v.basedOn", "v.comment", "v.source", "v.impersonatorLogin", "v.createdAt", "u.loginName", "u.userName"]).where("v.screenId", "=", screenId).where("v.layer", "=", layer).orderBy("v.version", "desc");
  if (only !== void 0) query = query.where("v.version", "=", only);
  const rows = await query.execute();
  const served = publications[0]?.version ?? 0;
  const published = new Set(publications.map((p) => p.version));
  return rows.map((row) => ({
    version: row.version,
    basedOn: row.basedOn,
    comment: row.comment,
    source: row.source,
    savedBy: author(row),
    savedAt: new Date(row.createdAt).toISOString(),
    published: published.has(row.version),
    served: row.version === served
  }));
}

// src/server/handlers/studio/route-owner.ts
var routeOf = (source) => {
  if (!source) return null;
  try {
    const route = JSON.parse(source).route;
    return typeof route === "string" ? route : null;
  } catch {
    return null;
  }
};
var servedRoute = (screen, served) => routeOf(served.get(layerKey(screen.screenId, "base"))?.source ?? screen.source);
function screenOnRoute(route, except, served) {
  return screenFiles().find((other) => other.screenId !== except && servedRoute(other, served) === route)?.screenId;
}

// src/server/handlers/studio/publication.ts
async function sourceOf(db, screen, layer, version, oemSkinsDir) {
  if (version === 0) {
    const builtIn = builtInSource(screen, layer, oemSkinsDir);
    if (builtIn === null && layer === "base") throw notFound(`No built-in file for ${screen.screenId}.`);
    return builtIn;
  }
  const row = await db.selectFrom("screenConfigVersions").select("source").where("screenId", "=", screen.screenId).where("layer", "=", layer).where("version", "=", version).executeTakeFirst();
  if (!row) throw notFound(`Version ${version} of ${screen.screenId} (${layer}) does not exist.`);
  return row.source;
}
function refuseTakenRoute(screen, source, served) {
  const route = routeOf(source);
  const owner = route === null ? void 0 : screenOnRoute(route, screen.screenId, served);
  if (owner === void 0) return;
  const message = `Route "${route}" already shows the screen ${owner}: a route shows one screen. Choose another route, or move ${owner} first.`;
  throw new ValidationError([fieldError("version", "INVALID_FORMAT", { message })]);
}
async function publish(db, ctx, caller, screen, layer, request, oemSkinsDir) {
  const source = await sourceOf(db, screen, layer, request.version, oemSkinsDir);
  if (layer === "base") refuseTakenRoute(screen, source, await servedLayers(db));
  const texts = servedTexts(screen, await servedLayers(db, screen.screenId), oemSkinsDir, { layer, source });
  const { issues, qa } = checkServedScreen(ctx, screen, texts, oemSkinsDir);
  if (issues.length) {
    const failing = qa.filter((status) => status.errors > 0).map((status) => status.oem);
    const message = `Version ${request.version} cannot be served: the QA check found ${issues.length} error(s)${failing.length ? ` (${failing.join(", ")})` : ""}. Fix them and save a new version.`;
    throw new ValidationError([fieldError("version", "INVALID_FORMAT", { message })], { problems: issues });
  }
  const actor = actorOf(caller);
  await db.insertInto("screenConfigPublications").values({ screenId: screen.screenId, layer, action: request.action, version: request.version, comment: request.comment, userId: actor.userId, impersonatorLogin: actor.impersonatorLogin }).execute();
}

// src/server/handlers/studio/published-configs.ts
async function publishedConfigs(db, sources) {
  const served = [...(await servedLayers(db)).values()].sort((a, b) => a.screenId.localeCompare(b.screenId) || a.layer.localeCompare(b.layer));
  return served.map((layer) => ({
    screenId: layer.screenId,
    layer: layer.layer,
    version: layer.version,
    definition: resolveRefs(JSON.parse(layer.source), sources).value
  }));
}

// src/server/handlers/studio/qa-workbench.ts
import { createHash as createHash5 } from "node:crypto";

// scripts/qa-report/code-usage.ts
import { readdirSync as readdirSync2, readFileSync as readFileSync5, statSync as statSync2 } from "node:fs";
import path10 from "node:path";
var CALL = /\.(GET|POST|PUT|PATCH|DELETE)\(\s*(['"`])([^'"`]+)\2/g;
var CALL_BY_ID = /\.call(?:<[^()]*?>)?\(\s*(['"`])([A-Za-z][A-Za-z0-9]*)\1/g;
var LITERAL = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`([^`$\\]*)`/g;
function sourceFiles(dir, skip) {
  return readdirSync2(dir).sort().flatMap((name) => {
    const full = path10.join(dir, name);
    if (skip(full)) return [];
    if (statSync2(full).isDirectory()) return sourceFiles(full, skip);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith(".d.ts") ? [full] : [];
  });
}
function routeNamesIn(text2) {
  const builtIn = /const BUILT_IN = new Set\(\[([^\]]*)\]\)/.exec(text2)?.[1] ?? "";
  const lazy = [...text2.matchAll(/^\s*(\w+): \(\) => import\(/gm)].map((m) => m[1]);
  return [...[...builtIn.matchAll(/'([^']+)'/g)].map((m) => m[1]), ...lazy];
}
function scanCodeUsage(root, contract) {
  const src = path10.join(root, "src");
  const generated = path10.join(src, "api", "generated");
  const files = sourceFiles(src, (full) => full === generated);
  const byRoute = new Map(contract.operations.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op.operationId]));
  const ids = new Set(contract.operations.map((op) => op.operationId));
  const operations = /* @__PURE__ */ new Map();
  const strings = /* @__PURE__ */ new Set();
  const routes = /* @__PURE__ */ new Set();
  const serverDir = `${path10.join(src, "server")}${path10.sep}`;
  for (const file of files) {
    const text2 = readFileSync5(file, "utf8");
    const relative = path10.relative(root, file).split(path10.sep).join("/");
    for (const m of text2.matchAll(LITERAL)) strings.add(m[1] ?? m[2] ?? m[3] ?? "");
    if (file.startsWith(serverDir)) continue;
    const called = (id) => {
      if (id) operations.set(id, [.../* @__PURE__ */ new Set([...operations.get(id) ?? [], relative])]);
    };
    for (const m of text2.matchAll(CALL)) called(byRoute.get(`${m[1]} ${m[3]}`));
    for (const m of text2.matchAll(CALL_BY_ID)) called(ids.has(m[2]) ? m[2] : void 0);
    if (relative === "src/shell/app/shell-routes.tsx" || relative === "src/shell/routes/route-screens.ts") routeNamesIn(text2).forEach((r) => routes.add(r));
  }
  return { operations, routes, strings };
}

// src/server/handlers/studio/drift-upload.ts
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path11 from "node:path";
import { parseYaml } from "@redocly/openapi-core";
var MAX_CONTRACT_BYTES = 5e6;
var MAX_NODES = 2e6;
var OPENAPI_DIR = path11.join(PROJECT_ROOT, "openapi");
var EXTENSIONS = ["yaml", "yml", "json"];
var DECLARED2 = ["", "application/octet-stream", "application/yaml", "application/x-yaml", "text/yaml", "text/x-yaml", "application/json", "text/json", "text/plain"];
var BINARY_BYTE2 = /[\x00-\x08\x0b\x0c\x0e-\x1f]/;
var isObject4 = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
var notContract = (reason) => new ValidationError([fieldError("file", "QA_DRIFT_FILE_NOT_CONTRACT", { message: `The file is not an OpenAPI 3 contract: ${reason}` })]);
function referenceAllowed(ref) {
  if (ref.startsWith("#")) return true;
  const file = ref.split("#", 1)[0];
  if (/^[A-Za-z][A-Za-z0-9+.-]*:/.test(file) || file.startsWith("/") || file.startsWith("\\")) return false;
  const target = path11.resolve(OPENAPI_DIR, file);
  return target.startsWith(`${OPENAPI_DIR}${path11.sep}`);
}
function checkReferences(document) {
  let nodes = 0;
  const stack = [document];
  while (stack.length) {
    const node = stack.pop();
    if (++nodes > MAX_NODES) throw notContract("it expands to more values than any contract holds.");
    if (Array.isArray(node)) stack.push(...node);
    else if (isObject4(node)) {
      const ref = node.$ref;
      if (typeof ref === "string" && !referenceAllowed(ref)) {
        throw new ValidationError([fieldError("file", "QA_DRIFT_FILE_REFERENCE", { message: `The contract refers to ${ref.slice(0, 200)}, outside the repository's openapi/ folder.` })]);
      }
      stack.push(...Object.values(node));
    }
  }
}
function parsed2(text2, extension) {
  try {
    return extension === "json" ? JSON.parse(text2) : parseYaml(text2);
  } catch (error2) {
    throw notContract((error2.message.split("\n", 1)[0] ?? "").slice(0, 300));
  }
}
var isAllowedName = (filename, mimetype) => {
  const extension = /\.([A-Za-z0-9]+)$/.exec(filename.split(/[\\/]/).pop() ?? filename)?.[1]?.toLowerCase() ?? "";
  return EXTENSIONS.includes(extension) && DECLARED2.includes(mimetype.split(";", 1)[0].trim().toLowerCase());
};
var wrongType2 = () => new ValidationError([fieldError("file", "QA_DRIFT_FILE_TYPE")]);
var tooLarge3 = () => new ValidationError([fieldError("file", "QA_DRIFT_FILE_TOO_LARGE")]);
var DRIFT_UPLOAD_RULE = {
  maxBytes: MAX_CONTRACT_BYTES,
  tooLarge: tooLarge3,
  checkName: (filename, mimetype) => isAllowedName(filename, mimetype) ? void 0 : wrongType2(),
  checkChunk: (chunk) => BINARY_BYTE2.test(chunk.toString("latin1")) ? notContract("it is not UTF-8 text.") : void 0
};
function checkedContractUpload(part) {
  if (!isUploadedFile(part) || part.data.length === 0) throw new ValidationError([fieldError("file", "QA_DRIFT_FILE_REQUIRED")]);
  const fileName = (part.filename.split(/[\\/]/).pop() ?? part.filename).slice(-250);
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? "";
  if (!isAllowedName(part.filename, part.mimetype)) throw wrongType2();
  if (part.data.length > MAX_CONTRACT_BYTES) throw tooLarge3();
  const text2 = part.data.toString("utf8");
  if (BINARY_BYTE2.test(text2) || text2.includes("\uFFFD")) throw notContract("it is not UTF-8 text.");
  const document = parsed2(text2.replace(/^\uFEFF/, ""), extension);
  if (!isObject4(document) || typeof document.openapi !== "string" || !/^3\.\d/.test(document.openapi)) throw notContract('it has no "openapi: 3.x" at its top.');
  if (!isObject4(document.paths)) throw notContract('it has no "paths".');
  checkReferences(document);
  const servers = Array.isArray(document.servers) ? document.servers : [];
  const firstUrl = isObject4(servers[0]) && typeof servers[0].url === "string" ? servers[0].url : "";
  return { fileName, contract: firstUrl.replace(/\/$/, "") === "/cms" ? "cms" : "portal", document };
}
async function uploadedContractShape(upload) {
  const scratch = mkdtempSync(path11.join(os.tmpdir(), "qa-drift-upload-"));
  try {
    cpSync(OPENAPI_DIR, scratch, { recursive: true });
    writeFileSync(path11.join(scratch, `${upload.contract}.yaml`), JSON.stringify(upload.document));
    return await loadContractShape(scratch);
  } catch (error2) {
    throw notContract((error2.message.split("\n", 1)[0] ?? "").slice(0, 300));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

// src/server/handlers/studio/qa-memo.ts
var FingerprintMemo = class {
  entry;
  /** The result for the fingerprint: the kept one, or (once, however many calls wait) a new one. */
  get(fingerprint, compute) {
    if (this.entry?.fingerprint !== fingerprint) {
      const value = Promise.resolve().then(compute);
      const entry = { fingerprint, value };
      this.entry = entry;
      value.catch(() => {
        if (this.entry === entry) this.entry = void 0;
      });
    }
    return this.entry.value;
  }
  clear() {
    this.entry = void 0;
  }
};

// src/server/handlers/studio/qa-sets.ts
import { createHash as createHash4 } from "node:crypto";
import { existsSync as existsSync4, readdirSync as readdirSync3, statSync as statSync3 } from "node:fs";
import path12 from "node:path";
var fingerprintOf = (value) => createHash4("sha256").update(JSON.stringify(value)).digest("base64url");
function landed(oemSkinsDir) {
  const readProblems = [];
  const set = collectCheckSet(SCREENS_DIR, oemSkinsDir, readProblems);
  const folders = existsSync4(oemSkinsDir) ? readdirSync3(oemSkinsDir).filter((name) => statSync3(path12.join(oemSkinsDir, name)).isDirectory()) : [];
  return { set, oems: oemsOf(set, folders), readProblems };
}
function withPublished(set, served, oemSkinsDir, readProblems) {
  const published = [];
  const byId = new Map(set.screens.map((screen, index) => [path12.basename(screen.file, ".json"), index]));
  for (const layer of [...served.values()].sort((a, b) => a.screenId.localeCompare(b.screenId) || a.layer.localeCompare(b.layer))) {
    const index = byId.get(layer.screenId);
    if (index === void 0) continue;
    const file = layer.layer === "base" ? set.screens[index].file : repositoryPath(path12.join(oemSkinsDir, layer.layer, "screens", `${layer.screenId}.json`));
    let json;
    try {
      json = JSON.parse(layer.source);
    } catch (error2) {
      readProblems.push({ file, pointer: "", message: `published version ${layer.version} is not valid JSON: ${error2.message}` });
      continue;
    }
    published.push({ screenId: layer.screenId, layer: layer.layer, version: layer.version });
    if (layer.layer === "base") {
      set.screens[index] = { file, definition: json };
      continue;
    }
    const overlay = { file, oem: layer.layer, screenId: layer.screenId, patch: json };
    const existing = set.overlays.findIndex((o) => o.oem === layer.layer && o.screenId === layer.screenId);
    if (existing >= 0) set.overlays[existing] = overlay;
    else set.overlays.push(overlay);
  }
  set.overlays.sort((a, b) => a.oem.localeCompare(b.oem) || a.file.localeCompare(b.file));
  return published;
}
function qaInputs(definitions, oemSkinsDir, served) {
  const { set, oems, readProblems } = landed(oemSkinsDir);
  const publishedLayers = definitions === "published" && served ? withPublished(set, served, oemSkinsDir, readProblems) : [];
  return { set, oems, readProblems, publishedLayers, fingerprint: fingerprintOf([definitions, set, oems, readProblems]) };
}

// src/server/handlers/studio/qa-workbench.ts
var onWire = (value) => value;
function fullReport(report2) {
  const { coverage, parity } = report2;
  if (!coverage || !parity) throw new Error("the QA report was built without coverage or parity");
  return { matrix: report2.matrix, coverage, parity, summary: report2.summary };
}
var ROUTE_TABLE = ROUTES.map(({ name, path: path14 }) => ({ name, path: path14 }));
var fingerprintOf2 = (value) => createHash5("sha256").update(JSON.stringify(value)).digest("base64url");
function createQaWorkbench({ db, clock, oemSkinsDir, context }) {
  const reports = { landed: new FingerprintMemo(), published: new FingerprintMemo() };
  const screenQa = /* @__PURE__ */ new Map();
  let codeUsage;
  async function inputsOf(definitions) {
    return qaInputs(definitions, oemSkinsDir, definitions === "published" ? await servedLayers(db) : void 0);
  }
  return {
    /** The report of every screen × OEM × language with coverage and parity, built again only when the checked definitions changed. */
    async report(definitions) {
      const [inputs, ctx] = await Promise.all([inputsOf(definitions), context()]);
      return reports[definitions].get(inputs.fingerprint, () => {
        codeUsage ??= scanCodeUsage(PROJECT_ROOT, ctx.inputs.contract);
        const report2 = buildQaReport({
          set: inputs.set,
          ctx,
          oems: inputs.oems,
          readProblems: inputs.readProblems,
          parity: true,
          coverage: { code: codeUsage, routes: ROUTE_TABLE }
        });
        return { definitions, checkedAt: clock.now().toISOString(), publishedLayers: inputs.publishedLayers, report: onWire(fullReport(report2)) };
      });
    },
    /** Which screens, overlays and OEMs the uploaded contract would break, and why. */
    async drift(file, definitions) {
      const upload = checkedContractUpload(file);
      const changed = await uploadedContractShape(upload);
      const [inputs, ctx] = await Promise.all([inputsOf(definitions), context()]);
      let report2;
      try {
        report2 = contractDrift(inputs.set, inputs.oems, ctx, changed);
      } catch (error2) {
        const reason = (error2.message.split("\n", 1)[0] ?? "").slice(0, 300);
        throw new ValidationError([fieldError("file", "QA_DRIFT_FILE_NOT_CONTRACT", { message: `The file is not an OpenAPI 3 contract the check can use: ${reason}` })]);
      }
      return { definitions, fileName: upload.fileName, contract: upload.contract, report: onWire(report2) };
    },
    /** The QA status per OEM of what one screen serves, checked again only when a served text changed. */
    screenQa(ctx, screen, texts) {
      const fingerprint = fingerprintOf2([screen.file, texts]);
      const kept = screenQa.get(screen.screenId);
      if (kept?.fingerprint === fingerprint) return kept.qa;
      const { qa } = checkServedScreen(ctx, screen, texts, oemSkinsDir);
      screenQa.set(screen.screenId, { fingerprint, qa });
      return qa;
    },
    /** After a publish or rollback of the screen: what this process kept of it goes (other processes see the changed fingerprint). The landed files did not change. */
    invalidate(screenId) {
      reports.published.clear();
      screenQa.delete(screenId);
    }
  };
}

// src/server/handlers/studio/studio-handlers.ts
var LAYERS = ["base", ...OEM_LAYERS];
function screenOf(screenId) {
  const screen = screenFiles().find((s) => s.screenId === screenId);
  if (!screen) throw notFound(`No screen definition ${screenId}.`);
  return screen;
}
function createStudioHandlers({ db, config, clock }) {
  const { oemSkinsDir } = config;
  let checkContext;
  const context = () => checkContext ??= createCheckContext();
  const qa = createQaWorkbench({ db, clock, oemSkinsDir, context });
  async function layerAnswer(screenId, layer) {
    const screen = screenOf(screenId);
    const publications = await publicationsOf(db, screenId, layer);
    const versions = await versionsOf(db, screenId, layer, publications);
    const publishedVersion = publications[0]?.version ?? 0;
    const builtIn = builtInSource(screen, layer, oemSkinsDir);
    return {
      screenId,
      layer,
      file: layerFile(screen, layer, oemSkinsDir),
      builtInSource: builtIn,
      publishedVersion,
      publishedSource: publishedVersion === 0 ? builtIn : versions.find((v) => v.version === publishedVersion)?.source ?? null,
      latestVersion: versions[0]?.version ?? 0,
      versions: versions.map(({ source: _source, ...summary }) => summary),
      publications
    };
  }
  async function versionAnswer(screenId, layer, version) {
    screenOf(screenId);
    const publications = await publicationsOf(db, screenId, layer);
    const [found] = await versionsOf(db, screenId, layer, publications, version);
    if (!found) throw notFound(`Version ${version} of ${screenId} (${layer}) does not exist.`);
    return { screenId, layer, ...found };
  }
  async function recordPublication(callerOf2, screenId, layer, action, version, comment) {
    const caller = signedIn(callerOf2);
    await publish(db, await context(), caller, screenOf(screenId), layer, { action, version, comment: comment ?? "" }, oemSkinsDir);
    qa.invalidate(screenId);
    const [latest] = await publicationsOf(db, screenId, layer);
    if (!latest) throw new Error(`the ${action} of ${screenId} (${layer}) was not recorded`);
    return latest;
  }
  return {
    listStudioScreens: async ({ caller }) => {
      signedIn(caller);
      const ctx = await context();
      const [served, published, latest] = await Promise.all([servedLayers(db), publishedVersions(db), latestVersions(db)]);
      return {
        body: screenFiles().map((screen) => {
          const texts = servedTexts(screen, served, oemSkinsDir);
          return {
            screenId: screen.screenId,
            route: servedRoute(screen, served),
            area: screen.area,
            file: screen.file,
            layers: LAYERS.map((layer) => ({
              layer,
              builtIn: builtInSource(screen, layer, oemSkinsDir) !== null,
              publishedVersion: published.get(layerKey(screen.screenId, layer)) ?? 0,
              latestVersion: latest.get(layerKey(screen.screenId, layer)) ?? 0
            })),
            qa: qa.screenQa(ctx, screen, texts)
          };
        })
      };
    },
    getStudioConfig: async ({ caller, params }) => {
      signedIn(caller);
      return { body: await layerAnswer(params.screenId, params.layer) };
    },
    getStudioVersion: async ({ caller, params }) => {
      signedIn(caller);
      return { body: await versionAnswer(params.screenId, params.layer, params.version) };
    },
    saveStudioDraft: async ({ caller, params, body }) => {
      screenOf(params.screenId);
      const version = await saveDraft2(db, signedIn(caller), params.screenId, params.layer, body);
      return { status: 201, body: await versionAnswer(params.screenId, params.layer, version) };
    },
    publishStudioVersion: async ({ caller, params, body }) => ({
      body: await recordPublication(caller, params.screenId, params.layer, "publish", body.version, body.comment)
    }),
    rollbackStudioConfig: async ({ caller, params, body }) => ({
      body: await recordPublication(caller, params.screenId, params.layer, "rollback", body.version, body.comment)
    }),
    getQaReport: async ({ caller, query }) => {
      signedIn(caller);
      return { body: await qa.report(query.definitions ?? "landed") };
    },
    runQaDrift: async ({ caller, body }) => {
      signedIn(caller);
      return { body: await qa.drift(body.file, body.definitions ?? "landed") };
    },
    listPublishedScreenConfigs: async ({ caller }) => {
      signedIn(caller);
      return { body: await publishedConfigs(db, (await context()).refSources) };
    }
  };
}

// src/server/handlers/dashboards/admin-overview.ts
import { sql as sql37 } from "kysely";

// src/server/handlers/dashboards/portal-usage.ts
import { sql as sql36 } from "kysely";

// src/server/handlers/dashboards/dashboard-period.ts
import { sql as sql35 } from "kysely";
var DEFAULT_PERIOD = "LAST_90_DAYS";
var DAY_MS2 = 24 * 60 * 60 * 1e3;
var dateOf = (text2) => /* @__PURE__ */ new Date(`${text2}T00:00:00Z`);
var textOf = (date2) => date2.toISOString().slice(0, 10);
function periodWindow(period, now) {
  const end = serverDateOf(now);
  const today = dateOf(end);
  const daysBack = (days) => textOf(new Date(today.getTime() - days * DAY_MS2));
  switch (period) {
    case "LAST_30_DAYS":
      return { period, start: daysBack(29), end, unit: "week" };
    case "LAST_90_DAYS":
      return { period, start: daysBack(89), end, unit: "month" };
    case "LAST_12_MONTHS":
      return { period, start: textOf(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 11, 1))), end, unit: "month" };
    case "YEAR_TO_DATE":
      return { period, start: `${end.slice(0, 4)}-01-01`, end, unit: "month" };
  }
}
function periodStartInstant(window) {
  return sql35`(${window.start}::date::timestamp at time zone ${SERVER_TIME_ZONE})`;
}
function periodEndInstant(window) {
  return sql35`((${window.end}::date + 1)::timestamp at time zone ${SERVER_TIME_ZONE})`;
}
function bucketOfInstant(window, column) {
  const local = sql35`(${sql35.ref(column)} at time zone ${SERVER_TIME_ZONE})`;
  return window.unit === "week" ? sql35`to_char(date_trunc('week', ${local}), 'YYYY-MM-DD')` : sql35`to_char(${local}, 'YYYY-MM')`;
}
function bucketOfDate(window, column) {
  const day = sql35`${sql35.ref(column)}::date`;
  return window.unit === "week" ? sql35`to_char(date_trunc('week', ${day}), 'YYYY-MM-DD')` : sql35`to_char(${day}, 'YYYY-MM')`;
}
function bucketsOf(window) {
  const buckets = [];
  const end = dateOf(window.end);
  if (window.unit === "month") {
    const cursor = new Date(Date.UTC(Number(window.start.slice(0, 4)), Number(window.start.slice(5, 7)) - 1, 1));
    while (cursor.getTime() <= end.getTime()) {
      buckets.push(textOf(cursor).slice(0, 7));
      cursor.setUTCMonth(cursor.getUTCMonth() + 1);
    }
    return buckets;
  }
  const start = dateOf(window.start);
  const monday = new Date(start.getTime() - (start.getUTCDay() + 6) % 7 * DAY_MS2);
  for (let cursor = monday; cursor.getTime() <= end.getTime(); cursor = new Date(cursor.getTime() + 7 * DAY_MS2)) buckets.push(textOf(cursor));
  return buckets;
}
function fillBuckets(window, rows, empty) {
  const byBucket = new Map(rows.map((row) => [row.bucket, row]));
  return bucketsOf(window).map((bucket) => byBucket.get(bucket) ?? empty(bucket));
}

// src/server/handlers/dashboards/portal-usage.ts
function scopedUsers(scope) {
  return sql36`users u where u.active and ${scope.oemCondition("u.oem_id")}`;
}
function inPeriod(window, column) {
  return sql36`${sql36.ref(column)} >= ${periodStartInstant(window)} and ${sql36.ref(column)} < ${periodEndInstant(window)}`;
}
async function usersByRole(db, window, scope) {
  const result = await sql36`select u.role, count(*)::int as users,
      count(*) filter (where ${inPeriod(window, "u.last_login_at")})::int as active_users,
      count(*) filter (where u.last_login_at is null)::int as never_signed_in
    from ${scopedUsers(scope)} group by u.role order by users desc, u.role`.execute(db);
  return result.rows;
}
async function impersonationsStarted(db, window, scope) {
  const result = await sql36`select count(*)::int as count from impersonation_sessions i
    left join users u on u.id = i.user_id
    where ${inPeriod(window, "i.started_at")} and (${scope.level === "ALL" ? sql36`true` : sql36`u.id is not null and ${scope.oemCondition("u.oem_id")}`})`.execute(db);
  return result.rows[0]?.count ?? 0;
}
async function portalUsage(db, window, scope) {
  const [roles, trend, impersonations, messages] = await Promise.all([
    usersByRole(db, window, scope),
    sql36`select ${bucketOfInstant(window, "u.last_login_at")} as bucket, count(*)::int as users
      from ${scopedUsers(scope)} and ${inPeriod(window, "u.last_login_at")} group by 1`.execute(db),
    impersonationsStarted(db, window, scope),
    sql36`select count(*)::int as count from contact_messages c join users u on u.id = c.user_id
      where ${inPeriod(window, "c.created_at")} and ${scope.oemCondition("u.oem_id")}`.execute(db)
  ]);
  const sum = (pick) => roles.reduce((total, row) => total + pick(row), 0);
  return {
    figures: {
      users: sum((row) => row.users),
      activeUsers: sum((row) => row.activeUsers),
      neverSignedIn: sum((row) => row.neverSignedIn),
      impersonations,
      contactMessages: messages.rows[0]?.count ?? 0
    },
    trend: fillBuckets(window, trend.rows, (bucket) => ({ bucket, users: 0 })),
    roles
  };
}

// src/server/handlers/dashboards/admin-overview.ts
var MAX_ROWS = 100;
async function adminOverview(db, window, scope, now) {
  const [roles, impersonationCount, locked, impersonations, errors, errorCount] = await Promise.all([
    usersByRole(db, window, scope),
    impersonationsStarted(db, window, scope),
    sql37`select u.login_name, u.user_name, u.role, o.name as oem_name,
        u.failed_login_count, u.locked_until
      from users u join oems o on o.id = u.oem_id
      where u.locked_until > ${now} order by u.locked_until desc, u.login_name limit ${MAX_ROWS}`.execute(db),
    sql37`select i.id, i.admin_login, i.user_login,
        i.started_at, i.ended_at
      from impersonation_sessions i where ${inPeriod(window, "i.started_at")}
      order by i.started_at desc, i.id desc limit ${MAX_ROWS}`.execute(db),
    sql37`select e.id, e.received_at, e.event_type, o.name as oem_name,
        d.code as dealer_code, e.message
      from event_logs e join oems o on o.id = e.oem_id left join dealers d on d.id = e.dealer_id
      where e.status = 'ERROR' and ${inPeriod(window, "e.received_at")}
      order by e.received_at desc, e.id desc limit ${MAX_ROWS}`.execute(db),
    sql37`select count(*)::int as count from event_logs e where e.status = 'ERROR' and ${inPeriod(window, "e.received_at")}`.execute(db)
  ]);
  const lockedCount = await sql37`select count(*)::int as count from users u where u.locked_until > ${now}`.execute(db);
  return {
    figures: {
      users: roles.reduce((total, row) => total + row.users, 0),
      activeUsers: roles.reduce((total, row) => total + row.activeUsers, 0),
      lockedUsers: lockedCount.rows[0]?.count ?? 0,
      impersonations: impersonationCount,
      errors: errorCount.rows[0]?.count ?? 0
    },
    roles,
    lockedAccounts: locked.rows.map((row) => ({ ...row, lockedUntil: row.lockedUntil.toISOString() })),
    impersonations: impersonations.rows.map(
      (row) => ({ ...row, startedAt: row.startedAt.toISOString(), endedAt: row.endedAt?.toISOString() ?? null })
    ),
    recentErrors: errors.rows.map((row) => ({ ...row, receivedAt: row.receivedAt.toISOString() }))
  };
}

// src/server/handlers/dashboards/compliance.ts
import { sql as sql38 } from "kysely";

// src/server/handlers/dashboards/rates.ts
function rate2(part, whole) {
  return whole > 0 ? Math.round(1e3 * part / whole) / 10 : 0;
}
function oneDecimal(value) {
  if (value === null || value === void 0) return null;
  const number = Number(value);
  return Number.isFinite(number) ? Math.round(number * 10) / 10 : null;
}

// src/server/handlers/dashboards/compliance.ts
var COUNTS = sql38`count(*)::int as audits, count(distinct r.dealer_id)::int as dealers_audited,
  avg(r.overall_score) as average_score,
  count(*) filter (where r.compliant)::int as compliant, count(r.compliant)::int as with_verdict`;
function scopedAudits(window, scope, auditType) {
  return sql38`compliance_reports r join dealers d on d.id = r.dealer_id left join regions g on g.id = d.region_id
    where r.kind = 'DEALER' and r.status = 'COMPLETED'
      and r.audit_date >= ${window.start}::date and r.audit_date <= ${window.end}::date
      and ${auditType ? sql38`r.audit_type = ${auditType}` : sql38`true`}
      and ${scope.dealerCondition("d")}`;
}
async function complianceDashboard(db, window, scope, auditType) {
  const audits2 = scopedAudits(window, scope, auditType);
  const [totals, trend, regions] = await Promise.all([
    sql38`select ${COUNTS} from ${audits2}`.execute(db),
    sql38`select ${bucketOfDate(window, "r.audit_date")} as bucket,
        count(*)::int as audits, avg(r.overall_score) as average_score from ${audits2} group by 1`.execute(db),
    sql38`select coalesce(g.name, '') as region_name, ${COUNTS} from ${audits2} group by 1 order by 1`.execute(db)
  ]);
  const total = totals.rows[0];
  return {
    ...auditType ? { auditType } : {},
    figures: {
      audits: total?.audits ?? 0,
      dealersAudited: total?.dealersAudited ?? 0,
      averageScore: oneDecimal(total?.averageScore),
      compliantRate: rate2(total?.compliant ?? 0, total?.withVerdict ?? 0)
    },
    trend: fillBuckets(
      window,
      trend.rows.map((row) => ({ bucket: row.bucket, audits: row.audits, averageScore: oneDecimal(row.averageScore) })),
      (bucket) => ({ bucket, audits: 0, averageScore: null })
    ),
    regions: regions.rows.map((row) => ({
      regionName: row.regionName,
      audits: row.audits,
      dealersAudited: row.dealersAudited,
      averageScore: oneDecimal(row.averageScore),
      compliantRate: rate2(row.compliant, row.withVerdict)
    }))
  };
}

// src/server/handlers/dashboards/dashboard-scope.ts
import { sql as sql39 } from "kysely";
var NAME_MAX = 250;
async function dashboardScopeOf(db, caller) {
  const roles = roleKeysOf(caller);
  if (roles.has("admin")) {
    return { level: "ALL", name: null, dealerCondition: () => sql39`true`, oemCondition: () => sql39`true` };
  }
  if (roles.has("oem") && caller.oemId !== null) {
    const oemId = caller.oemId;
    const oem = await db.selectFrom("oems").select("name").where("id", "=", oemId).executeTakeFirst();
    return {
      level: "OEM",
      name: oem?.name ?? "",
      dealerCondition: (alias = "d") => sql39`${sql39.ref(`${alias}.oem_id`)} = ${oemId}`,
      oemCondition: (column) => sql39`${sql39.ref(column)} = ${oemId}`
    };
  }
  const dealerIds = roles.has("dealer") || roles.has("dealerGroup") ? await db.selectFrom("userDealers").innerJoin("dealers", "dealers.id", "userDealers.dealerId").select(["dealers.id", "dealers.name"]).where("userDealers.userId", "=", caller.userId).orderBy("dealers.code").execute() : [];
  const ids = dealerIds.map((row) => row.id);
  const name = dealerIds.map((row) => row.name).join(", ");
  const inDealers = (column) => ids.length === 0 ? sql39`false` : sql39`${sql39.ref(column)} in (${sql39.join(ids)})`;
  return {
    level: "DEALER",
    name: name.length > NAME_MAX ? `${name.slice(0, NAME_MAX - 1)}\u2026` : name,
    dealerCondition: (alias = "d") => inDealers(`${alias}.id`),
    // Users and events of a dealer's own people only: those linked to its dealers.
    oemCondition: () => sql39`false`
  };
}
async function assertDashboardOpen(db, caller, key) {
  if (roleKeysOf(caller).has("admin")) return;
  const row = await db.selectFrom("users").innerJoin("oems", "oems.id", "users.oemId").select(["users.biDashboards as own", "oems.biDashboards as oem"]).where("users.id", "=", caller.userId).executeTakeFirst();
  const listed2 = (row?.own ?? row?.oem ?? []).some((dashboard) => Object.hasOwn(dashboard, key));
  if (!listed2) throw forbidden("This dashboard is not among your BI dashboards.");
}

// src/server/handlers/dashboards/digital-retail.ts
import { sql as sql40 } from "kysely";
async function digitalRetail(db, window, scope) {
  const subscriptions = sql40`subscriptions s join packages p on p.id = s.package_id
    join offer_types t on t.id = p.offer_type_id join offer_providers o on o.id = p.offer_provider_id
    join dealers d on d.id = s.dealer_id
    where t.code = 'DRS' and ${scope.dealerCondition("d")}`;
  const isActive = sql40`s.status = 'Subscribed'`;
  const isNew = sql40`s.subscribed_date >= ${window.start}::date and s.subscribed_date <= ${window.end}::date`;
  const [providers, totals, audits2] = await Promise.all([
    sql40`select o.name as provider_name,
        count(distinct s.dealer_id) filter (where ${isActive})::int as dealers,
        count(*) filter (where ${isActive})::int as active_subscriptions,
        coalesce(sum(s.monthly_price) filter (where ${isActive}), 0) as monthly_revenue,
        count(*) filter (where ${isNew})::int as new_subscriptions
      from ${subscriptions} group by o.name order by active_subscriptions desc, o.name`.execute(db),
    sql40`select count(distinct s.dealer_id) filter (where ${isActive})::int as subscribed_dealers from ${subscriptions}`.execute(db),
    sql40`select avg(r.overall_score) as average_score from ${scopedAudits(window, scope, "DRS")}`.execute(db)
  ]);
  const rows = providers.rows.map((row) => ({ ...row, monthlyRevenue: Number(row.monthlyRevenue) })).filter((row) => row.activeSubscriptions > 0 || row.newSubscriptions > 0);
  return {
    figures: {
      subscribedDealers: totals.rows[0]?.subscribedDealers ?? 0,
      activeSubscriptions: rows.reduce((total, row) => total + row.activeSubscriptions, 0),
      monthlyRevenue: Math.round(rows.reduce((total, row) => total + row.monthlyRevenue, 0) * 100) / 100,
      newSubscriptions: rows.reduce((total, row) => total + row.newSubscriptions, 0),
      averageAuditScore: oneDecimal(audits2.rows[0]?.averageScore)
    },
    providers: rows
  };
}

// src/server/handlers/dashboards/lead-performance.ts
import { sql as sql41 } from "kysely";
function scopedLeads(window, scope) {
  return sql41`leads l join dealers d on d.id = l.dealer_id
    where l.received_at >= ${periodStartInstant(window)} and l.received_at < ${periodEndInstant(window)}
      and ${scope.dealerCondition("d")}`;
}
var RESPONSE_SECONDS = sql41`coalesce(l.response_time_override_seconds, l.response_time_seconds)`;
var COUNTS2 = sql41`count(*)::int as leads,
  count(l.first_response_at)::int as responded,
  count(l.sold_at)::int as sold,
  round(avg(${RESPONSE_SECONDS}) filter (where l.first_response_at is not null))::int as average_response_seconds`;
async function leadPerformance(db, window, scope) {
  const leads = scopedLeads(window, scope);
  const [totals, trend, sources] = await Promise.all([
    sql41`select ${COUNTS2} from ${leads}`.execute(db),
    sql41`select ${bucketOfInstant(window, "l.received_at")} as bucket, count(*)::int as leads,
        count(l.first_response_at)::int as responded, count(l.sold_at)::int as sold
      from ${leads} group by 1`.execute(db),
    sql41`select s.name as source_name, ${COUNTS2}
      from leads l join dealers d on d.id = l.dealer_id join lead_sources s on s.id = l.lead_source_id
      where l.received_at >= ${periodStartInstant(window)} and l.received_at < ${periodEndInstant(window)}
        and ${scope.dealerCondition("d")}
      group by s.name order by leads desc, s.name`.execute(db)
  ]);
  const total = totals.rows[0] ?? { leads: 0, responded: 0, sold: 0, averageResponseSeconds: null };
  const figures = {
    leads: total.leads,
    responded: total.responded,
    responseRate: rate2(total.responded, total.leads),
    averageResponseSeconds: total.averageResponseSeconds,
    sold: total.sold,
    closeRate: rate2(total.sold, total.leads)
  };
  return {
    figures,
    trend: fillBuckets(window, trend.rows, (bucket) => ({ bucket, leads: 0, responded: 0, sold: 0 })),
    sources: sources.rows.map(
      (row) => ({
        sourceName: row.sourceName,
        leads: row.leads,
        responseRate: rate2(row.responded, row.leads),
        averageResponseSeconds: row.averageResponseSeconds,
        sold: row.sold,
        closeRate: rate2(row.sold, row.leads)
      })
    )
  };
}

// src/server/handlers/dashboards/retailer-performance.ts
import { sql as sql42 } from "kysely";
var MAX_RETAILERS = 500;
async function retailerPerformance(db, window, scope) {
  const start = periodStartInstant(window);
  const end = periodEndInstant(window);
  const result = await sql42`
    with lead_counts as (
      select l.dealer_id, count(*)::int as leads, count(l.first_response_at)::int as responded, count(l.sold_at)::int as sold,
        sum(${RESPONSE_SECONDS}) filter (where l.first_response_at is not null)::float8 as response_seconds_sum
      from leads l join dealers d on d.id = l.dealer_id
      where l.received_at >= ${start} and l.received_at < ${end} and ${scope.dealerCondition("d")}
      group by l.dealer_id
    ), audit_scores as (
      select r.dealer_id, sum(r.overall_score) as score_sum, count(r.overall_score)::int as scored
      from compliance_reports r join dealers d on d.id = r.dealer_id
      where r.kind = 'DEALER' and r.status = 'COMPLETED' and r.audit_date >= ${window.start}::date and r.audit_date <= ${window.end}::date
        and ${scope.dealerCondition("d")}
      group by r.dealer_id
    )
    select d.code as dealer_code, d.name as dealer_name, coalesce(g.name, '') as region_name,
      coalesce(lc.leads, 0) as leads, coalesce(lc.responded, 0) as responded, coalesce(lc.sold, 0) as sold,
      lc.response_seconds_sum, round(lc.response_seconds_sum / nullif(lc.responded, 0))::int as average_response_seconds,
      a.score_sum, coalesce(a.scored, 0) as scored
    from dealers d left join regions g on g.id = d.region_id
      left join lead_counts lc on lc.dealer_id = d.id left join audit_scores a on a.dealer_id = d.id
    where d.status = 'ACTIVE' and not d.test_dealer and ${scope.dealerCondition("d")}
    order by leads desc, d.code`.execute(db);
  const rows = result.rows;
  const sum = (pick) => rows.reduce((total, row) => total + pick(row), 0);
  const leads = sum((row) => row.leads);
  const responded = sum((row) => row.responded);
  const responseSeconds = sum((row) => row.responseSecondsSum ?? 0);
  const scored = sum((row) => row.scored);
  const scoreSum = sum((row) => Number(row.scoreSum ?? 0));
  const regions = /* @__PURE__ */ new Map();
  for (const row of rows) {
    const region = regions.get(row.regionName) ?? { regionName: row.regionName, leads: 0, sold: 0 };
    region.leads += row.leads;
    region.sold += row.sold;
    regions.set(row.regionName, region);
  }
  return {
    figures: {
      retailers: rows.length,
      leads,
      sold: sum((row) => row.sold),
      averageResponseSeconds: responded > 0 ? Math.round(responseSeconds / responded) : null,
      averageComplianceScore: scored > 0 ? oneDecimal(scoreSum / scored) : null
    },
    regions: [...regions.values()].sort((a, b) => a.regionName.localeCompare(b.regionName)),
    retailers: rows.slice(0, MAX_RETAILERS).map(
      (row) => ({
        dealerCode: row.dealerCode,
        dealerName: row.dealerName,
        regionName: row.regionName,
        leads: row.leads,
        responseRate: rate2(row.responded, row.leads),
        averageResponseSeconds: row.averageResponseSeconds,
        sold: row.sold,
        closeRate: rate2(row.sold, row.leads),
        averageComplianceScore: row.scored > 0 ? oneDecimal(Number(row.scoreSum) / row.scored) : null
      })
    )
  };
}

// src/server/handlers/dashboards/shopper-journey.ts
import { sql as sql43 } from "kysely";
var MAX_MODELS = 100;
var COUNTS3 = sql43`count(*)::int as shoppers, count(l.first_response_at)::int as contacted,
  count(*) filter (where exists (select 1 from lead_dispositions x where x.lead_id = l.id))::int as engaged,
  count(l.sold_at)::int as sold`;
async function shopperJourney(db, window, scope) {
  const leads = scopedLeads(window, scope);
  const [totals, models] = await Promise.all([
    sql43`select ${COUNTS3} from ${leads}`.execute(db),
    sql43`select coalesce(l.vehicle_model, '') as vehicle_model, ${COUNTS3}
      from ${leads} group by 1 order by shoppers desc, 1 limit ${MAX_MODELS}`.execute(db)
  ]);
  const total = totals.rows[0] ?? { shoppers: 0, contacted: 0, engaged: 0, sold: 0 };
  return {
    figures: { ...total, conversionRate: rate2(total.sold, total.shoppers) },
    models: models.rows.map((row) => ({
      vehicleModel: row.vehicleModel,
      shoppers: row.shoppers,
      contacted: row.contacted,
      sold: row.sold,
      conversionRate: rate2(row.sold, row.shoppers)
    }))
  };
}

// src/server/handlers/dashboards.ts
function createDashboardHandlers({ db, clock }) {
  const assertAnyDashboardOpen = async (caller, keys) => {
    let refusal2;
    for (const key of keys) {
      try {
        await assertDashboardOpen(db, caller, key);
        return;
      } catch (error2) {
        refusal2 = error2;
      }
    }
    throw refusal2;
  };
  const open = async (caller, keys, period) => {
    const user = signedIn(caller);
    if (keys.length > 0) await assertAnyDashboardOpen(user, keys);
    const window = periodWindow(period ?? DEFAULT_PERIOD, clock.now());
    const scope = await dashboardScopeOf(db, user);
    return { window, scope, header: headerOf(window, scope) };
  };
  return {
    getLeadPerformanceDashboard: async ({ caller, query }) => {
      const { window, scope, header } = await open(caller, ["leadPerformance"], query.period);
      return { body: { ...header, ...await leadPerformance(db, window, scope) } };
    },
    getComplianceDashboard: async ({ caller, query }) => {
      const keys = query.auditType === "DWCP" ? ["websiteCompliance", "compliance"] : ["compliance"];
      const { window, scope, header } = await open(caller, keys, query.period);
      return { body: { ...header, ...await complianceDashboard(db, window, scope, query.auditType) } };
    },
    getRetailerPerformanceDashboard: async ({ caller, query }) => {
      const { window, scope, header } = await open(caller, ["retailerPerformance"], query.period);
      return { body: { ...header, ...await retailerPerformance(db, window, scope) } };
    },
    getDigitalRetailDashboard: async ({ caller, query }) => {
      const { window, scope, header } = await open(caller, ["digitalRetail"], query.period);
      return { body: { ...header, ...await digitalRetail(db, window, scope) } };
    },
    getShopperJourneyDashboard: async ({ caller, query }) => {
      const { window, scope, header } = await open(caller, ["shopperJourney"], query.period);
      return { body: { ...header, ...await shopperJourney(db, window, scope) } };
    },
    getPortalUsageDashboard: async ({ caller, query }) => {
      const { window, scope, header } = await open(caller, ["portalUsage"], query.period);
      return { body: { ...header, ...await portalUsage(db, window, scope) } };
    },
    getAdminOverview: async ({ caller, query }) => {
      const { window, scope, header } = await open(caller, [], query.period);
      return { body: { ...header, ...await adminOverview(db, window, scope, clock.now()) } };
    }
  };
}
function headerOf(window, scope) {
  return { period: window.period, periodStart: window.start, periodEnd: window.end, scopeLevel: scope.level, scopeName: scope.name };
}

// src/server/handlers/index.ts
var AREAS = {
  auth: createAuthHandlers,
  sso: createSsoHandlers,
  user: createUserHandlers,
  profile: createProfileHandlers,
  impersonation: createImpersonationHandlers,
  lookups: createLookupHandlers,
  products: createProductHandlers,
  cms: createCmsHandlers,
  enrollmentRecords: createEnrollmentRecordHandlers,
  enrollmentActions: createEnrollmentActionHandlers,
  billingProfiles: createBillingProfileHandlers,
  dwcpEnrollment: createDwcpEnrollmentHandlers,
  resources: createResourceHandlers,
  payloadLookup: createPayloadLookupHandlers,
  logViewer: createLogViewerHandlers,
  notifications: createNotificationHandlers,
  contact: createContactHandlers,
  savedViews: createSavedViewHandlers,
  websiteProgram: createWebsiteProgramHandlers,
  packages: createPackageHandlers,
  compliance: createComplianceHandlers,
  reports: createReportHandlers,
  leads: createLeadHandlers,
  leadProgram: createLeadProgramHandlers,
  zipImport: createZipImportHandlers,
  studio: createStudioHandlers,
  dashboards: createDashboardHandlers
};
var servedIds = (handlers) => Object.keys(handlers);
function collectHandlers(deps, areas = AREAS) {
  const all = {};
  const servedBy = /* @__PURE__ */ new Map();
  for (const [area, create2] of Object.entries(areas)) {
    const handlers = create2(deps);
    for (const operationId of servedIds(handlers)) {
      const other = servedBy.get(operationId);
      if (other) throw new Error(`${operationId} is served by both the ${other} and the ${area} handlers`);
      servedBy.set(operationId, area);
    }
    Object.assign(all, handlers);
  }
  return all;
}

// src/server/kernel/clock.ts
var systemClock = { now: () => /* @__PURE__ */ new Date() };

// src/server/handlers/tools/contact/contact-retrier.ts
var CONTACT_RETRY_INTERVAL_MS = 6e4;
function startContactRetrier({ db, clock, config, logger }) {
  const url = config.contactForwardUrl;
  if (!url) return () => void 0;
  const settings = { url, timeoutMs: config.contactForwardTimeoutMs };
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    forwardDueMessages(db, clock, settings).then((forwarded) => {
      if (forwarded > 0) logger.info({ forwarded }, "Contact Us messages forwarded on retry");
    }).catch((error2) => logger.warn({ err: error2 }, "retrying Contact Us forwards failed")).finally(() => {
      running = false;
    });
  }, CONTACT_RETRY_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

// src/server/http/error-handler.ts
var REQUEST_ERROR_MESSAGES = {
  FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON.",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request says it carries JSON but the body is empty.",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "The Content-Length header does not match the body.",
  FST_PROTO_VIOLATION: "A form field may not be named __proto__, constructor or prototype.",
  FST_MP_PREMATURE_CLOSE: "The upload ended before the multipart body was complete."
};
var TOO_LARGE_MESSAGES = {
  FST_ERR_CTP_BODY_TOO_LARGE: "The request body is too large.",
  FST_REQ_FILE_TOO_LARGE: "The uploaded file is too large.",
  FST_FILES_LIMIT: "Too many files in one upload.",
  FST_FIELDS_LIMIT: "Too many form fields in one upload.",
  FST_PARTS_LIMIT: "Too many parts in one upload."
};
function sendValidationErrors(reply, errors, extra = {}) {
  return reply.code(400).send({ errors, ...extra });
}
function sendError(reply, status, code, message, extra = {}) {
  return reply.code(status).send({ code, message, ...extra });
}
function clientErrorOf(error2) {
  const status = error2.statusCode;
  const code = error2.code ?? "";
  if (status === 413 || TOO_LARGE_MESSAGES[code]) {
    return { status: 413, code: "payload_too_large", message: TOO_LARGE_MESSAGES[code] ?? "The request is too large." };
  }
  if (code === "FST_ERR_CTP_INVALID_MEDIA_TYPE" || code === "FST_INVALID_MULTIPART_CONTENT_TYPE" || status === 415) {
    return { status: 415, code: "unsupported_media_type", message: "The Content-Type of the request is not one this server reads: send JSON, a form or multipart." };
  }
  if (status === 400 || REQUEST_ERROR_MESSAGES[code] || code === "FST_INVALID_JSON_FIELD_ERROR") {
    return { status: 400, code: "bad_request", message: REQUEST_ERROR_MESSAGES[code] ?? "The request is malformed." };
  }
  if (status !== void 0 && status >= 400 && status < 500) {
    return { status, code: code ? code.toLowerCase() : "bad_request", message: error2.message };
  }
  return void 0;
}
function isUnreadableMultipart(error2, request) {
  return error2.statusCode === void 0 && request.isMultipart() && !hasHandlerStarted(request);
}
function installErrorHandler(app) {
  app.setErrorHandler((error2, request, reply) => {
    if (request.raw.complete === false) reply.header("connection", "close");
    if (error2 instanceof ValidationError) return sendValidationErrors(reply, error2.errors, error2.extra);
    if (error2 instanceof HttpError) {
      if (error2.code === "invalid_token") reply.header("www-authenticate", 'Bearer realm="SmartPortal", error="invalid_token"');
      if (error2.code === "invalid_client") reply.header("www-authenticate", 'Basic realm="SmartPortal"');
      reply.headers(error2.headers);
      return sendError(reply, error2.status, error2.code, error2.message, error2.extra);
    }
    const client = clientErrorOf(error2) ?? (isUnreadableMultipart(error2, request) ? { status: 400, code: "bad_request", message: "The multipart body is malformed or incomplete." } : void 0);
    if (client) {
      request.log.info({ code: error2.code, status: client.status }, client.message);
      if (client.status === 400) return sendValidationErrors(reply, [{ field: "", message: client.message, messageKey: "INVALID_FORMAT" }]);
      return sendError(reply, client.status, client.code, client.message);
    }
    request.log.error({ err: error2 }, "unhandled error");
    return sendError(reply, 500, "internal_error", "Something went wrong on the server; the error was logged.");
  });
}

// src/server/http/health.ts
import { sql as sql44 } from "kysely";
var HEALTH_PING_WAIT_MS = 10;
var HEALTH_UNRESPONSIVE_MS = 3e4;
var HEALTH_FRESH_MS = 1e3;
var DatabaseProbe = class {
  constructor(db, clock) {
    this.db = db;
    this.clock = clock;
  }
  db;
  clock;
  pending = null;
  lastAnswer = null;
  async check() {
    const now = this.clock.now().getTime();
    const last = this.lastAnswer;
    if (!this.pending && last?.ok && now - last.at < HEALTH_FRESH_MS) {
      return { state: "up", latencyMs: last.latencyMs, lastAnsweredAt: new Date(last.at).toISOString() };
    }
    const ping = this.pending ?? this.startPing(now);
    const remaining = HEALTH_PING_WAIT_MS - (now - ping.startedAt);
    if (remaining > 0) {
      let timer;
      await Promise.race([ping.done, new Promise((resolve2) => timer = setTimeout(resolve2, remaining))]);
      clearTimeout(timer);
    }
    const latest = this.lastAnswer;
    const answered = latest ? { latencyMs: latest.latencyMs, lastAnsweredAt: new Date(latest.at).toISOString() } : { latencyMs: null, lastAnsweredAt: null };
    if (this.pending === ping) {
      const waiting = this.clock.now().getTime() - ping.startedAt;
      return { state: waiting >= HEALTH_UNRESPONSIVE_MS ? "unresponsive" : "busy", ...answered };
    }
    if (latest && !latest.ok) return { state: "down", ...answered, error: latest.error ?? "unknown error" };
    return { state: "up", ...answered };
  }
  startPing(startedAt) {
    const done = sql44`select 1`.execute(this.db).then(
      () => {
        const at2 = this.clock.now().getTime();
        this.lastAnswer = { ok: true, at: at2, latencyMs: at2 - startedAt };
      },
      (error2) => {
        const at2 = this.clock.now().getTime();
        const name = error2 instanceof Error ? error2.code ?? error2.name : "error";
        this.lastAnswer = { ok: false, at: at2, latencyMs: at2 - startedAt, error: name };
      }
    ).finally(() => {
      if (this.pending?.done === done) this.pending = null;
    });
    this.pending = { startedAt, done };
    return this.pending;
  }
};
function registerHealthRoute(app, probe, clock) {
  const startedAt = clock.now().getTime();
  app.get("/health", { logLevel: "warn" }, async (_request, reply) => {
    const database = await probe.check();
    const healthy = database.state === "up" || database.state === "busy";
    const report2 = {
      status: healthy ? "ok" : "unavailable",
      database,
      uptimeSeconds: Math.floor((clock.now().getTime() - startedAt) / 1e3)
    };
    return reply.code(healthy ? 200 : 503).header("cache-control", "no-store").send(report2);
  });
}

// src/server/http/not-found.ts
var API_PREFIXES = ["/api", "/oauth", "/sso", "/cms", "/mocdata", "/health"];
var isUnder = (pathname, prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`);
function normalizedPath(pathname) {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
  }
  return decoded.replace(/[/\\]+/g, "/").toLowerCase();
}
function installNotFoundHandler(app, spaAvailable) {
  const methods = /* @__PURE__ */ new Set();
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) methods.add(method.toUpperCase());
  });
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const allowed = [...methods].filter((method) => method !== request.method && app.findRoute({ method, url: pathname }));
    if (allowed.length > 0) {
      return reply.code(405).header("allow", allowed.sort().join(", ")).send({ code: "method_not_allowed", message: `${request.method} is not allowed on ${pathname}; use ${allowed.join(" or ")}.` });
    }
    const isPage = request.method === "GET" || request.method === "HEAD";
    const lastSegment = pathname.slice(pathname.lastIndexOf("/") + 1);
    const apiPath = API_PREFIXES.some((prefix) => isUnder(normalizedPath(pathname), prefix));
    if (spaAvailable && isPage && !apiPath && !lastSegment.includes(".")) {
      return reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").sendFile("index.html");
    }
    return reply.code(404).send({ code: "not_found", message: `Nothing is served at ${request.method} ${pathname}.` });
  });
}

// src/server/http/security-headers.ts
import helmet from "@fastify/helmet";
var CONTENT_SECURITY_POLICY = {
  "default-src": ["'self'"],
  "script-src": ["'self'", "'unsafe-eval'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:", "blob:"],
  "font-src": ["'self'", "data:"],
  "connect-src": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
  "script-src-attr": ["'none'"]
};
var HSTS = "max-age=31536000; includeSubDomains";
async function installSecurityHeaders(app, options) {
  const formAction = [...CONTENT_SECURITY_POLICY["form-action"], ...options.formOrigins ?? []];
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: { ...CONTENT_SECURITY_POLICY, "form-action": formAction } },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "no-referrer" },
    crossOriginOpenerPolicy: { policy: "same-origin" },
    // Images of the CMS are served by this origin to this origin; nothing is embedded elsewhere.
    crossOriginResourcePolicy: { policy: "same-origin" },
    crossOriginEmbedderPolicy: false,
    hsts: false
  });
  app.addHook("onRequest", async (request, reply) => {
    if (options.behindTls || request.protocol === "https") reply.header("strict-transport-security", HSTS);
  });
}

// src/server/handlers/upload-rules.ts
function uploadRules(serverMaxFileBytes) {
  return {
    uploadCmsMedia: mediaUploadRule(serverMaxFileBytes),
    uploadComplianceReportFile: EVIDENCE_UPLOAD_RULE,
    importZipCodes: ZIP_IMPORT_UPLOAD_RULE,
    runQaDrift: DRIFT_UPLOAD_RULE
  };
}

// src/server/sso/sign-on-routes.ts
import { randomUUID as randomUUID7 } from "node:crypto";
import * as oidc2 from "openid-client";

// src/shell/session/session-cookie.ts
var SESSION_COOKIE_NAME = "sp_session";

// src/shell/session/token-cookie-store.ts
var TOKEN_COOKIE_NAME = "sp_token";

// src/server/sso/flow-cookie.ts
import { createCipheriv as createCipheriv2, createDecipheriv as createDecipheriv2, hkdfSync as hkdfSync2, randomBytes as randomBytes8 } from "node:crypto";
var FLOW_COOKIE_NAME = "sp_oidc_flow";
var FLOW_TTL_MS = 10 * 60 * 1e3;
function flowKeyOf(tokenSecret) {
  return Buffer.from(hkdfSync2("sha256", tokenSecret, Buffer.alloc(0), "smartportal oidc sign-on flow", 32));
}
function sealFlow(key, flow) {
  const iv = randomBytes8(12);
  const cipher = createCipheriv2("aes-256-gcm", key, iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(flow), "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
}
function openFlow(key, raw, now) {
  if (!raw) return void 0;
  const bytes = Buffer.from(raw, "base64url");
  if (bytes.length < 29) return void 0;
  try {
    const decipher = createDecipheriv2("aes-256-gcm", key, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    const flow = JSON.parse(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8"));
    const complete = [flow.state, flow.nonce, flow.codeVerifier].every((value) => typeof value === "string" && value !== "");
    return complete && typeof flow.expiresAt === "number" && flow.expiresAt > now ? flow : void 0;
  } catch {
    return void 0;
  }
}

// src/server/sso/portal-user.ts
async function portalUserFor(db, claims, usernameClaim, now) {
  const value = claims[usernameClaim];
  if (typeof value !== "string" || value.trim() === "") return { ok: false, reason: "unknown_user" };
  if (usernameClaim === "email" && claims.email_verified !== true) return { ok: false, reason: "unknown_user" };
  const column = usernameClaim === "email" ? "email" : "loginName";
  const rows = await db.selectFrom("users").select(["id", "loginName", "active", "ssoLoginOnly"]).where((eb) => eb(eb.fn("lower", [column]), "=", value.trim().toLowerCase())).limit(2).execute();
  const [row] = rows;
  if (!row || rows.length > 1) return { ok: false, reason: "unknown_user" };
  if (!row.active) return { ok: false, reason: "account_disabled" };
  await db.updateTable("users").set({ lastLoginAt: now }).where("id", "=", row.id).execute();
  return { ok: true, user: { userId: row.id, loginName: row.loginName, ssoLoginOnly: row.ssoLoginOnly } };
}

// src/server/sso/relying-party.ts
import * as oidc from "openid-client";
var RelyingParty = class {
  constructor(config) {
    this.config = config;
  }
  config;
  discovered;
  configuration() {
    this.discovered ??= this.discover().catch((error2) => {
      this.discovered = void 0;
      throw error2;
    });
    return this.discovered;
  }
  discover() {
    const issuer = new URL(this.config.issuer);
    return oidc.discovery(
      issuer,
      this.config.clientId,
      { redirect_uris: [this.config.redirectUri], response_types: ["code"] },
      oidc.ClientSecretBasic(this.config.clientSecret),
      // The demo provider runs on this machine over plain http; sso-config refuses http elsewhere.
      { ...isLoopbackHttp(issuer) ? { execute: [oidc.allowInsecureRequests] } : {}, timeout: 10 }
    );
  }
};

// src/server/sso/sign-on-routes.ts
var ID_TOKEN_COOKIE_NAME = "sp_oidc_id";
var SSO_COOKIE_PATH = "/sso/oidc";
var LOGIN_PAGE = "/login";
var NO_STORE3 = "no-store";
function registerSignOnRoutes(app, deps) {
  const { sso, db, tokens: tokens2, clock } = deps;
  const relyingParty = new RelyingParty(sso);
  const flowKey = flowKeyOf(deps.tokenSecret);
  const redirectOrigin = new URL(sso.redirectUri);
  const base = { path: "/", sameSite: "lax", secure: deps.secureCookies };
  const ssoCookie = { ...base, path: SSO_COOKIE_PATH, httpOnly: true };
  const failed = (reply, reason) => reply.header("cache-control", NO_STORE3).redirect(`${LOGIN_PAGE}?sso=${reason}`);
  app.get(SSO_LOGIN_PATH, async (request, reply) => {
    if (isLoopbackHttp(redirectOrigin) && request.host !== redirectOrigin.host) {
      return reply.redirect(new URL(SSO_LOGIN_PATH, redirectOrigin).toString());
    }
    let configuration;
    try {
      configuration = await relyingParty.configuration();
    } catch (error2) {
      request.log.warn({ err: error2, issuer: sso.issuer }, "the single sign-on provider cannot be reached");
      return failed(reply, "unavailable");
    }
    const codeVerifier = oidc2.randomPKCECodeVerifier();
    const flow = { state: oidc2.randomState(), nonce: oidc2.randomNonce(), codeVerifier, expiresAt: clock.now().getTime() + FLOW_TTL_MS };
    const authorizationUrl = oidc2.buildAuthorizationUrl(configuration, {
      redirect_uri: sso.redirectUri,
      scope: sso.scope,
      code_challenge: await oidc2.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: "S256",
      state: flow.state,
      nonce: flow.nonce
    });
    reply.setCookie(FLOW_COOKIE_NAME, sealFlow(flowKey, flow), { ...ssoCookie, maxAge: FLOW_TTL_MS / 1e3 });
    return reply.header("cache-control", NO_STORE3).redirect(authorizationUrl.toString());
  });
  app.get(SSO_CALLBACK_PATH, async (request, reply) => {
    const flow = openFlow(flowKey, request.cookies[FLOW_COOKIE_NAME], clock.now().getTime());
    reply.clearCookie(FLOW_COOKIE_NAME, ssoCookie);
    const query = request.query;
    if (typeof query.error === "string") {
      request.log.info({ event: "sso_refused", error: query.error, description: query.error_description }, "the provider refused the sign-on");
      return failed(reply, query.error === "access_denied" || query.error === "login_required" ? "denied" : "failed");
    }
    if (!flow) {
      request.log.info({ event: "sso_refused", reason: "no_flow" }, "a sign-on callback without a live attempt");
      return failed(reply, "expired");
    }
    const currentUrl = new URL(sso.redirectUri);
    currentUrl.search = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
    let claims;
    try {
      const configuration = await relyingParty.configuration();
      const grant = await oidc2.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true
      });
      claims = { ...grant.claims() ?? {} };
      if (claims[sso.usernameClaim] === void 0 && typeof claims.sub === "string") {
        claims = { ...await oidc2.fetchUserInfo(configuration, grant.access_token, claims.sub), ...claims };
      }
      if (grant.id_token) {
        reply.setCookie(ID_TOKEN_COOKIE_NAME, grant.id_token, { ...ssoCookie, maxAge: TOKEN_COOKIE_LIFETIME_MS / 1e3 });
      }
    } catch (error2) {
      const providerError = error2 instanceof oidc2.AuthorizationResponseError || error2 instanceof oidc2.ResponseBodyError ? error2.error : void 0;
      request.log.warn({ event: "sso_refused", err: error2, providerError }, "the sign-on response failed its checks");
      return failed(reply, providerError === "access_denied" ? "denied" : "failed");
    }
    const match = await portalUserFor(db, claims, sso.usernameClaim, clock.now());
    if (!match.ok) {
      request.log.info({ event: "sso_refused", reason: match.reason, sub: claims.sub }, "no portal account for the signed-on person");
      reply.clearCookie(ID_TOKEN_COOKIE_NAME, ssoCookie);
      return failed(reply, match.reason);
    }
    const issued = await tokens2.startSession(match.user, true);
    request.log.info({ event: "login", via: "sso", userId: match.user.userId, sub: claims.sub }, "signed in through single sign-on");
    const expiresAt = clock.now().getTime() + TOKEN_COOKIE_LIFETIME_MS;
    const lifetime = { maxAge: TOKEN_COOKIE_LIFETIME_MS / 1e3 };
    reply.setCookie(TOKEN_COOKIE_NAME, JSON.stringify({ a: issued.access_token, r: issued.refresh_token, e: expiresAt }), { ...base, ...lifetime });
    reply.setCookie(SESSION_COOKIE_NAME, randomUUID7(), { ...base, ...lifetime });
    reply.setCookie(SSO_SESSION_COOKIE_NAME, "1", { ...base, ...lifetime });
    reply.clearCookie(IMPERSONATION_COOKIE_NAME, base);
    return reply.header("cache-control", NO_STORE3).redirect(LOGIN_PAGE);
  });
  app.get(SSO_LOGOUT_PATH, async (_request, reply) => reply.code(405).header("allow", "POST").header("cache-control", NO_STORE3).send());
  app.post(SSO_LOGOUT_PATH, async (request, reply) => {
    const site = request.headers["sec-fetch-site"];
    const origin = request.headers.origin;
    const foreignOrigin = origin !== void 0 && origin !== "null" && origin !== `${request.protocol}://${request.host}` && origin !== redirectOrigin.origin;
    if (site === "cross-site" || site === "same-site" || foreignOrigin) {
      return reply.code(403).header("cache-control", NO_STORE3).send();
    }
    const idToken = request.cookies[ID_TOKEN_COOKIE_NAME];
    reply.clearCookie(ID_TOKEN_COOKIE_NAME, ssoCookie);
    reply.clearCookie(SSO_SESSION_COOKIE_NAME, base);
    reply.header("cache-control", NO_STORE3);
    if (!idToken) return reply.redirect(LOGIN_PAGE, 303);
    try {
      const endSession = oidc2.buildEndSessionUrl(await relyingParty.configuration(), {
        id_token_hint: idToken,
        post_logout_redirect_uri: sso.postLogoutRedirectUri
      });
      return reply.redirect(endSession.toString(), 303);
    } catch (error2) {
      request.log.warn({ err: error2 }, "the provider session could not be ended");
      return reply.redirect(LOGIN_PAGE, 303);
    }
  });
}

// src/server/app.ts
var PRUNE_INTERVAL_MS = 60 * 60 * 1e3;
function isLoggerInstance(logger) {
  return typeof logger === "object" && logger !== null && typeof logger.child === "function";
}
async function buildApp(options) {
  const { db, config } = options;
  const clock = options.clock ?? systemClock;
  const logging = isLoggerInstance(options.logger) ? { loggerInstance: options.logger } : { logger: options.logger ?? false };
  const app = Fastify({
    ...logging,
    bodyLimit: config.bodyLimitBytes,
    routerOptions: { maxParamLength: 500 },
    // The router's own refusals (a bad percent-encoding, an over-long path segment) in the contract's 400 shape.
    frameworkErrors: (error2, request, reply) => {
      request.log.info({ code: error2.code }, "malformed URL");
      void reply.code(400).send({ errors: [{ field: "", message: "The URL is malformed or a path segment is too long.", messageKey: "INVALID_FORMAT" }] });
    }
  });
  await installSecurityHeaders(app, { behindTls: config.secureCookies, formOrigins: config.sso ? [new URL(config.sso.issuer).origin] : [] });
  app.removeContentTypeParser("text/plain");
  await app.register(formbody, { bodyLimit: config.bodyLimitBytes });
  await app.register(multipart, {
    attachFieldsToBody: "keyValues",
    // File parts reach the handler as UploadedFile (name, declared type, bytes); text parts as
    // strings. A part is streamed under its route's rule, which stops reading it at the first
    // sign it will be refused (upload-rule.ts), instead of being read whole and judged after.
    async onFile(part) {
      const rule = this.routeOptions.config.uploadRule ?? defaultUploadRule(config.uploadMaxFileBytes);
      const file = await receiveFile(part, rule);
      part.value = file;
    },
    limits: {
      fileSize: config.uploadMaxFileBytes,
      files: config.uploadMaxFiles,
      fields: 100,
      fieldSize: config.bodyLimitBytes,
      parts: 200
    }
  });
  await app.register(cookie);
  installErrorHandler(app);
  const spaAvailable = existsSync5(path13.join(config.distDir, "index.html"));
  if (spaAvailable) {
    await app.register(fastifyStatic, {
      root: config.distDir,
      // Routes for the files present at start only: a missing file falls to the not-found handler.
      wildcard: false,
      // The build's Brotli and gzip copies (scripts/build/precompress-assets.ts) are sent, with
      // Content-Encoding and Vary, to browsers that accept them; never as files of their own,
      // and no source map is ever served.
      preCompressed: true,
      globIgnore: ["**/*.br", "**/*.gz", "**/*.map"],
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path13.sep}assets${path13.sep}`);
        reply.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
      }
    });
  }
  installNotFoundHandler(app, spaAvailable);
  const auth = new AuthRuntime({ db, config, clock, changeFeed: options.changeFeed, log: app.log });
  const deps = { db, config, clock, logger: app.log, sessions: auth, tokens: auth };
  const handlers = (options.handlers ?? collectHandlers)(deps);
  const contracts = await loadPortalContracts();
  const declared = new Set([...contracts.portal.operations, ...contracts.cms.operations].map((op) => op.operationId));
  const undeclared = Object.keys(handlers).filter((operationId) => !declared.has(operationId));
  if (undeclared.length) throw new Error(`Handlers for operations the contract does not declare: ${undeclared.join(", ")}`);
  await auth.start();
  const ajv = createContractAjv([contracts.portal, contracts.cms]);
  const uploads = { maxFileBytes: config.uploadMaxFileBytes, maxFieldBytes: config.bodyLimitBytes, rules: uploadRules(config.uploadMaxFileBytes) };
  registerOperations(app, contracts.portal, ajv, handlers, auth, uploads);
  registerOperations(app, contracts.cms, ajv, handlers, auth, uploads);
  registerHealthRoute(app, new DatabaseProbe(db, clock), clock);
  if (config.sso) {
    registerSignOnRoutes(app, { sso: config.sso, db, tokens: auth, clock, tokenSecret: config.tokenSecret, secureCookies: config.secureCookies });
  }
  let pruneTimer;
  let stopContactRetrier = () => void 0;
  app.addHook("onReady", async () => {
    stopContactRetrier = startContactRetrier(deps);
    pruneTimer = setInterval(() => {
      auth.pruneExpiredSessions().catch((error2) => app.log.warn({ err: error2 }, "pruning refresh tokens failed"));
    }, PRUNE_INTERVAL_MS);
    pruneTimer.unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(pruneTimer);
    stopContactRetrier();
    await closeExportThreads();
  });
  return app;
}
export {
  buildApp
};
