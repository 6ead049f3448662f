/**
 * The closed lists of values the database stores, one name each. Migrations turn them into
 * CHECK constraints, the schema types into unions, the seed picks from them. They follow the
 * contract (openapi/schemas/*.yaml), which quotes the spec where it names values and designs
 * the rest; a value added here needs a migration that rewrites the matching constraint.
 */
import { COMPLIANCE_REPORT_NAMES } from '../../constants.ts';

/**
 * Roles as the user details carry them (portal-shell §6: admin compared in lower case, Dealer as
 * shown), and the studio's two (issue #18): product staff who edit and publish screen
 * definitions, and QA who read and check them.
 */
export const ROLES = ['admin', 'Dealer', 'Dealer Group', 'OEM', 'CMS Editor', 'Product Staff', 'QA'] as const;
export type Role = (typeof ROLES)[number];

/** User groups the shell and server look for by name. */
export { USER_GROUP_JDP_ADMIN } from '../../constants.ts';
export const USER_GROUP_CMS_EDITOR = 'CMS Editor';

/** A user's language as user details carry it; the UI codes are LANGUAGES in src/constants.ts. */
export const USER_LANGUAGES = ['ENGLISH', 'FRENCH'] as const;
export type UserLanguage = (typeof USER_LANGUAGES)[number];

