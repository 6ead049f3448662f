/**
 * The portal as an OpenID Connect relying party (openid-client, OpenID Certified): the
 * provider's metadata from discovery, fetched when first needed and kept, and fetched again
 * after a failure (the provider may start after the portal, or be down for a while).
 */
import * as oidc from 'openid-client';
import { isLoopbackHttp, type SsoConfig } from './sso-config.ts';

export class RelyingParty {
  private discovered: Promise<oidc.Configuration> | undefined;

  constructor(readonly config: SsoConfig) {}

  configuration(): Promise<oidc.Configuration> {
    this.discovered ??= this.discover().catch((error: unknown) => {
      this.discovered = undefined;
      throw error;
    });
    return this.discovered;
  }

  private discover(): Promise<oidc.Configuration> {
    const issuer = new URL(this.config.issuer);
    return oidc.discovery(
      issuer,
      this.config.clientId,
      { redirect_uris: [this.config.redirectUri], response_types: ['code'] },
      oidc.ClientSecretBasic(this.config.clientSecret),
      // The demo provider runs on this machine over plain http; sso-config refuses http elsewhere.
      { ...(isLoopbackHttp(issuer) ? { execute: [oidc.allowInsecureRequests] } : {}), timeout: 10 },
    );
  }
}
