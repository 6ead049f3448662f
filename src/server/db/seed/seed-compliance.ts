import type { AuditType, ComplianceReportKind } from '../vocabulary.ts';
import { insertRows, type Row } from './bulk-insert.ts';
import { OEMS } from './data/oems.ts';
import { FIRST_NAMES, LAST_NAMES } from './data/people.ts';
import { CRM_CATEGORIES, DEALER_DRS_CATEGORIES, DEALER_DWCP_CATEGORIES, REPORT_DEFINITIONS } from './data/reports.ts';
import type { Prng } from './prng.ts';
import type { Catalogue } from './seed-catalogue.ts';
import type { SeedClock, SeedStep } from './seed-context.ts';
import type { DealerRecord } from './seed-dealers.ts';
import type { Enrollments } from './seed-enrollments.ts';
import type { UserRecord } from './seed-users-and-menus.ts';

/** A category passes at this score; a report with a failed mandatory category is non-compliant. */
const PASSING_SCORE = 70;
const QUARTERS_OF_HISTORY = 8;

interface CategoryRecord {
  id: number;
  mandatory: boolean;
}

/**
 * Compliance categories per OEM, quarterly DWCP and DRS audits of dealers and CRM audits, their
 * category scores and a few uploaded files; report definitions, thresholds and quarterly periods.
 * `auditScale` (SEED_AUDIT_SCALE) audits each subject that many times a quarter, for measuring
 * the reports on more data: the extra audits are earlier re-audits of the same quarter.
 */