/** Dealer countries, normalised from the spec's ca/canada/us/usa. */
export const COUNTRIES = ['US', 'CA'] as const;
export type Country = (typeof COUNTRIES)[number];
export const CURRENCIES = ['USD', 'CAD'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const DEALER_STATUSES = ['ACTIVE', 'PAUSED', 'ON_HOLD', 'OPTED_OUT', 'INACTIVE', 'CANCELLED'] as const;
export type DealerStatus = (typeof DEALER_STATUSES)[number];
/** Dealer size classes (contract DealerSize). */
export const DEALER_SIZES = ['SMALL', 'MEDIUM', 'LARGE'] as const;
export type DealerSize = (typeof DEALER_SIZES)[number];
export const DEALER_ACTIONS = ['deactivate', 'pause', 'reactivate', 'optOut', 'hold', 'enable'] as const;
export type DealerAction = (typeof DEALER_ACTIONS)[number];
export const INACTIVATION_TYPES = ['CANCELLATION', 'INACTIVATION'] as const;
export type InactivationType = (typeof INACTIVATION_TYPES)[number];

export const PROGRAM_STATUSES = ['PENDING', 'ENROLLED', 'PAUSED', 'UNENROLLED'] as const;
export type ProgramStatus = (typeof PROGRAM_STATUSES)[number];
export const PROGRAM_ACTIONS = ['enroll', 'pause', 'resume', 'unenroll'] as const;
export type ProgramAction = (typeof PROGRAM_ACTIONS)[number];

/** Subscription package statuses, written exactly as business-areas §3 does. */
export const SUBSCRIPTION_STATUSES = [
  'Subscription Pending',
  'Subscribed',
  'Unsubscribed',
  'Termination Pending',
  'Cancelled',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Offer kinds in display order (business-areas §3). */
export const OFFER_KINDS = ['BUNDLE', 'PACKAGE', 'ADDITIONAL'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

/** PROGRAM: add-ons 4 and 6 that select a screen family; OFFER: the add-on of an offer type. */
export const ADDON_CATEGORIES = ['PROGRAM', 'OFFER'] as const;
export type AddonCategory = (typeof ADDON_CATEGORIES)[number];

export const CUSTOM_PARAMETER_TYPES = ['URL', 'TEXT', 'NUMBER', 'BOOLEAN'] as const;
export type CustomParameterType = (typeof CUSTOM_PARAMETER_TYPES)[number];

export const LEAD_TYPES = ['NEW', 'CPO', 'USED'] as const;
export type LeadType = (typeof LEAD_TYPES)[number];
export const LEAD_STATUSES = ['NEW', 'CONTACTED', 'APPOINTMENT', 'SOLD', 'LOST', 'INVALID'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const CREDIT_STATUSES = ['REQUESTED', 'APPROVED', 'DENIED'] as const;
export type CreditStatus = (typeof CREDIT_STATUSES)[number];
export const PREFERRED_CONTACTS = ['EMAIL', 'PHONE', 'TEXT'] as const;
export type PreferredContact = (typeof PREFERRED_CONTACTS)[number];
export const COMMUNICATION_CHANNELS = ['EMAIL', 'PHONE', 'TEXT', 'CHAT', 'VISIT'] as const;
export type CommunicationChannel = (typeof COMMUNICATION_CHANNELS)[number];
export const COMMUNICATION_DIRECTIONS = ['OUTBOUND', 'INBOUND'] as const;
export type CommunicationDirection = (typeof COMMUNICATION_DIRECTIONS)[number];
export const PRELEAD_STATUSES = ['PENDING', 'CONVERTED', 'REJECTED'] as const;
export type PreleadStatus = (typeof PRELEAD_STATUSES)[number];
export const PRELEAD_JOB_STATUSES = ['RUNNING', 'DONE', 'CANCELLED', 'FAILED'] as const;
export type PreleadJobStatus = (typeof PRELEAD_JOB_STATUSES)[number];

export const COVERAGE_TYPES = ['RADIUS', 'ZIP_LIST'] as const;
export type CoverageType = (typeof COVERAGE_TYPES)[number];
export const ZIP_IMPORT_MODES = ['REPLACE', 'APPEND'] as const;
export type ZipImportMode = (typeof ZIP_IMPORT_MODES)[number];
export const ZIP_IMPORT_ROW_STATUSES = ['VALID', 'INVALID', 'DUPLICATE', 'UNKNOWN'] as const;
export type ZipImportRowStatus = (typeof ZIP_IMPORT_ROW_STATUSES)[number];
export const LEAD_FORMATS = ['ADF_XML', 'TEXT', 'HTML'] as const;
export type LeadFormat = (typeof LEAD_FORMATS)[number];

/** Audit types (business-areas §9); compliance reports are about a dealer or a CRM. */
export const AUDIT_TYPES = ['DWCP', 'DRS'] as const;
export type AuditType = (typeof AUDIT_TYPES)[number];
export const COMPLIANCE_REPORT_KINDS = ['DEALER', 'CRM'] as const;
export type ComplianceReportKind = (typeof COMPLIANCE_REPORT_KINDS)[number];
export const COMPLIANCE_REPORT_STATUSES = ['DRAFT', 'COMPLETED'] as const;
export type ComplianceReportStatus = (typeof COMPLIANCE_REPORT_STATUSES)[number];

/** Report names: the four lead reports and the nine compliance reports the reports route takes in q. */
export const LEAD_REPORT_NAMES = ['concierge', 'shopperContact', 'salesConversion', 'affinityDealerSales'] as const;
export { COMPLIANCE_REPORT_NAMES };
export const REPORT_NAMES = [...LEAD_REPORT_NAMES, ...COMPLIANCE_REPORT_NAMES] as const;
export type ReportName = (typeof REPORT_NAMES)[number];
export const REPORT_EXPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ReportExportFormat = (typeof REPORT_EXPORT_FORMATS)[number];
export const REPORT_THRESHOLD_KEYS = ['leadThreshold', 'closeRateThreshold', 'scoreThreshold'] as const;
export type ReportThresholdKey = (typeof REPORT_THRESHOLD_KEYS)[number];
export const REPORT_THRESHOLD_UNITS = ['count', 'percent'] as const;
export type ReportThresholdUnit = (typeof REPORT_THRESHOLD_UNITS)[number];

export const RESOURCE_DOCUMENT_TYPES = ['PDF', 'VIDEO', 'LINK', 'DOCUMENT', 'SPREADSHEET', 'PRESENTATION', 'IMAGE'] as const;
export type ResourceDocumentType = (typeof RESOURCE_DOCUMENT_TYPES)[number];

export const PAYLOAD_LOOKUP_TYPES = ['LEAD', 'DISPOSITION', 'SALE'] as const;
export type PayloadLookupType = (typeof PAYLOAD_LOOKUP_TYPES)[number];
export const PAYLOAD_STATUSES = ['RECEIVED', 'PROCESSED', 'FAILED'] as const;
export type PayloadStatus = (typeof PAYLOAD_STATUSES)[number];
export const LOG_STATUSES = ['SUCCESS', 'WARNING', 'ERROR'] as const;
export type LogStatus = (typeof LOG_STATUSES)[number];
/**
 * Where a Contact Us message stands on its way to the support desk: PENDING (stored, not yet
 * forwarded, or being forwarded), SENT (the desk accepted it), FAILED (the desk refused it or could
 * not be reached; tried again later), INBOX_ONLY (no desk is configured: the admins' inbox is where
 * support reads it).
 */
export const CONTACT_DELIVERY_STATUSES = ['PENDING', 'SENT', 'FAILED', 'INBOX_ONLY'] as const;
export type ContactDeliveryStatus = (typeof CONTACT_DELIVERY_STATUSES)[number];

/** CMS language codes (default EN, portal-shell §4.3) and block vocabulary (portal-shell §3). */
export const CMS_LANGUAGES = ['EN', 'FR'] as const;
export type CmsLanguage = (typeof CMS_LANGUAGES)[number];
export const CMS_BLOCK_TYPES = ['PAGE_TEASER', 'FAQ_QUESTION', 'FAQ_ANSWER', 'LIST_ITEM', 'IMAGE', 'HEADER', 'TEXT'] as const;
export type CmsBlockType = (typeof CMS_BLOCK_TYPES)[number];
export const CMS_BLOCK_STATUSES = ['DELETED', 'RESTORED'] as const;
export type CmsBlockStatus = (typeof CMS_BLOCK_STATUSES)[number];

/**
 * What a studio version edits (issue #18): a screen's base definition, or the overlay of one of
 * the seven portal OEMs' skins (oem-skins/<skin>/screens/<screenId>.json). The contract's
 * StudioLayer lists the same.
 */
export const SCREEN_CONFIG_LAYERS = ['base', 'acura', 'bmwca', 'genesis', 'honda', 'hyundai', 'hyundaica', 'infiniti'] as const;
export type ScreenConfigLayer = (typeof SCREEN_CONFIG_LAYERS)[number];
/** A publication makes a version the served one; a rollback goes back to an earlier one, or to the built-in file. */
export const SCREEN_CONFIG_ACTIONS = ['publish', 'rollback'] as const;
export type ScreenConfigAction = (typeof SCREEN_CONFIG_ACTIONS)[number];
