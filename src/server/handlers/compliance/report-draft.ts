/**
 * A new, unsaved report (ComplianceReportDraft) for a dealer or for a CRM audit of an OEM:
 * every category of the audit unscored, today's date in US Central time, the caller as
 * auditor, and the subject's latest completed report of the type for comparison.
 */
import type { Kysely } from 'kysely';
import type { components } from '../../../api/generated/portal.ts';
import type { Caller } from '../../auth/caller.ts';
import type { Database } from '../../db/schema/database.ts';
import type { AuditType, ComplianceReportKind } from '../../db/vocabulary.ts';
import { notFound } from '../../http/http-error.ts';
import { auditCategoriesOf } from './audit-categories.ts';

type Draft = components['schemas']['ComplianceReportDraft'];

async function draftOf(
  db: Kysely<Database>,
  caller: Caller,
  subject: { kind: ComplianceReportKind; auditType: AuditType; oemId: number; oemName: string; dealerId?: number },
  today: string,
): Promise<Draft> {
  const categories = await auditCategoriesOf(db, subject.oemId, subject.kind, subject.auditType);
  if (categories.length === 0) throw notFound(`The OEM has no ${subject.auditType} categories to audit.`);
  let previous = db
    .selectFrom('complianceReports')
    .select('id')
    .where('kind', '=', subject.kind)
    .where('auditType', '=', subject.auditType)
    .where('oemId', '=', subject.oemId)
    .where('status', '=', 'COMPLETED');
  if (subject.dealerId !== undefined) previous = previous.where('dealerId', '=', subject.dealerId);
  const latest = await previous.orderBy('auditDate', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
  return {
    kind: subject.kind,
    auditType: subject.auditType,
    oemId: subject.oemId,
    oemName: subject.oemName,
    auditDate: today,
    auditor: caller.impersonator?.userName ?? caller.userName,
    categories: categories.map((category) => ({
      categoryId: category.id,
      categoryName: category.name,
      ...(category.description ? { description: category.description } : {}),
      mandatory: category.mandatory,
      maxScore: category.maxScore,
      score: null,
      compliant: null,
    })),
    previousReportId: latest?.id ?? null,
  };
}

export async function dealerDraft(db: Kysely<Database>, caller: Caller, dealerCode: string, auditType: AuditType, today: string): Promise<Draft> {
  const dealer = await db
    .selectFrom('dealers')
    .innerJoin('oems', 'oems.id', 'dealers.oemId')
    .select(['dealers.id', 'dealers.code', 'dealers.name', 'dealers.oemId', 'oems.name as oemName'])
    .where('dealers.code', '=', dealerCode)
    .executeTakeFirst();
  if (!dealer) throw notFound(`There is no dealer ${dealerCode}.`);
  const draft = await draftOf(db, caller, { kind: 'DEALER', auditType, oemId: dealer.oemId, oemName: dealer.oemName, dealerId: dealer.id }, today);
  return { ...draft, dealerCode: dealer.code, dealerName: dealer.name };
}

export async function crmDraft(db: Kysely<Database>, caller: Caller, oemId: number, auditType: AuditType, today: string): Promise<Draft> {
  const oem = await db.selectFrom('oems').select(['id', 'name']).where('id', '=', oemId).executeTakeFirst();
  if (!oem) throw notFound(`There is no OEM ${oemId}.`);
  return draftOf(db, caller, { kind: 'CRM', auditType, oemId: oem.id, oemName: oem.name }, today);
}
