import { translateEnglish } from '../../../rules/core.ts';
import { LEAD_FORMATS, LEAD_TYPES, type LeadType } from '../vocabulary.ts';
import { insertRows, type Row } from './bulk-insert.ts';
import { distanceMiles } from './data/geography.ts';
import type { Catalogue } from './seed-catalogue.ts';
import type { SeedStep } from './seed-context.ts';
import type { DealerRecord } from './seed-dealers.ts';
import type { Enrollments } from './seed-enrollments.ts';
import type { Geography } from './seed-oems-and-geography.ts';
import type { UserRecord } from './seed-users-and-menus.ts';

const RADII = [10, 15, 25, 30, 50] as const;

/**
 * Budgets and lead program settings of every dealer in a lead program: coverage by radius or ZIP
 * list (with the covered ZIPs), destinations, vehicle management, lead sales per category, and a
 * few bulk ZIP imports with their row reports.
 */
export async function seedLeadProgram(
  { db, prng, clock }: SeedStep,
  dealers: DealerRecord[],
  geography: Geography,
  catalogue: Catalogue,
  enrollments: Enrollments,
  users: UserRecord[],
): Promise<void> {
  const adminId = users.find((user) => user.role === 'admin')?.id ?? null;
  const nextMonth = clock.dateText(new Date(Date.UTC(clock.reference.getUTCFullYear(), clock.reference.getUTCMonth() + 1, 1)));
  const budgets: Row<'budgets'>[] = [];
  const budgetHistory: Row<'budgetHistory'>[] = [];
  const settings: Row<'leadProgramSettings'>[] = [];
  const coverage: Row<'leadCoverageZips'>[] = [];
  const destinations: Row<'leadDestinations'>[] = [];
  const vehicleSettings: Row<'leadVehicleSettings'>[] = [];
  const salesSettings: Row<'leadSalesSettings'>[] = [];
  const imports: Row<'zipBulkImports'>[] = [];
  const importRows: Row<'zipBulkImportRows'>[] = [];

  for (const dealer of dealers) {
    const program = enrollments.leadProgramByDealer.get(dealer.id);
    if (!program) continue;
    const p = prng.fork(dealer.code);

    const budget = p.int(10, 100) * 50;
    const spent = Math.round(p.next() * budget * 100) / 100;
    const pending = !dealer.demo && p.chance(0.2);
    budgets.push({
      dealerId: dealer.id,
      programId: program.id,
      budget,
      budgetForCurrentMonth: budget,
      balance: Math.round((budget - spent) * 100) / 100,
      pendingBudget: pending ? budget + p.int(-5, 10) * 50 : null,
      pendingEffectiveFrom: pending ? nextMonth : null,
      updatedAt: clock.daysAgo(p.int(1, 60)),
      updatedByUserId: adminId,
    });
    let previous: number | null = null;
    for (let change = p.int(1, 3); change >= 1; change -= 1) {
      const value: number = change === 1 ? budget : p.int(10, 100) * 50;
      const changedAt = clock.daysAgo(change * p.int(30, 90));
      budgetHistory.push({
        id: budgetHistory.length + 1,
        dealerId: dealer.id,
        programId: program.id,
        oldBudget: previous,
        newBudget: value,
        effectiveFrom: clock.dateText(changedAt),
        changedByUserId: adminId,
        impersonatorLogin: null,
        changedAt,
      });
      previous = value;
    }

    const sameCountry = geography.referenceNear(dealer.place.city);
    const byRadius = p.chance(0.6);
    const radius = p.pick(RADII);
    const zips = byRadius
      ? sameCountry.filter((place) => distanceMiles(dealer.place.latitude, dealer.place.longitude, place.latitude, place.longitude) <= radius)
      : p.sample(
          sameCountry
            .map((place) => ({ place, miles: distanceMiles(dealer.place.latitude, dealer.place.longitude, place.latitude, place.longitude) }))
            .filter(({ miles }) => miles <= 60)
            .map(({ place }) => place),
          p.int(5, 15),
        );
    settings.push({
      dealerId: dealer.id,
      programId: program.id,
      coverageType: byRadius ? ('RADIUS' as const) : ('ZIP_LIST' as const),
      centralZip: byRadius ? dealer.place.zip : null,
      radiusMiles: byRadius ? radius : null,
      coverageUpdatedAt: clock.daysAgo(p.int(1, 200)),
      usedMinModelYear: clock.year - p.int(5, 10),
      usedMaxMileage: p.int(6, 15) * 10_000,
      updatedAt: clock.daysAgo(p.int(1, 60)),
    });
    const covered = new Set(zips.map((place) => place.zip));
    covered.add(dealer.place.zip);
    coverage.push(...[...covered].sort().map((zip) => ({ dealerId: dealer.id, programId: program.id, zip })));

    for (let n = p.int(1, 3); n >= 1; n -= 1) {
      const leadFormat = p.pick(LEAD_FORMATS);
      const emails = p.chance(0.4) ? `leads@${dealer.slug}.example.com, manager@${dealer.slug}.example.com` : `leads@${dealer.slug}.example.com`;
      destinations.push({
        id: destinations.length + 1,
        dealerId: dealer.id,
        programId: program.id,
        leadFormat,
        emails,
        leadTypes: p.chance(0.5) ? [] : p.sample(LEAD_TYPES, p.int(1, 2)),
        createdAt: clock.daysAgo(p.int(100, 400)),
        updatedAt: clock.daysAgo(p.int(1, 99)),
      });
    }

    for (const model of catalogue.vehicleModelsByOem.get(dealer.oemId) ?? []) {
      const leadTypes: LeadType[] = p.chance(0.8) ? [...LEAD_TYPES] : p.sample(LEAD_TYPES, p.int(0, 2));
      vehicleSettings.push({ dealerId: dealer.id, programId: program.id, vehicleModelId: model.id, leadTypes });
    }

    for (const leadType of LEAD_TYPES) {
      salesSettings.push({
        dealerId: dealer.id,
        programId: program.id,
        leadType,
        enabled: p.chance(leadType === 'NEW' ? 0.9 : 0.7),
        leadSourceIds: p.sample(catalogue.leadSources.map((source) => source.id), p.int(2, 5)).sort((a, b) => a - b),
        updatedAt: clock.daysAgo(p.int(1, 120)),
      });
    }

    if (dealer.demo || p.chance(0.05)) {
      const importId = imports.length + 1;
      const values = [
        ...p.sample(sameCountry, 6).map((place) => place.zip),
        dealer.country === 'CA' ? 'H2X1Y' : '6060',
        dealer.place.zip,
        dealer.place.zip,
        dealer.country === 'CA' ? 'X0A 1A1' : '99950',
      ];
      const seen = new Map<string, number>();
      const known = new Set(sameCountry.map((place) => place.zip));
      const rows = values.map((value, index) => {
        const valid = dealer.country === 'CA' ? /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/.test(value) : /^\d{5}(-\d{4})?$/.test(value);
        const status = !valid ? 'INVALID' : seen.has(value) ? 'DUPLICATE' : known.has(value) ? 'VALID' : 'UNKNOWN';
        if (!seen.has(value)) seen.set(value, index + 1);
        // The texts the import itself writes (zip-import/row-verdicts.ts), so a seeded report reads like a real one.
        const message =
          status === 'INVALID'
            ? translateEnglish(dealer.country === 'CA' ? 'INVALID_ZIP_CA' : 'INVALID_ZIP')
            : status === 'DUPLICATE'
              ? translateEnglish('ZIP_IMPORT_DUPLICATE', { row: seen.get(value)! })
              : status === 'UNKNOWN'
                ? translateEnglish('ZIP_IMPORT_UNKNOWN')
                : null;
        return { importId, rowNumber: index + 1, value, status: status as 'VALID' | 'INVALID' | 'DUPLICATE' | 'UNKNOWN', message };
      });
      const count = (status: string) => rows.filter((row) => row.status === status).length;
      imports.push({
        id: importId,
        dealerId: dealer.id,
        programId: program.id,
        fileName: `zip-import-${dealer.code.toLowerCase()}.csv`,
        mode: p.pick(['REPLACE', 'APPEND'] as const),
        totalRows: rows.length,
        validCount: count('VALID'),
        invalidCount: count('INVALID'),
        duplicateCount: count('DUPLICATE'),
        unknownCount: count('UNKNOWN'),
        savedAt: p.chance(0.5) ? clock.daysAgo(p.int(1, 30)) : null,
        createdByUserId: adminId,
        createdAt: clock.daysAgo(p.int(31, 60)),
      });
      importRows.push(...rows);
    }
  }

  await insertRows(db, 'budgets', budgets);
  await insertRows(db, 'budgetHistory', budgetHistory);
  await insertRows(db, 'leadProgramSettings', settings);
  await insertRows(db, 'leadCoverageZips', coverage);
  await insertRows(db, 'leadDestinations', destinations);
  await insertRows(db, 'leadVehicleSettings', vehicleSettings);
  await insertRows(db, 'leadSalesSettings', salesSettings);
  await insertRows(db, 'zipBulkImports', imports);
  await insertRows(db, 'zipBulkImportRows', importRows);
}
