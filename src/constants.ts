import type { components } from './api/generated/portal.ts';

/**
 * The spec's business constants (portal-shell §9, business-areas §9), one name each.
 * Every module that needs one imports it from here; a number typed twice is a defect.
 */

/** Timeout of every portal call, in ms. */
export const REQUEST_TIMEOUT_MS = 120_000;
/** Timeout of every CMS backend call, in ms. */
export const CMS_TIMEOUT_MS = 120_000;
/** A lazily loaded script chunk that takes longer than this reports a ChunkLoadError. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** Lifetime of the token cookie. */
export const TOKEN_COOKIE_LIFETIME_MS = 24 * 60 * 60 * 1000;
/**
 * Set by the server when a session began through single sign-on (no secret: a marker), so the
 * header's sign-out also ends the provider's session at /sso/oidc/logout.
 */
export const SSO_SESSION_COOKIE_NAME = 'sp_sso';
/** Where the header's sign-out of a single-sign-on session goes (the server's RP-initiated logout). */
export const SSO_LOGOUT_PATH = '/sso/oidc/logout';
/** How often the session cookie is compared with the one the tab signed in with. */
export const SESSION_COOKIE_WATCH_MS = 250;
/** Listener cap of the authentication event bus. */
export const AUTH_EVENT_LISTENER_CAP = 10;
/** How long success and error messages stay on screen. */
export const MESSAGE_DISPLAY_MS = 5_000;
/** Text fields are at most this long. */
export const TEXT_MAX_LENGTH = 250;
/** Reason texts must be shorter than this. */
export const REASON_MAX_LENGTH_EXCLUSIVE = 255;
export const PASSWORD_MIN_LENGTH = 8;
/** Impersonation search starts at this many (trimmed) characters. */
export const IMPERSONATION_SEARCH_MIN_CHARS = 2;
/** Contact confirmation is due when the last update is older than this. */
export const CONTACT_CONFIRMATION_MAX_AGE_DAYS = 90;
/** Default CMS image requirement: SVG, 192x50, 2000 KB (KB = bytes / 1000). */
export const DEFAULT_IMAGE_FORMAT = { allowedFormat: 'svg', maxWidth: 192, maxHeight: 50, maxFileSizeKb: 2000 } as const;
/** Image extensions a CMS upload may have. */
export const CMS_IMAGE_EXTENSIONS = ['png', 'jpg', 'svg', 'jpeg'] as const;
/** Product card heights in px by skin; every other skin gets the default. */
export const PRODUCT_CARD_HEIGHT_PX = { bmwca: 110, genesis: 210, default: 170 } as const;
/** Inactivating a dealer before this day of the month means no invoice for the previous month. */
export const INACTIVATION_INVOICE_CUTOFF_DAY = 4;
/** Most contacts and billing contacts a dealer carries. */
export const MAX_DEALER_CONTACTS = 5;
export const MAX_BILLING_CONTACTS = 3;
/** Program add-on ids with a route meaning: 4 website programs and packages, 6 digital dealer. */
export const ADDON_WEBSITE_PROGRAM = 4;
export const ADDON_DIGITAL_DEALER = 6;
/** Time zone of the server date (contact confirmation) and of lead retrieval. */
export const SERVER_TIME_ZONE = 'America/Chicago';
/** Languages; English is the default and the fallback. */
export const LANGUAGES = ['en', 'fr'] as const;
export const DEFAULT_LANGUAGE = 'en';
/** Consecutive failed logins that lock an account, and for how long. */
export const LOGIN_LOCK_THRESHOLD = 5;
export const LOGIN_LOCK_MS = 15 * 60 * 1000;
/** The browser client's built-in OAuth client credential (sent as HTTP Basic to /oauth/token). */
export const OAUTH_CLIENT_ID = 'smartportal-web';
export const OAUTH_CLIENT_SECRET = 'smartportal-web-secret';
/** The menu entry that opens the change-password dialog instead of navigating (portal-shell §2.4). */
export const CHANGE_PASSWORD_MENU_ID = 46;
/** Admins of this user group who are not impersonating are asked to impersonate (portal-shell §2.3). */
export const USER_GROUP_JDP_ADMIN = 'JDP admin';
/**
 * The nine compliance report names of portal-shell §2.1 (aggregate, dealer compliance, scorecard,
 * DRS dealer compliance, website provider non-compliant, CRM aggregate, CRM non-compliant, DRS
 * aggregate, DRS non-compliance audit), spelled as the contract's ReportName, which checks them.
 */
export const COMPLIANCE_REPORT_NAMES = [
  'ComplianceAggregateReport',
  'ComplianceDealerReport',
  'ComplianceScorecardReport',
  'DRSComplianceDealerReport',
  'DWCPWebproviderNonCompliantReport',
  'CRMComplianceAggregateReport',
  'CRMNonCompliantReport',
  'DRSComplianceAggregateReport',
  'DRSNonComplianceAuditReport',
] as const satisfies readonly components['schemas']['ReportName'][];
