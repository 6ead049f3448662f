import { ADDON_DIGITAL_DEALER, ADDON_WEBSITE_PROGRAM } from '../../../../constants.ts';
import type { CustomParameterDefinition } from '../../schema/catalogue.ts';
import type { OfferKind } from '../../vocabulary.ts';

/** Offer type ids (business-areas §3). */
export const OFFER_TYPE = {
  DWS: 5,
  DIGAD: 6,
  FULL_SERVICE: 7,
  DRS: 8,
  REP: 9,
  CALL: 10,
  TRADEIN: 11,
  CREATIVE: 15,
  LEAD: 16,
  CHAT: 17,
  EVHUB: 1034,
} as const;

/** Add-on ids of the offer types (business-areas §3). */
export const ADDON = {
  DWS: 19,
  DIGAD: 20,
  FULL_SERVICE: 21,
  DRS: 22,
  REP: 23,
  CALL: 24,
  TRADEIN: 25,
  CREATIVE: 26,
  CHAT: 27,
  LEAD: 28,
  EVHUB: 1035,
} as const;

export type OfferCode = keyof typeof OFFER_TYPE;

export const OFFER_TYPE_NAMES: Readonly<Record<OfferCode, string>> = {
  DWS: 'Dealer Website',
  DIGAD: 'Digital Advertising',
  FULL_SERVICE: 'Full Service',
  DRS: 'Digital Retailing Services',
  REP: 'Reputation Management',
  CALL: 'Call Tracking',
  TRADEIN: 'Trade-In',
  CREATIVE: 'Creative Services',
  LEAD: 'Leads',
  CHAT: 'Chat',
  EVHUB: 'EV Hub',
};

export const OFFER_CODES = Object.keys(OFFER_TYPE) as OfferCode[];

export const PROGRAM_ADDONS = [
  { id: ADDON_WEBSITE_PROGRAM, code: 'WEBSITE_PROGRAM', name: 'Website Programs and Packages' },
  { id: ADDON_DIGITAL_DEALER, code: 'DIGITAL_DEALER', name: 'Digital Dealer' },
] as const;

const urlParameter = (name: string, label: string, required: boolean): CustomParameterDefinition => ({
  name,
  label,
  type: 'URL',
  required,
});

/** Custom parameters SmartLeads services collect per add-on subscription. */
export const ADDON_CUSTOM_PARAMETERS: Partial<Record<OfferCode, CustomParameterDefinition[]>> = {
  CHAT: [urlParameter('chatWidgetUrl', 'Chat widget URL', true), { name: 'chatHours', label: 'Chat hours', type: 'TEXT', required: false }],
  CALL: [{ name: 'trackingNumber', label: 'Tracking phone number', type: 'TEXT', required: true }, { name: 'recordCalls', label: 'Record calls', type: 'BOOLEAN', required: false }],
  TRADEIN: [urlParameter('tradeInToolUrl', 'Trade-in tool URL', true)],
  LEAD: [{ name: 'crmEmail', label: 'CRM lead e-mail', type: 'TEXT', required: true }, { name: 'dailyLeadCap', label: 'Daily lead cap', type: 'NUMBER', required: false }],
  DWS: [urlParameter('websiteUrl', 'Website URL', true)],
};

export interface ProgramTemplate {
  code: string;
  name: string;
  description: string;
  leadProgram: boolean;
  hasBudget: boolean;
  programAddonId: number | null;
  addons: readonly OfferCode[];
  /** Offered to the brands with only product files too. */
  allOems: boolean;
}

export const PROGRAM_TEMPLATES: readonly ProgramTemplate[] = [
  {
    code: 'SMARTLEADS', name: 'SmartLeads', description: 'Qualified shopper leads delivered to the dealership, within a monthly budget.',
    leadProgram: true, hasBudget: true, programAddonId: null, addons: ['LEAD', 'CHAT', 'CALL', 'TRADEIN'], allOems: true,
  },
  {
    code: 'WEBSITE_CERTIFICATION', name: 'Dealer Website Certification', description: 'Certified website providers and packages.',
    leadProgram: false, hasBudget: false, programAddonId: ADDON_WEBSITE_PROGRAM, addons: ['DWS', 'FULL_SERVICE', 'REP', 'CREATIVE', 'EVHUB'], allOems: true,
  },
  {
    code: 'DIGITAL_DEALER', name: 'Digital Dealer', description: 'Digital retailing services from certified providers.',
    leadProgram: false, hasBudget: false, programAddonId: ADDON_DIGITAL_DEALER, addons: ['DRS'], allOems: false,
  },
  {
    code: 'DIGITAL_ADVERTISING', name: 'Digital Advertising', description: 'Co-op digital advertising campaigns.',
    leadProgram: false, hasBudget: false, programAddonId: null, addons: ['DIGAD'], allOems: false,
  },
  {
    code: 'SMARTANALYTICS', name: 'SmartAnalytics', description: 'Dashboard of leads, sales and website performance.',
    leadProgram: false, hasBudget: false, programAddonId: null, addons: [], allOems: false,
  },
  {
    code: 'CONCIERGE', name: 'Concierge Elite', description: 'Live concierge follow-up of shopper inquiries.',
    leadProgram: false, hasBudget: false, programAddonId: null, addons: [], allOems: false,
  },
  {
    code: 'SHOPPER_CONTACT', name: 'SmartNurture Shopper Contact', description: 'Automated shopper contact and nurture campaigns.',
    leadProgram: false, hasBudget: false, programAddonId: null, addons: [], allOems: false,
  },
  {
    code: 'CRM_CERTIFICATION', name: 'CRM Certification', description: 'Certified CRM providers and lead handling standards.',
    leadProgram: false, hasBudget: false, programAddonId: null, addons: [], allOems: false,
  },
  {
    code: 'SHOPPER_ASSURANCE', name: 'Shopper Assurance', description: 'Transparent pricing and shopper guarantees.',
    leadProgram: false, hasBudget: false, programAddonId: null, addons: [], allOems: false,
  },
];

