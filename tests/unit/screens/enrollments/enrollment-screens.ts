// The real enrollment screen definitions (schemas/screens/enrollments), optionally with an OEM's
// overlay merged in the way the shell merges it, for the component tests.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ScreenDefinition } from '../../../../src/engine/definition/index.ts';
import { applyOverlay } from '../../../../src/engine/overlays/index.ts';
import { loadRefSources, resolvedDefinition } from '../../../../scripts/screen-definitions/definition-sources.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
// Contract and fragment references resolve as the build resolves them.
const sources = await loadRefSources();

const read = (file: string) => resolvedDefinition(JSON.parse(readFileSync(file, 'utf8')), sources, file);

export function enrollmentScreen(id: string, oem?: string): ScreenDefinition {
  const base = read(path.join(root, 'schemas/screens/enrollments', `${id}.json`)) as ScreenDefinition;
  if (!oem) return base;
  const overlayFile = path.join(root, 'oem-skins', oem, 'screens', `${id}.json`);
  if (!existsSync(overlayFile)) throw new Error(`no ${oem} overlay of ${id}`);
  return applyOverlay(base, read(overlayFile));
}

export const dealerRecord = (overrides: Record<string, unknown> = {}) => ({
  code: 'HON0100',
  name: 'Metro Honda',
  status: 'ACTIVE',
  size: 'Large',
  region: 'W',
  district: 'W1',
  market: 'Urban',
  country: 'us',
  crm: 'VinSolutions',
  group: null,
  testDealer: false,
  evDealer: true,
  contacts: [{ name: 'Ada Lovelace', title: 'General Manager', email: 'ada@metrohonda.example', phone: '555-5551234' }],
  billingContacts: [{ name: 'Bill Payer', email: 'billing@metrohonda.example', phone: '555-5559876', address: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701', country: 'us' }],
  inventory: { newInventory: 120, usedInventory: 80, cpoInventory: 20, monthlyNewSales: 60, monthlyUsedSales: 40, monthlyCpoSales: 10 },
  businessHours: Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [
      day,
      day === 'sunday' ? { closed: true } : { closed: false, open: '09:00', close: '18:00' },
    ]),
  ),
  holidays: [{ date: '2026-12-25', name: 'Christmas Day' }],
  meteredLeads: { maxMeteredLeadsPerCycle: 100, meteringCycleHours: 24 },
  outstandingAccount: false,
  ...overrides,
});

export const enrollmentRow = (overrides: Record<string, unknown> = {}) => ({
  dealerCode: 'HON0100',
  dealerName: 'Metro Honda',
  programId: 3,
  programName: 'Dealer Website Certification',
  regionCode: 'W',
  regionName: 'West',
  districtCode: 'W1',
  districtName: 'West 1',
  status: 'ACTIVE',
  programStatus: 'ENROLLED',
  enrolledDate: '2025-01-15',
  addons: [{ addonDealerMappingId: 51, addonId: 19, name: 'Dealer Website', status: 'Subscribed', scheduledDate: null }],
  outstandingAccount: false,
  testDealer: false,
  ...overrides,
});