export async function seedCompliance(
  { db, prng, clock }: SeedStep,
  dealers: DealerRecord[],
  catalogue: Catalogue,
  enrollments: Enrollments,
  users: UserRecord[],
  auditScale = 1,
): Promise<void> {
  const adminId = users.find((user) => user.role === 'admin')?.id ?? null;
  const categoryRows: Row<'complianceCategories'>[] = [];
  const categoriesOf = new Map<string, CategoryRecord[]>();
  const addCategories = (oemId: number, kind: ComplianceReportKind, auditType: AuditType, list: typeof DEALER_DWCP_CATEGORIES) => {
    const records: CategoryRecord[] = [];
    for (const [order, [name, description, mandatory, qualified]] of list.entries()) {
      const id = categoryRows.length + 1;
      categoryRows.push({ id, oemId, kind, auditType, name, description, mandatory, qualified, maxScore: 100, displayOrder: order + 1 });
      records.push({ id, mandatory });
    }
    categoriesOf.set(`${oemId}/${kind}/${auditType}`, records);
  };
  for (const oem of OEMS) {
    addCategories(oem.id, 'DEALER', 'DWCP', DEALER_DWCP_CATEGORIES);
    if (oem.portalOem) {
      addCategories(oem.id, 'DEALER', 'DRS', DEALER_DRS_CATEGORIES);
      addCategories(oem.id, 'CRM', 'DWCP', CRM_CATEGORIES);
    }
  }
  await insertRows(db, 'complianceCategories', categoryRows);

  const quarters = lastQuarters(clock, QUARTERS_OF_HISTORY);
  await insertRows(
    db,
    'reportPeriods',
    quarters.map((quarter, index) => ({ id: index + 1, label: quarter.label, dateFrom: quarter.from, dateTo: quarter.to })),
  );

  const reports: Row<'complianceReports'>[] = [];
  const scores: Row<'complianceReportCategories'>[] = [];
  const files: Row<'complianceReportFiles'>[] = [];
  const p = prng.fork('audits');
  const auditors = Array.from({ length: 6 }, () => `${p.pick(FIRST_NAMES)} ${p.pick(LAST_NAMES)}`);

  // Extra audits (SEED_AUDIT_SCALE > 1) draw from their own stream, so `p` draws what it draws at scale 1.
  const x = prng.fork('extra-audits');

  const audit = (
    kind: ComplianceReportKind,
    auditType: AuditType,
    oemId: number,
    subject: { dealerId: number | null; crmProviderId: number | null; offerProviderId: number | null },
    auditCount: number,
    skill: number,
  ) => {
    const categories = categoriesOf.get(`${oemId}/${kind}/${auditType}`) ?? [];
    let previousReportId: number | null = null;
    const record = (r: Prng, auditDate: string, draft: boolean) => {
      const id = reports.length + 1;
      let total = 0;
      let failedMandatory = false;
      for (const category of categories) {
        const score = Math.max(0, Math.min(100, Math.round((skill + (r.next() - 0.5) * 40) / 5) * 5));
        const compliant = score >= PASSING_SCORE;
        if (!compliant && category.mandatory) failedMandatory = true;
        total += score;
        scores.push({
          reportId: id,
          categoryId: category.id,
          score: draft && r.chance(0.3) ? null : score,
          compliant: draft ? null : compliant,
          comment: compliant ? null : 'Does not meet the standard; corrections requested.',
        });
      }
      const overall = categories.length > 0 ? Math.round((total / categories.length) * 100) / 100 : null;
      const createdAt = new Date(`${auditDate}T15:00:00Z`);
      reports.push({
        id,
        kind,
        auditType,
        oemId,
        dealerId: subject.dealerId,
        crmProviderId: subject.crmProviderId,
        offerProviderId: subject.offerProviderId,
        auditDate,
        auditor: r.pick(auditors),
        overallScore: draft ? null : overall,
        compliant: draft ? null : !failedMandatory && (overall ?? 0) >= PASSING_SCORE,
        comments: draft ? 'Audit in progress.' : failedMandatory ? 'Mandatory standards not met.' : 'Meets program standards.',
        status: draft ? ('DRAFT' as const) : ('COMPLETED' as const),
        previousReportId,
        createdByUserId: adminId,
        updatedByUserId: adminId,
        createdAt,
        updatedAt: clock.plusSeconds(createdAt, r.int(1, 10) * 3_600),
      });
      if (r.chance(0.15)) {
        const name = `audit-${id}-evidence.pdf`;
        const content = minimalPdf(`Compliance audit ${id}, ${auditDate}`);
        files.push({
          uuid: r.uuid(),
          reportId: id,
          fileName: name,
          contentType: 'application/pdf',
          sizeBytes: content.length,
          content,
          uploadedByUserId: adminId,
          uploadedAt: clock.plusSeconds(createdAt, 3_600),
        });
      }
      previousReportId = id;
    };
    // Oldest first, so each report points at the one before it.
    for (const quarter of quarters.slice(0, auditCount).reverse()) {
      // A day of the quarter, never after the reference day: the current quarter's audits are the ones done so far.
      const quarterStart = new Date(`${quarter.from}T00:00:00Z`);
      const daysSoFar = Math.max(0, Math.floor((clock.reference.getTime() - quarterStart.getTime()) / 86_400_000));
      const day = Math.min(p.int(5, 80), daysSoFar);
      const dateOf = (days: number) => clock.dateText(clock.plusSeconds(quarterStart, days * 86_400));
      // At scale n, n - 1 completed re-audits of the quarter come first, on its earlier days (or the same one).
      const earlierDays = Array.from({ length: auditScale - 1 }, () => x.int(0, day)).sort((a, b) => a - b);
      for (const earlier of earlierDays) record(x, dateOf(earlier), false);
      const isLatest = quarter === quarters[0];
      record(p, dateOf(day), isLatest && p.chance(0.15));
    }
  };

  for (const dealer of dealers) {
    if (dealer.testDealer || dealer.status === 'CANCELLED') continue;
    const skill = 55 + p.next() * 45;
    const websiteProvider = enrollments.websiteProviderByDealer.get(dealer.id) ?? null;
    if (websiteProvider !== null || p.chance(0.5)) {
      audit('DEALER', 'DWCP', dealer.oemId, { dealerId: dealer.id, crmProviderId: null, offerProviderId: websiteProvider }, p.int(2, 4), skill);
    }
    const drsProvider = enrollments.drsProviderByDealer.get(dealer.id);
    if (drsProvider !== undefined && dealer.oem.portalOem) {
      audit('DEALER', 'DRS', dealer.oemId, { dealerId: dealer.id, crmProviderId: null, offerProviderId: drsProvider }, p.int(1, 2), skill);
    }
  }
  for (const oem of OEMS.filter((candidate) => candidate.portalOem)) {
    for (const crmProviderId of catalogue.crmProvidersByOem.get(oem.id) ?? []) {
      audit('CRM', 'DWCP', oem.id, { dealerId: null, crmProviderId, offerProviderId: null }, 2, 60 + p.next() * 40);
    }
  }
  await insertRows(db, 'complianceReports', reports);
  await insertRows(db, 'complianceReportCategories', scores);
  await insertRows(db, 'complianceReportFiles', files);

  await insertRows(
    db,
    'reportDefinitions',
    REPORT_DEFINITIONS.map((definition) => ({
      id: definition.id,
      name: definition.name,
      title: definition.title,
      exportFormats: [...definition.exportFormats],
      hasThresholds: definition.thresholds.length > 0,
      hasPeriods: definition.hasPeriods,
    })),
  );
  await insertRows(
    db,
    'reportThresholds',
    REPORT_DEFINITIONS.flatMap((definition) =>
      definition.thresholds.map((threshold) => ({ reportDefinitionId: definition.id, ...threshold })),
    ),
  );
}

/** The `count` calendar quarters up to and including the reference day's, newest first. */
function lastQuarters(clock: SeedClock, count: number): { label: string; from: string; to: string }[] {
  const year = clock.reference.getUTCFullYear();
  const quarter = Math.floor(clock.reference.getUTCMonth() / 3);
  return Array.from({ length: count }, (_, back) => {
    const index = year * 4 + quarter - back;
    const y = Math.floor(index / 4);
    const q = index % 4;
    const from = new Date(Date.UTC(y, q * 3, 1));
    const to = new Date(Date.UTC(y, q * 3 + 3, 0));
    return { label: `Q${q + 1} ${y}`, from: clock.dateText(from), to: clock.dateText(to) };
  });
}

/** A one-page PDF with a line of text: a valid file for the report's download. */
function minimalPdf(text: string): Buffer {
  const escaped = text.replace(/[()\\]/g, (character) => `\\${character}`);
  const stream = `BT /F1 14 Tf 72 720 Td (${escaped}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
