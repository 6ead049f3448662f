/**
 * The demo's OpenID Connect provider: oidc-provider (OpenID Certified), on a port of its own
 * beside the portal, with its own accounts (demo-accounts.ts) and one registered client, the
 * portal (confidential, client_secret_basic, authorization code only, PKCE required, exact
 * redirect and post-logout redirect URIs). RP-initiated logout is on.
 *
 * It keeps everything in memory (oidc-provider's in-memory adapter, fresh signing and cookie
 * keys per start): a restart signs everybody out of it, which is fine for a demo and nothing a
 * real deployment would use; a real deployment names its own provider (SSO_ISSUER, README).
 *
 * The portal is first-party: its grant of openid/profile/email is made at sign-in
 * (loadExistingGrant), so the person sees a sign-in form and no consent screen.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { checkDemoCredentials, demoAccountBySub } from './demo-accounts.ts';
import { GuessLimit, type GuessLimitRule } from './guess-limit.ts';
import { errorPage, signInPage, signOutPage, signedOutPage } from './provider-pages.ts';

export interface DemoProviderOptions {
  /** The host name browsers reach the provider at; the issuer is http://<publicHost>:<port>. */
  publicHost: string;
  /** Where to listen: the portal's bind address, and a port (0: any free one). */
  host: string;
  port: number;
  client: { clientId: string; clientSecret: string; redirectUri: string; postLogoutRedirectUri: string };
  /** The limit on password guesses (guess-limit.ts); the portal's lockout rule by default. */
  guessLimit?: GuessLimitRule;
}

export interface RunningDemoProvider {
  issuer: string;
  close(): Promise<void>;
}

const CLIENT_NAME = 'SmartPortal';
const PORTAL_SCOPE = 'openid profile email';
const MAX_FORM_BYTES = 8 * 1024;

function providerConfiguration(options: DemoProviderOptions): Configuration {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signingKey = { ...privateKey.export({ format: 'jwk' }), kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' };
  return {
    clients: [
      {
        client_id: options.client.clientId,
        client_secret: options.client.clientSecret,
        client_name: CLIENT_NAME,
        redirect_uris: [options.client.redirectUri],
        post_logout_redirect_uris: [options.client.postLogoutRedirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    // PKCE for every client, confidential ones included (OAuth 2.0 Security BCP).
    pkce: { required: () => true },
    jwks: { keys: [signingKey as never] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    // Short-lived artefacts, a working day's session.
    ttl: { AuthorizationCode: 60, Interaction: 10 * 60, AccessToken: 10 * 60, IdToken: 60 * 60, Session: 8 * 60 * 60, Grant: 8 * 60 * 60 },
    claims: { openid: ['sub'], profile: ['name', 'preferred_username'], email: ['email', 'email_verified'] },
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true, logoutSource, postLogoutSuccessSource } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const account = demoAccountBySub(sub);
      if (!account) return undefined;
      return {
        accountId: account.sub,
        claims: async () => ({ sub: account.sub, name: account.name, preferred_username: account.login, email: account.email, email_verified: true }),
      };
    },
    async loadExistingGrant(ctx) {
      const { oidc } = ctx;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(oidc.client!.clientId);
      if (grantId) return oidc.provider.Grant.find(grantId);
      if (oidc.client?.clientId !== options.client.clientId || !oidc.session?.accountId) return undefined;
      const grant = new oidc.provider.Grant({ clientId: oidc.client.clientId, accountId: oidc.session.accountId });
      grant.addOIDCScope(PORTAL_SCOPE);
      await grant.save();
      return grant;
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage({ ...out });
    },
  };
}

async function logoutSource(ctx: KoaContextWithOIDC, form: string) {
  ctx.body = signOutPage(form);
}

async function postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
  ctx.body = signedOutPage();
}

/**
 * The provider's own strict policy: no script at all, styles inline, forms only to itself and
 * to the portal it returns to (Chromium checks form-action along the redirects a form starts).
 */
function securityHeaders(response: ServerResponse, portalOrigin: string) {
  response.setHeader(
    'content-security-policy',
    `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${portalOrigin}; frame-ancestors 'none'; base-uri 'none'`,
  );
  response.setHeader('x-content-type-options', 'nosniff');
  response.setHeader('referrer-policy', 'no-referrer');
  response.setHeader('x-frame-options', 'DENY');
}

function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_FORM_BYTES) {
        reject(new Error('form too large'));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    request.on('error', reject);
  });
}

