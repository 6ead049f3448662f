/**
 * `npm start`'s demo single sign-on: unless a provider is configured (SSO_ISSUER) or the demo
 * is off (DEMO_DATA=false, SSO_DEMO=false), the demo provider starts on SSO_DEMO_PORT (the
 * portal's port + 1 by default) and the SSO_* variables that point the portal at it are set in
 * this process's environment, which the server workers inherit. The client secret is drawn
 * afresh at every start: nothing secret is published.
 */
import { randomBytes } from 'node:crypto';
import { ConfigError, readServerConfig } from '../../server-config.ts';
import { SSO_CALLBACK_PATH } from '../sso-config.ts';
import { startDemoProvider, type RunningDemoProvider } from './demo-provider.ts';

export const DEMO_SSO_CLIENT_ID = 'smartportal';

/** The name browsers use for a bind address: a wildcard address is reached as localhost. */
export function publicHostOf(bindHost: string): string {
  if (bindHost === '' || bindHost === '0.0.0.0' || bindHost === '::') return 'localhost';
  return bindHost.includes(':') ? `[${bindHost}]` : bindHost;
}

export async function startDemoSignOn(env: NodeJS.ProcessEnv = process.env): Promise<RunningDemoProvider | undefined> {
  const config = readServerConfig(env);
  if (config.sso || !config.demoData || env.SSO_DEMO?.trim().toLowerCase() === 'false') return undefined;
  // An ephemeral portal port is known only after the portal listens, too late for the redirect URI.
  if (config.port === 0) return undefined;
  const rawPort = env.SSO_DEMO_PORT?.trim();
  const port = rawPort ? Number(rawPort) : config.port + 1;
  if (!Number.isInteger(port) || port < 1 || port > 65535 || port === config.port) {
    throw new ConfigError(`SSO_DEMO_PORT must be a free port from 1 to 65535 other than PORT, not "${rawPort ?? port}"`);
  }
  const publicHost = publicHostOf(config.host);
  const portalOrigin = `http://${publicHost}:${config.port}`;
  const client = {
    clientId: DEMO_SSO_CLIENT_ID,
    clientSecret: randomBytes(32).toString('base64url'),
    redirectUri: `${portalOrigin}${SSO_CALLBACK_PATH}`,
    postLogoutRedirectUri: `${portalOrigin}/login`,
  };
  const provider = await startDemoProvider({ publicHost, host: config.host, port, client });
  Object.assign(env, {
    SSO_ISSUER: provider.issuer,
    SSO_CLIENT_ID: client.clientId,
    SSO_CLIENT_SECRET: client.clientSecret,
    SSO_REDIRECT_URI: client.redirectUri,
    SSO_POST_LOGOUT_REDIRECT_URI: client.postLogoutRedirectUri,
  });
  return provider;
}
