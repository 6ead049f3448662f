import type { AddonCategory, CustomParameterType, OfferKind } from '../vocabulary.ts';
import type { DefaultJson, DefaultNumeric, Defaulted, Id, Numeric, Timestamp } from './column-types.ts';

export interface OfferTypesTable {
  /** The spec's offer type id. */
  id: number;
  code: string;
  name: string;
}

export interface CustomParameterDefinition {
  name: string;
  label: string;
  type: CustomParameterType;
  required: boolean;
}

export interface AddonsTable {
  /** The spec's add-on id (4 and 6 are program add-ons). */
  id: number;
  code: string;
  name: string;
  category: AddonCategory;
  offerTypeId: number | null;
  description: string | null;
  customParameterDefinitions: DefaultJson<CustomParameterDefinition[]>;
}

export interface ProgramsTable {
  id: Id;
  oemId: number;
  code: string;
  name: string;
  description: string | null;
  leadProgram: Defaulted<boolean>;
  hasBudget: Defaulted<boolean>;
  programAddonId: number | null;
  position: Defaulted<number>;
}

export interface ProgramAddonsTable {
  programId: number;
  addonId: number;
}

export interface OfferProvidersTable {
  id: Id;
  name: string;
  description: string | null;
  drs: Defaulted<boolean>;
  logoUrl: string | null;
  websiteUrl: string | null;
  pdfUrl: string | null;
  contactEmail: string | null;
}

export interface OfferProviderOemsTable {
  offerProviderId: number;
  oemId: number;
}

export interface PackagesTable {
  id: Id;
  oemId: number;
  offerProviderId: number;
  offerTypeId: number;
  programAddonId: number;
  kind: OfferKind;
  name: string;
  description: string | null;
  dwcPriority: number;
  monthlyPrice: Numeric;
  setupFee: DefaultNumeric;
  includedOfferTypeIds: Defaulted<number[]>;
  active: Defaulted<boolean>;
}

export interface PackageOptionalAddonsTable {
  packageId: number;
  addonId: number;
  monthlyPrice: Numeric;
  description: string | null;
}

export interface AddonPricesTable {
  oemId: number;
  addonId: number;
  monthlyPrice: Numeric;
  setupFee: DefaultNumeric;
  required: Defaulted<boolean>;
  includedWithOfferTypeIds: Defaulted<number[]>;
}

export interface EulaDocumentsTable {
  id: Id;
  oemId: number;
  version: string;
  url: string;
  publishedAt: Timestamp;
}

export interface VehicleModelsTable {
  id: Id;
  oemId: number;
  modelCode: string;
  make: string;
  name: string;
  year: number | null;
}

export interface LeadSourcesTable {
  id: Id;
  name: string;
  proper: Defaulted<boolean>;
}
