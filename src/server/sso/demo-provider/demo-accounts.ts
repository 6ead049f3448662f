/**
 * The demo provider's own accounts: its user store, not the portal's. `sso` is the portal's
 * single-sign-on-only demo user (same login name, so the ID token's preferred_username names
 * them); `visitor` exists only at the provider, to show what the portal says to a person it has
 * no account for. Both sign in with the portal's demo password.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { DEMO_PASSWORD } from '../../db/seed/data/demo-users.ts';

export interface DemoAccount {
  /** The subject: stable, never reassigned, not the login name. */
  sub: string;
  login: string;
  name: string;
  email: string;
}

export const DEMO_SSO_ACCOUNTS: readonly DemoAccount[] = [
  { sub: 'b3a8c1d2-5e0f-4c47-9a61-0d5f2e7c9a10', login: 'sso', name: 'Sam Single-Sign-On', email: 'sam.sso@demo-sso.smartportal.example' },
  { sub: '6f2e9d40-18b3-4f1a-8c25-7a9b0e3d4c21', login: 'visitor', name: 'Val Visitor', email: 'val.visitor@demo-sso.smartportal.example' },
];

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** The account the login name and password open, or undefined (compared in constant time). */
export function checkDemoCredentials(login: string, password: string): DemoAccount | undefined {
  const account = DEMO_SSO_ACCOUNTS.find((candidate) => candidate.login === login.trim().toLowerCase());
  const matches = timingSafeEqual(digest(password), digest(DEMO_PASSWORD));
  return account && matches ? account : undefined;
}

export const demoAccountBySub = (sub: string) => DEMO_SSO_ACCOUNTS.find((account) => account.sub === sub);
