import type { ReportName, Role } from '../../vocabulary.ts';
import { CHANGE_PASSWORD_MENU_ID } from '../../../../constants.ts';

/**
 * The header menu (portal-shell §2.4): a tree of up to three levels whose urls are the portal's
 * route paths (portal-shell §2.1), report urls ending in the report name (/reports?q=<name>),
 * and whose ids are fixed (46 is Change Password, under Settings; the shell labels Settings
 * "Certified Programs" for Honda, oemId 1).
 */
export interface MenuNode {
  id: number;
  name: string;
  url: string;
  children?: readonly MenuNode[];
}

export { CHANGE_PASSWORD_MENU_ID } from '../../../../constants.ts';
export const SETTINGS_MENU_ID = 40;
export const STUDIO_MENU_ID = 100;

const report = (id: number, name: string, reportName: ReportName): MenuNode => ({ id, name, url: `/reports?q=${reportName}` });

export const MENU_TREE: readonly MenuNode[] = [
  {
    id: 1,
    name: 'Programs',
    url: '',
    children: [
      { id: 10, name: 'Dealer Website Certification', url: '/dealerwebsitecertification' },
      { id: 11, name: 'SmartLeads', url: '/smartleads' },
      { id: 12, name: 'SmartAnalytics', url: '/smartanalytics' },
      { id: 13, name: 'OEM SmartAnalytics', url: '/oemsmartanalytics' },
      { id: 14, name: 'SmartNurture Shopper Contact', url: '/shoppercontact' },
      { id: 15, name: 'Concierge Elite', url: '/concierge' },
      { id: 16, name: 'Digital Advertising', url: '/digitaladvertising' },
      { id: 17, name: 'Shopper Assurance', url: '/shopperAssurance' },
      { id: 18, name: 'Field Consultants', url: '/fieldsConsultants' },
      { id: 19, name: 'Field Support', url: '/fieldsupport' },
      { id: 20, name: 'Enterprise Services', url: '/enterpriseservices' },
      { id: 21, name: 'Marketplace Services', url: '/marketPlaceServices' },
      { id: 22, name: 'Digital Retailing Services', url: '/DrsServices' },
      { id: 23, name: 'Lead Management', url: '/leadmanagement' },
      { id: 24, name: 'Price Comparison', url: '/pricecomparison' },
      { id: 25, name: 'DRS Pricing Comparison', url: '/drspricingcomparison' },
      { id: 26, name: 'Digital Certification', url: '/DigitalCertification' },
      { id: 27, name: 'How to Enroll', url: '/howToEnroll' },
    ],
  },
  {
    id: 2,
    name: 'Enrollments',
    url: '',
    children: [
      { id: 30, name: 'Manage Enrollments', url: '/manageenrollments' },
      { id: 31, name: 'Manage Website Program', url: '/websiteprogram' },
      { id: 32, name: 'Manage Packages and Addon Enrollments', url: '/managepackages' },
      { id: 33, name: 'Digital Dealer Packages', url: '/managePackagesDigitalDealer' },
      { id: 34, name: 'Manage Subscription', url: '/managesubscription' },
      { id: 35, name: 'Dealer Website Enrollment', url: '/dwcpenrollment' },
      { id: 36, name: 'DWCP Enrollment Administration', url: '/admindwcpenrollment' },
    ],
  },
  {
    id: 3,
    name: 'Leads',
    url: '',
    children: [
      { id: 50, name: 'Lead Viewer', url: '/viewLeads' },
      { id: 51, name: 'Lead Response Time', url: '/viewLeadResponseTime' },
      { id: 52, name: 'Response Time Override', url: '/responseTimeOverride' },
      { id: 53, name: 'SmartLeads settings', url: '/leadsettingsPreview' },
      { id: 54, name: 'Set Budget', url: '/setbudget' },
    ],
  },
  {
    id: 4,
    name: 'Reports',
    url: '',
    children: [
      {
        id: 60,
        name: 'Compliance',
        url: '',
        children: [
          report(61, 'Compliance Aggregate Report', 'ComplianceAggregateReport'),
          report(62, 'Dealer Compliance Report', 'ComplianceDealerReport'),
          report(63, 'Compliance Scorecard', 'ComplianceScorecardReport'),
          report(64, 'DRS Dealer Compliance Report', 'DRSComplianceDealerReport'),
          report(65, 'Website Provider Non-Compliant Report', 'DWCPWebproviderNonCompliantReport'),
          report(66, 'CRM Compliance Aggregate Report', 'CRMComplianceAggregateReport'),
          report(67, 'CRM Non-Compliant Report', 'CRMNonCompliantReport'),
          report(68, 'DRS Compliance Aggregate Report', 'DRSComplianceAggregateReport'),
          report(69, 'DRS Non-Compliance Audit Report', 'DRSNonComplianceAuditReport'),
        ],
      },
      {
        id: 70,
        name: 'Compliance Audits',
        url: '',
        children: [
          { id: 71, name: 'Data Recording', url: '/compliance/dataRecording' },
          { id: 72, name: 'CRM Data Recording', url: '/compliance/crmDataRecording?q=CRMComplianceAggregateReport' },
          { id: 73, name: 'DRS Data Recording', url: '/compliance/drsDataRecording' },
          { id: 74, name: 'Compliance Scores', url: '/compliance/complianceScoresReport' },
        ],
      },
      {
        id: 80,
        name: 'Lead Reports',
        url: '',
        children: [
          report(81, 'Concierge Report', 'concierge'),
          report(82, 'Shopper Contact Report', 'shopperContact'),
          report(83, 'Sales Conversion Report', 'salesConversion'),
          report(84, 'Affinity Dealer Sales Report', 'affinityDealerSales'),
        ],
      },
      { id: 85, name: 'SmartAnalytics Dashboard', url: '/newsmartanalytics' },
    ],
  },
  {
    id: 5,
    name: 'Tools',
    url: '',
    children: [
      { id: 90, name: 'Resources', url: '/resources' },
      { id: 91, name: 'Payload Lookup', url: '/payloadlookup' },
      { id: 92, name: 'Log Viewer', url: '/logviewer' },
      { id: 93, name: 'Videos', url: '/video' },
    ],
  },
  {
    id: SETTINGS_MENU_ID,
    name: 'Settings',
    url: '',
    children: [
      { id: 41, name: 'Profile Information', url: '/manageprofile' },
      { id: CHANGE_PASSWORD_MENU_ID, name: 'Change Password', url: '/changePassword' },
      { id: 42, name: 'Notifications', url: '/notificationsUnsubscription' },
      { id: 43, name: 'Manual DMF Correction', url: '/settings/manualDMFCorrection' },
      { id: 44, name: 'Pre-Lead Conversion', url: '/settings/preLead' },
    ],
  },
  // The studio (issue #18): product staff and QA only, so not among the entries every admin sees.
  { id: STUDIO_MENU_ID, name: 'Studio', url: '/studio' },
  { id: 99, name: 'Contact Us', url: '/contactus' },
];

