import type { Country, Currency } from '../../vocabulary.ts';

/**
 * The manufacturers: the seven with their own portal look (portal-shell §1: Honda, Acura,
 * Infiniti, Genesis, BMW CA, Hyundai, Hyundai CA) and the other brands with product files
 * (bmw, bmwmc, maserati, mazda, mini). Honda is oemId 1: the shell labels the settings menu
 * "Certified Programs" for it.
 */
export interface OemSeed {
  id: number;
  /** Skin and product-file name. */
  code: string;
  name: string;
  /** Vehicle make on leads and models. */
  make: string;
  country: Country;
  currency: Currency;
  portalOem: boolean;
  hasBundles: boolean;
  languages: readonly ('en' | 'fr')[];
  dealerCodePrefix: string;
  dealerCount: number;
  supportPhone: string;
  supportEmail: string;
  biDashboards: readonly Record<string, string>[];
  lmsExternalUrl: string | null;
  models: readonly string[];
}

export const HONDA_OEM_ID = 1;

export const OEMS: readonly OemSeed[] = [
  {
    id: HONDA_OEM_ID, code: 'honda', name: 'Honda', make: 'Honda', country: 'US', currency: 'USD', portalOem: true,
    hasBundles: true, languages: ['en', 'fr'], dealerCodePrefix: 'HON', dealerCount: 60,
    supportPhone: '888-555-0101', supportEmail: 'honda.support@example.com',
    biDashboards: [{ leadPerformance: 'Lead Performance' }, { websiteCompliance: 'Website Compliance' }],
    lmsExternalUrl: 'https://learning.example.com/honda',
    models: ['Accord', 'Civic', 'CR-V', 'HR-V', 'Pilot', 'Odyssey', 'Passport', 'Ridgeline', 'Prologue'],
  },
  {
    id: 2, code: 'acura', name: 'Acura', make: 'Acura', country: 'US', currency: 'USD', portalOem: true,
    hasBundles: true, languages: ['en'], dealerCodePrefix: 'ACU', dealerCount: 30,
    supportPhone: '888-555-0102', supportEmail: 'acura.support@example.com',
    biDashboards: [{ leadPerformance: 'Lead Performance' }],
    lmsExternalUrl: 'https://learning.example.com/acura',
    models: ['Integra', 'TLX', 'RDX', 'MDX', 'ZDX'],
  },
  {
    id: 3, code: 'infiniti', name: 'Infiniti', make: 'INFINITI', country: 'US', currency: 'USD', portalOem: true,
    hasBundles: false, languages: ['en'], dealerCodePrefix: 'INF', dealerCount: 25,
    supportPhone: '888-555-0103', supportEmail: 'infiniti.support@example.com',
    biDashboards: [], lmsExternalUrl: null,
    models: ['Q50', 'QX50', 'QX55', 'QX60', 'QX80'],
  },
  {
    id: 4, code: 'genesis', name: 'Genesis', make: 'Genesis', country: 'US', currency: 'USD', portalOem: true,
    hasBundles: false, languages: ['en'], dealerCodePrefix: 'GEN', dealerCount: 25,
    supportPhone: '888-555-0104', supportEmail: 'genesis.support@example.com',
    biDashboards: [{ retailerPerformance: 'Retailer Performance' }], lmsExternalUrl: null,
    models: ['G70', 'G80', 'G90', 'GV60', 'GV70', 'GV80'],
  },
  {
    id: 5, code: 'bmwca', name: 'BMW CA', make: 'BMW', country: 'CA', currency: 'CAD', portalOem: true,
    hasBundles: true, languages: ['en', 'fr'], dealerCodePrefix: 'BCA', dealerCount: 20,
    supportPhone: '888-555-0105', supportEmail: 'bmwca.support@example.com',
    biDashboards: [], lmsExternalUrl: null,
    models: ['3 Series', '5 Series', 'X1', 'X3', 'X5', 'i4', 'iX'],
  },
  {
    id: 6, code: 'hyundai', name: 'Hyundai', make: 'Hyundai', country: 'US', currency: 'USD', portalOem: true,
    hasBundles: true, languages: ['en'], dealerCodePrefix: 'HYU', dealerCount: 40,
    supportPhone: '888-555-0106', supportEmail: 'hyundai.support@example.com',
    biDashboards: [{ leadPerformance: 'Lead Performance' }, { digitalRetail: 'Digital Retail' }, { shopperJourney: 'Shopper Journey' }],
    lmsExternalUrl: 'https://learning.example.com/hyundai',
    models: ['Elantra', 'Sonata', 'Tucson', 'Santa Fe', 'Palisade', 'Kona', 'IONIQ 5', 'IONIQ 6'],
  },
  {
    id: 7, code: 'hyundaica', name: 'Hyundai CA', make: 'Hyundai', country: 'CA', currency: 'CAD', portalOem: true,
    hasBundles: false, languages: ['en', 'fr'], dealerCodePrefix: 'HCA', dealerCount: 20,
    supportPhone: '888-555-0107', supportEmail: 'hyundaica.support@example.com',
    biDashboards: [], lmsExternalUrl: null,
    models: ['Elantra', 'Tucson', 'Santa Fe', 'Kona', 'Venue', 'IONIQ 5'],
  },
  {
    id: 8, code: 'bmw', name: 'BMW', make: 'BMW', country: 'US', currency: 'USD', portalOem: false,
    hasBundles: false, languages: ['en'], dealerCodePrefix: 'BMW', dealerCount: 5,
    supportPhone: '888-555-0108', supportEmail: 'bmw.support@example.com', biDashboards: [], lmsExternalUrl: null,
    models: ['3 Series', '5 Series', 'X3', 'X5', 'i4', 'iX'],
  },
  {
    id: 9, code: 'bmwmc', name: 'BMW Motorrad', make: 'BMW Motorrad', country: 'US', currency: 'USD', portalOem: false,
    hasBundles: false, languages: ['en'], dealerCodePrefix: 'BMC', dealerCount: 5,
    supportPhone: '888-555-0109', supportEmail: 'bmwmc.support@example.com', biDashboards: [], lmsExternalUrl: null,
    models: ['R 1300 GS', 'S 1000 RR', 'F 900 R', 'R 18', 'CE 04'],
  },
  {
    id: 10, code: 'maserati', name: 'Maserati', make: 'Maserati', country: 'US', currency: 'USD', portalOem: false,
    hasBundles: false, languages: ['en'], dealerCodePrefix: 'MAS', dealerCount: 5,
    supportPhone: '888-555-0110', supportEmail: 'maserati.support@example.com', biDashboards: [], lmsExternalUrl: null,
    models: ['Ghibli', 'Grecale', 'Levante', 'MC20', 'GranTurismo'],
  },
  {
    id: 11, code: 'mazda', name: 'Mazda', make: 'Mazda', country: 'US', currency: 'USD', portalOem: false,
    hasBundles: false, languages: ['en'], dealerCodePrefix: 'MAZ', dealerCount: 5,
    supportPhone: '888-555-0111', supportEmail: 'mazda.support@example.com', biDashboards: [], lmsExternalUrl: null,
    models: ['Mazda3', 'CX-30', 'CX-5', 'CX-50', 'CX-90', 'MX-5 Miata'],
  },
  {
    id: 12, code: 'mini', name: 'MINI', make: 'MINI', country: 'US', currency: 'USD', portalOem: false,
    hasBundles: false, languages: ['en'], dealerCodePrefix: 'MIN', dealerCount: 5,
    supportPhone: '888-555-0112', supportEmail: 'mini.support@example.com', biDashboards: [], lmsExternalUrl: null,
    models: ['Cooper', 'Countryman', 'Clubman', 'Aceman'],
  },
];

export function oemById(id: number): OemSeed {
  const oem = OEMS.find((candidate) => candidate.id === id);
  if (!oem) throw new RangeError(`No seeded OEM ${id}`);
  return oem;
}
