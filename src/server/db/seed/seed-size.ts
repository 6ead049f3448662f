/**
 * How much demo data to seed, read from the environment. Apart from seed-database.ts so the
 * server's configuration reads it without loading the seed itself (and its spreadsheet and
 * geography libraries) into every server worker.
 */
export const DEFAULT_SEED_LEADS = 20_000;
/** Above this, SEED_AUDIT_SCALE is a typo: 100 times the audits is already millions of scores. */
export const MAX_SEED_AUDIT_SCALE = 100;

/** Reads the leads to seed from SEED_LEADS (default 20,000), refusing anything but a whole number. */
export function leadsToSeed(environment: NodeJS.ProcessEnv = process.env): number {
  const raw = environment.SEED_LEADS?.replace(/[_,]/g, '').trim();
  if (!raw) return DEFAULT_SEED_LEADS;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`SEED_LEADS must be a whole number ≥ 0, got "${environment.SEED_LEADS}"`);
  return value;
}

/** Reads the audit scale from SEED_AUDIT_SCALE (default 1), refusing anything but a whole number from 1 to 100. */
export function auditScaleToSeed(environment: NodeJS.ProcessEnv = process.env): number {
  const raw = environment.SEED_AUDIT_SCALE?.replace(/[_,]/g, '').trim();
  if (!raw) return 1;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 1 || value > MAX_SEED_AUDIT_SCALE) {
    throw new RangeError(`SEED_AUDIT_SCALE must be a whole number from 1 to ${MAX_SEED_AUDIT_SCALE}, got "${environment.SEED_AUDIT_SCALE}"`);
  }
  return value;
}
