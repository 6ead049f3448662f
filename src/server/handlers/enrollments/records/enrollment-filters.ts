/**
 * The Manage Enrollments filters, read the same way from the search body and from the export's
 * query parameters (the contract declares the same names for both), so the CSV holds exactly
 * the rows the search shows.
 */
import type { DealerStatus } from '../../../db/vocabulary.ts';

/** The "all programs" entry of the program filter (business-areas §3: "id -1 is the all entry"). */
export const ALL_PROGRAMS_ID = -1;

export interface EnrollmentFilters {
  /** Absent: every program. */
  programId?: number;
  /** Rows with a current enrollment in one of these add-ons. */
  addonIds: readonly number[];
  /** One add-on: rows with an enrollment in it at any status, their add-ons limited to it. */
  addonId?: number;
  regionCode?: string;
  districtCode?: string;
  statuses: readonly DealerStatus[];
  /** Dealer code or part of the name, trimmed; absent when blank. */
  dealer?: string;
}

/** The filter values as both the search body and the export query carry them. */
export interface EnrollmentFilterValues {
  programId?: number;
  addonIds?: readonly number[];
  addonId?: number;
  regionCode?: string;
  districtCode?: string;
  statuses?: readonly DealerStatus[];
  dealer?: string;
}

const text = (value: string | undefined) => (value !== undefined && value.trim() !== '' ? value.trim() : undefined);

/** Values the request validator has already checked against the contract. */
export function enrollmentFiltersOf(values: EnrollmentFilterValues): EnrollmentFilters {
  const programId = values.programId !== undefined && values.programId !== ALL_PROGRAMS_ID ? values.programId : undefined;
  const regionCode = text(values.regionCode);
  const districtCode = text(values.districtCode);
  const dealer = text(values.dealer);
  return {
    ...(programId !== undefined ? { programId } : {}),
    addonIds: values.addonIds ?? [],
    ...(values.addonId !== undefined ? { addonId: values.addonId } : {}),
    ...(regionCode !== undefined ? { regionCode } : {}),
    ...(districtCode !== undefined ? { districtCode } : {}),
    statuses: values.statuses ?? [],
    ...(dealer !== undefined ? { dealer } : {}),
  };
}
