import type { Country, Currency, Role, UserLanguage } from '../vocabulary.ts';
import type { DefaultJson, DefaultTimestamp, Defaulted, Id, Json, Timestamp } from './column-types.ts';

/** A BI dashboard link: a single key mapping the dashboard key to its label. */
export type BiDashboard = Record<string, string>;

export interface OemsTable {
  id: number;
  code: string;
  name: string;
  skinName: string;
  country: Country;
  currency: Currency;
  portalOem: Defaulted<boolean>;
  hasBundles: Defaulted<boolean>;
  availableLanguages: Defaulted<string[]>;
  biDashboards: DefaultJson<BiDashboard[]>;
  lmsExternalUrl: string | null;
  ssoPortalUrl: string | null;
  supportPhone: string;
  supportEmail: string;
  enrollmentOpen: Defaulted<boolean>;
  createdAt: DefaultTimestamp;
}

export interface UsersTable {
  id: Id;
  loginName: string;
  userName: string;
  email: string | null;
  passwordHash: string;
  role: Role;
  userGroups: Defaulted<string[]>;
  oemId: number;
  language: Defaulted<UserLanguage>;
  ssoLoginOnly: Defaulted<boolean>;
  canChangePassword: Defaulted<boolean>;
  headerLogo: string | null;
  trilogyLogo: string | null;
  /** NULL: the OEM's dashboards. */
  biDashboards: Json<BiDashboard[]> | null;
  lastLoginAt: Timestamp | null;
  failedLoginCount: Defaulted<number>;
  lockedUntil: Timestamp | null;
  active: Defaulted<boolean>;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

export interface RefreshTokensTable {
  id: Id;
  userId: number;
  familyId: string;
  /** SHA-256 of the token; the token itself is never stored. */
  tokenHash: string;
  rememberMe: Defaulted<boolean>;
  issuedAt: DefaultTimestamp;
  expiresAt: Timestamp;
  spentAt: Timestamp | null;
  revokedAt: Timestamp | null;
  /** The pair the spending refresh answered, sealed with a key derived from the spent token (0015). */
  successorSealed: string | null;
}

/** Failed sign-ins per client address or login name in the current window (0015). */
export interface SignInThrottleTable {
  bucket: string;
  windowStartedAt: Timestamp;
  failures: number;
}

export interface OauthAuthorizationCodesTable {
  codeHash: string;
  userId: number;
  clientId: string;
  redirectUri: string;
  scope: string | null;
  createdAt: DefaultTimestamp;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
}

export interface PasswordResetTokensTable {
  id: Id;
  userId: number;
  tokenHash: string;
  createdAt: DefaultTimestamp;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
}

export interface MenuItemsTable {
  id: number;
  parentId: number | null;
  name: string;
  url: Defaulted<string>;
  position: number;
}

export interface MenuGrantsTable {
  id: Id;
  menuItemId: number;
  role: Role | null;
  oemId: number | null;
  userId: number | null;
}
