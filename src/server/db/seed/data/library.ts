import type { ResourceDocumentType } from '../../vocabulary.ts';

export const RESOURCE_CATEGORIES = [
  'Program Guides',
  'Training',
  'Marketing Materials',
  'Policies and Agreements',
  'Reports and Templates',
] as const;

/** The products resources belong to: [componentId, name]. */
export const RESOURCE_PRODUCTS: readonly (readonly [number, string])[] = [
  [1, 'SmartLeads'],
  [2, 'SmartAnalytics'],
  [3, 'Dealer Website Certification'],
  [4, 'Digital Advertising'],
  [5, 'Concierge Elite'],
  [6, 'SmartNurture Shopper Contact'],
  [7, 'CRM Certification'],
  [8, 'Shopper Assurance'],
  [9, 'Digital Retailing Services'],
];

/**
 * Where the library's help link goes: the portal's FAQ, the CMS FAQ blocks (portal-shell §3
 * block kinds) shown on How to Enroll, which every role with the Resources entry may open. A
 * path of the portal; the search answers it as an absolute address of the caller's origin.
 */
export const HELP_PAGE_URL = '/howToEnroll#faq';

/**
 * [English title, French title, category, document type, file extension or null for links].
 * Videos have none here (their size is the stored file's): the seed files every one as the demo
 * training video (tools-files/training-webinar.webm) with captions in its language.
 */
export const RESOURCE_TITLES: readonly (readonly [string, string, (typeof RESOURCE_CATEGORIES)[number], ResourceDocumentType, string | null])[] = [
  ['Program overview', 'Aperçu du programme', 'Program Guides', 'PDF', 'pdf'],
  ['Getting started guide', 'Guide de démarrage', 'Program Guides', 'PDF', 'pdf'],
  ['Training webinar', 'Webinaire de formation', 'Training', 'VIDEO', null],
  ['Best practices checklist', 'Liste des bonnes pratiques', 'Training', 'DOCUMENT', 'docx'],
  ['Co-op marketing toolkit', 'Trousse de marketing coopératif', 'Marketing Materials', 'PRESENTATION', 'pptx'],
  ['Brand image library', "Banque d'images de marque", 'Marketing Materials', 'IMAGE', 'zip'],
  ['Program terms and conditions', 'Modalités du programme', 'Policies and Agreements', 'PDF', 'pdf'],
  ['Monthly results template', 'Modèle de résultats mensuels', 'Reports and Templates', 'SPREADSHEET', 'xlsx'],
  ['Frequently asked questions', 'Foire aux questions', 'Program Guides', 'LINK', null],
];

export const EVENT_TYPES = [
  'LEAD_RECEIVED',
  'LEAD_DELIVERED',
  'LEAD_DELIVERY_FAILED',
  'LEAD_DUPLICATE',
  'DISPOSITION_RECEIVED',
  'SALE_MATCHED',
  'SUBSCRIPTION_CHANGED',
  'ENROLLMENT_CHANGED',
  'BUDGET_CHANGED',
  'COVERAGE_CHANGED',
] as const;

export const NOTIFICATION_TYPES: readonly (readonly [string, string])[] = [
  ['LEAD_ALERTS', 'Lead alerts'],
  ['BILLING', 'Billing notices'],
  ['COMPLIANCE', 'Compliance audit results'],
  ['PROGRAM_NEWS', 'Program news and updates'],
];

export const DOWNLOAD_DOCUMENTS: readonly (readonly [string, string, string, string])[] = [
  ['Enrollment guide', 'Guides', 'enrollment-guide.txt', 'How to enroll in programs and add-ons, step by step.'],
  ['Billing FAQ', 'Guides', 'billing-faq.txt', 'Answers to common billing questions.'],
  ['ZIP import template', 'Templates', 'zip-import-template.csv', 'zip\n'],
  ['Lead destination template', 'Templates', 'lead-destinations.csv', 'leadFormat,emails,leadTypes\n'],
];