export interface ProviderSeed {
  name: string;
  shortName: string;
  drs: boolean;
  description: string;
}

/** Fictional providers: website providers and digital retailing (DRS) providers. */
export const PROVIDERS: readonly ProviderSeed[] = [
  { name: 'Northwind Web Studio', shortName: 'Northwind', drs: false, description: 'Responsive dealer websites with inventory merchandising.' },
  { name: 'Summit Dealer Sites', shortName: 'Summit', drs: false, description: 'Conversion-focused websites and SEO for dealerships.' },
  { name: 'Bluewater Digital', shortName: 'Bluewater', drs: false, description: 'Websites, paid search and social for dealer groups.' },
  { name: 'Keystone Auto Web', shortName: 'Keystone', drs: false, description: 'OEM-compliant websites with built-in specials.' },
  { name: 'Ironbridge Interactive', shortName: 'Ironbridge', drs: false, description: 'Full-service digital marketing for dealers.' },
  { name: 'Cardinal Dealer Media', shortName: 'Cardinal', drs: false, description: 'Websites and creative services.' },
  { name: 'Evergreen Motors Online', shortName: 'Evergreen', drs: false, description: 'Websites with EV shopping tools.' },
  { name: 'Lighthouse Dealer Web', shortName: 'Lighthouse', drs: false, description: 'Websites and reputation management.' },
  { name: 'Drivepath Retail', shortName: 'Drivepath', drs: true, description: 'Online deal building from payment to delivery.' },
  { name: 'Clearlane Commerce', shortName: 'Clearlane', drs: true, description: 'Digital retailing with trade-in and credit.' },
  { name: 'Motorcart Digital Retail', shortName: 'Motorcart', drs: true, description: 'Buy-online tools integrated with the dealer website.' },
];

/** Packages a website provider may offer: [offer type, kind, label, monthly price range]. */
export const WEBSITE_PACKAGE_MENU: readonly (readonly [OfferCode, OfferKind, string, number, number])[] = [
  ['FULL_SERVICE', 'BUNDLE', 'Full Service Bundle', 1999, 2999],
  ['DWS', 'PACKAGE', 'Website Pro', 799, 1299],
  ['DIGAD', 'PACKAGE', 'Digital Advertising', 499, 1499],
  ['REP', 'PACKAGE', 'Reputation Management', 199, 399],
  ['CALL', 'PACKAGE', 'Call Tracking', 149, 299],
  ['CHAT', 'PACKAGE', 'Live Chat', 199, 449],
  ['LEAD', 'PACKAGE', 'Lead Booster', 299, 699],
  ['EVHUB', 'PACKAGE', 'EV Hub', 249, 499],
  ['TRADEIN', 'ADDITIONAL', 'Trade-In Valuation', 99, 249],
  ['CREATIVE', 'ADDITIONAL', 'Creative Services', 149, 399],
];

export const DRS_PACKAGE_MENU: readonly (readonly [OfferCode, OfferKind, string, number, number])[] = [
  ['DRS', 'PACKAGE', 'Digital Retailing', 699, 1299],
  ['TRADEIN', 'ADDITIONAL', 'Instant Trade Appraisal', 149, 299],
];

/** The offer types a Full Service bundle covers. */
export const FULL_SERVICE_INCLUDES: readonly OfferCode[] = ['DWS', 'DIGAD', 'REP', 'CALL', 'LEAD'];

/** Optional add-ons a package may carry, with a price range. */
export const OPTIONAL_ADDONS: readonly (readonly [OfferCode, number, number])[] = [
  ['CHAT', 49, 149],
  ['TRADEIN', 49, 99],
  ['CALL', 39, 99],
  ['CREATIVE', 99, 299],
];

export const LEAD_SOURCES: readonly (readonly [string, boolean])[] = [
  ['Manufacturer Website', true],
  ['Dealer Website', true],
  ['Automotive Marketplace', true],
  ['Chat', true],
  ['Call Tracking', true],
  ['Concierge', true],
  ['Trade-In Tool', true],
  ['Price Comparison', true],
  ['SmartNurture', true],
  ['Social Media', true],
  ['Email Campaign', false],
  ['Event', false],
];

export const CREDIT_REASONS: readonly (readonly [string, boolean])[] = [
  ['Duplicate lead', false],
  ['Invalid contact information', false],
  ['Customer already purchased', false],
  ['Outside the dealership market area', false],
  ['Test or fraudulent lead', false],
  ['Other', true],
];

export const CRM_PROVIDERS: readonly (readonly [string, string])[] = [
  ['Momentum CRM', 'Momentum Software'],
  ['Pinnacle Dealer CRM', 'Pinnacle Systems'],
  ['Velocity CRM', 'Velocity Auto Tech'],
  ['Harbor CRM', 'Harbor Data'],
  ['Sterling Automotive CRM', 'Sterling Labs'],
  ['Vantage CRM', 'Vantage Dealer Solutions'],
];

export const TRIMS = ['Base', 'Sport', 'Touring', 'Premium', 'Limited', 'Platinum', 'EX', 'LX'] as const;
