import type { CoverageType, LeadFormat, LeadType, ZipImportMode, ZipImportRowStatus } from '../vocabulary.ts';
import type { DateText, DefaultTimestamp, Defaulted, Id, Numeric, Timestamp } from './column-types.ts';

export interface BudgetsTable {
  dealerId: number;
  programId: number;
  budget: Numeric;
  budgetForCurrentMonth: Numeric;
  balance: Numeric;
  pendingBudget: Numeric | null;
  pendingEffectiveFrom: DateText | null;
  updatedAt: DefaultTimestamp;
  updatedByUserId: number | null;
}

export interface BudgetHistoryTable {
  id: Id;
  dealerId: number;
  programId: number;
  oldBudget: Numeric | null;
  newBudget: Numeric;
  effectiveFrom: DateText;
  changedByUserId: number | null;
  impersonatorLogin: string | null;
  changedAt: DefaultTimestamp;
}

export interface ZipCodesTable {
  zip: string;
  city: string;
  state: string;
  country: string;
  latitude: number;
  longitude: number;
}

export interface LeadProgramSettingsTable {
  dealerId: number;
  programId: number;
  coverageType: CoverageType;
  centralZip: string | null;
  radiusMiles: number | null;
  coverageUpdatedAt: Timestamp | null;
  usedMinModelYear: number | null;
  usedMaxMileage: number | null;
  updatedAt: DefaultTimestamp;
}

export interface LeadCoverageZipsTable {
  dealerId: number;
  programId: number;
  zip: string;
}

export interface LeadDestinationsTable {
  id: Id;
  dealerId: number;
  programId: number;
  leadFormat: LeadFormat;
  /** Comma-separated addresses, as entered. */
  emails: string;
  /** Empty: every lead type. */
  leadTypes: Defaulted<LeadType[]>;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

export interface LeadVehicleSettingsTable {
  dealerId: number;
  programId: number;
  vehicleModelId: number;
  leadTypes: Defaulted<LeadType[]>;
}

export interface LeadSalesSettingsTable {
  dealerId: number;
  programId: number;
  leadType: LeadType;
  enabled: Defaulted<boolean>;
  leadSourceIds: Defaulted<number[]>;
  updatedAt: DefaultTimestamp;
}

export interface ZipBulkImportsTable {
  id: Id;
  dealerId: number;
  programId: number;
  fileName: string;
  mode: ZipImportMode;
  totalRows: number;
  validCount: number;
  invalidCount: number;
  duplicateCount: number;
  unknownCount: number;
  savedAt: Timestamp | null;
  createdByUserId: number | null;
  createdAt: DefaultTimestamp;
}

export interface ZipBulkImportRowsTable {
  importId: number;
  rowNumber: number;
  value: string;
  status: ZipImportRowStatus;
  message: string | null;
}
