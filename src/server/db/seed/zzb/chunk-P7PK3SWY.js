// src/constants.ts
var TOKEN_COOKIE_LIFETIME_MS = 24 * 60 * 60 * 1e3;
var SSO_SESSION_COOKIE_NAME = "sp_sso";
var SSO_LOGOUT_PATH = "/sso/oidc/logout";
var MESSAGE_DISPLAY_MS = 5e3;
var TEXT_MAX_LENGTH = 250;
var REASON_MAX_LENGTH_EXCLUSIVE = 255;
var PASSWORD_MIN_LENGTH = 8;
var IMPERSONATION_SEARCH_MIN_CHARS = 2;
var DEFAULT_IMAGE_FORMAT = { allowedFormat: "svg", maxWidth: 192, maxHeight: 50, maxFileSizeKb: 2e3 };
var CMS_IMAGE_EXTENSIONS = ["png", "jpg", "svg", "jpeg"];
var ADDON_WEBSITE_PROGRAM = 4;
var ADDON_DIGITAL_DEALER = 6;
var SERVER_TIME_ZONE = "America/Chicago";
var LANGUAGES = ["en", "fr"];
var LOGIN_LOCK_THRESHOLD = 5;
var LOGIN_LOCK_MS = 15 * 60 * 1e3;
var OAUTH_CLIENT_ID = "smartportal-web";
var OAUTH_CLIENT_SECRET = "smartportal-web-secret";
var CHANGE_PASSWORD_MENU_ID = 46;
var USER_GROUP_JDP_ADMIN = "JDP admin";
var COMPLIANCE_REPORT_NAMES = [
  "ComplianceAggregateReport",
  "ComplianceDealerReport",
  "ComplianceScorecardReport",
  "DRSComplianceDealerReport",
  "DWCPWebproviderNonCompliantReport",
  "CRMComplianceAggregateReport",
  "CRMNonCompliantReport",
  "DRSComplianceAggregateReport",
  "DRSNonComplianceAuditReport"
];

export {
  TOKEN_COOKIE_LIFETIME_MS,
  SSO_SESSION_COOKIE_NAME,
  SSO_LOGOUT_PATH,
  MESSAGE_DISPLAY_MS,
  TEXT_MAX_LENGTH,
  REASON_MAX_LENGTH_EXCLUSIVE,
  PASSWORD_MIN_LENGTH,
  IMPERSONATION_SEARCH_MIN_CHARS,
  DEFAULT_IMAGE_FORMAT,
  CMS_IMAGE_EXTENSIONS,
  ADDON_WEBSITE_PROGRAM,
  ADDON_DIGITAL_DEALER,
  SERVER_TIME_ZONE,
  LANGUAGES,
  LOGIN_LOCK_THRESHOLD,
  LOGIN_LOCK_MS,
  OAUTH_CLIENT_ID,
  OAUTH_CLIENT_SECRET,
  CHANGE_PASSWORD_MENU_ID,
  USER_GROUP_JDP_ADMIN,
  COMPLIANCE_REPORT_NAMES
};