/**
 * Leaf and branch ids each role sees. A branch is listed with its children; the server shows a
 * branch only when it is granted and has a visible child or a url.
 *
 * Dealers get Payload Lookup (91): the spec's dealers "look up payloads and logs" (portal-shell
 * §1, business-areas header) and issue #17 has a dealer see "only its own payloads" (the
 * payload handlers hold a dealer to its own dealers). The Log Viewer (92) stays a grant to one
 * user (USER_MENU_ITEMS), the demo of a menu entry given to a user rather than a role.
 */
const DEALER_ITEMS = [
  1, 10, 11, 12, 14, 15, 16, 17, 18, 19, 21, 22, 23, 27,
  2, 31, 32, 34, 35,
  3, 50, 51, 53, 54,
  4, 60, 62, 63, 64, 80, 81, 82, 83,
  5, 90, 91, 93,
  SETTINGS_MENU_ID, 41, CHANGE_PASSWORD_MENU_ID, 42,
  99,
];

/**
 * A dealer's own pages, which staff reach by acting as a dealer (impersonation gives them that
 * dealer's menu), not from their own menu, where they led home (the menu walk, issue #20):
 * Profile Information. OEM staff, who act for no dealer, also go without Manage Packages and
 * Addon Enrollments (32), Digital Dealer Packages (33) and Manage Subscription (34), each one
 * dealer's own packages (left out of their list below); administrators keep them, and the page
 * leads them to choose the dealer to act as (DealerNeededPage).
 */
export const DEALER_OWN_MENU_IDS: ReadonlySet<number> = new Set([41]);

export const ROLE_MENU_ITEMS: Readonly<Record<Role, readonly number[]>> = {
  Dealer: DEALER_ITEMS,
  // Manage Enrollments (30) stays with admins and OEM staff: its search and dealer actions are theirs (contract x-roles).
  'Dealer Group': [...DEALER_ITEMS, 84],
  OEM: [
    1, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27,
    2, 30, 31,
    3, 50, 51,
    4, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 80, 81, 82, 83, 84, 85,
    5, 90, 91, 92, 93,
    SETTINGS_MENU_ID, CHANGE_PASSWORD_MENU_ID,
    99,
  ],
  // Administrators see every entry but the studio's and a dealer's own pages (allMenuIds of the seed leaves them out).
  admin: [],
  // Editors edit the program tiles' texts and cannot enroll.
  'CMS Editor': [1, 10, 11, 12, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 27, 5, 90, SETTINGS_MENU_ID, CHANGE_PASSWORD_MENU_ID, 99],
  // The studio's users (issue #18) reach the studio; what they edit they preview there.
  'Product Staff': [STUDIO_MENU_ID, SETTINGS_MENU_ID, CHANGE_PASSWORD_MENU_ID, 99],
  QA: [STUDIO_MENU_ID, SETTINGS_MENU_ID, CHANGE_PASSWORD_MENU_ID, 99],
};

/** Entries only their roles see, never granted to every admin (the studio, issue #18). */
export const ROLE_ONLY_MENU_IDS: ReadonlySet<number> = new Set([STUDIO_MENU_ID]);

/** Entries only some manufacturers' dealers get: [item, role, OEM codes]. */
export const OEM_MENU_ITEMS: readonly (readonly [number, Role, readonly string[]])[] = [
  [33, 'Dealer', ['genesis', 'hyundai']],
  [26, 'Dealer', ['honda', 'acura']],
  [24, 'Dealer', ['bmwca', 'hyundaica']],
];

/**
 * Entries granted to one user: [item, login name]. (The group user's grant of Manual DMF
 * Correction went: that screen and its calls are the administrators', so the entry led home.)
 */
export const USER_MENU_ITEMS: readonly (readonly [number, string])[] = [
  [92, 'dealer'],
];

export function allMenuIds(nodes: readonly MenuNode[] = MENU_TREE): number[] {
  return nodes.flatMap((node) => [node.id, ...allMenuIds(node.children ?? [])]);
}