function sendHtml(response: ServerResponse, status: number, html: string) {
  response.statusCode = status;
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.setHeader('cache-control', 'no-store');
  response.end(html);
}

/** What a locked login (or address) is told, whether or not the login exists. */
function lockedMessage(lockedForMs: number): string {
  const minutes = Math.max(1, Math.ceil(lockedForMs / 60_000));
  return `Too many wrong passwords. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/**
 * The sign-in interaction: GET shows the form, POST …/login checks it (within the guess limit),
 * POST …/abort cancels.
 */
async function interaction(
  provider: Provider,
  guesses: GuessLimit,
  request: IncomingMessage,
  response: ServerResponse,
  uid: string,
  action: string | undefined,
) {
  let details;
  try {
    details = await provider.interactionDetails(request, response);
  } catch {
    sendHtml(response, 400, errorPage({ error: 'This sign-in has expired; go back to SmartPortal and start again.' }));
    return;
  }
  if (details.uid !== uid || details.prompt.name !== 'login') {
    sendHtml(response, 400, errorPage({ error: 'This sign-in is not the one under way; go back to SmartPortal and start again.' }));
    return;
  }
  if (request.method === 'GET' && action === undefined) {
    sendHtml(response, 200, signInPage(uid, CLIENT_NAME));
    return;
  }
  if (request.method !== 'POST') {
    sendHtml(response, 405, errorPage({ error: 'Method not allowed' }));
    return;
  }
  if (action === '/abort') {
    await provider.interactionFinished(request, response, { error: 'access_denied', error_description: 'The person cancelled the sign-in.' }, { mergeWithLastSubmission: false });
    return;
  }
  const form = await readForm(request);
  const login = form.get('login') ?? '';
  const client = request.socket.remoteAddress ?? 'unknown';
  // Checked before the password: while locked, the right password opens nothing either.
  const locked = guesses.lockedFor(login, client);
  if (locked > 0) {
    response.setHeader('retry-after', String(Math.ceil(locked / 1000)));
    sendHtml(response, 429, signInPage(uid, CLIENT_NAME, lockedMessage(locked), login));
    return;
  }
  const account = checkDemoCredentials(login, form.get('password') ?? '');
  if (!account) {
    guesses.failed(login, client);
    sendHtml(response, 200, signInPage(uid, CLIENT_NAME, 'The username or password is incorrect.', login));
    return;
  }
  guesses.succeeded(login, client);
  await provider.interactionFinished(request, response, { login: { accountId: account.sub } }, { mergeWithLastSubmission: false });
}

export async function startDemoProvider(options: DemoProviderOptions): Promise<RunningDemoProvider> {
  const portalOrigin = new URL(options.client.redirectUri).origin;
  // The issuer names the port, which is known once listening; no request arrives before that.
  let provider!: Provider;
  let handle!: ReturnType<Provider['callback']>;
  const guesses = new GuessLimit(options.guessLimit);
  const server: Server = createServer((request, response) => {
    securityHeaders(response, portalOrigin);
    const path = new URL(request.url ?? '/', 'http://provider').pathname;
    const match = /^\/interaction\/([\w-]+)(\/login|\/abort)?$/.exec(path);
    if (!match) {
      handle(request, response);
      return;
    }
    interaction(provider, guesses, request, response, match[1]!, match[2]).catch(() => {
      if (!response.headersSent) sendHtml(response, 500, errorPage({ error: 'The sign-in failed; go back to SmartPortal and start again.' }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  // The portal decides when the process ends; the provider never keeps it alive.
  server.unref();
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${options.publicHost}:${port}`;
  provider = new Provider(issuer, providerConfiguration(options));
  handle = provider.callback();
  return {
    issuer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
