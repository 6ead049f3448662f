/**
 * The subject a new report is about, checked against the request: the dealer (its OEM must be
 * the report's) with the provider it has for the audited service, or the CRM provider (certified
 * for the OEM). Mismatches are 400s on the field that names them.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema/database.ts';
import type { AuditType } from '../../db/vocabulary.ts';
import { ValidationError } from '../../http/http-error.ts';
import { fieldError } from '../../kernel/field-errors.ts';

export interface AuditSubject {
  dealerId: number | null;
  crmProviderId: number | null;
  offerProviderId: number | null;
}

export async function dealerSubject(db: Kysely<Database>, dealerCode: string, oemId: number, auditType: AuditType): Promise<AuditSubject> {
  const dealer = await db.selectFrom('dealers').select(['id', 'oemId']).where('code', '=', dealerCode).executeTakeFirst();
  if (!dealer) throw new ValidationError([fieldError('dealerCode', 'COMPLIANCE_DEALER_NOT_FOUND')]);
  if (dealer.oemId !== oemId) throw new ValidationError([fieldError('oemId', 'INVALID_VALUE', { message: "The OEM is not the dealer's." })]);
  // The provider the dealer subscribes to for the audited service (website for DWCP, digital retailing for DRS).
  const provider = await db
    .selectFrom('subscriptions')
    .innerJoin('packages', 'packages.id', 'subscriptions.packageId')
    .innerJoin('offerProviders', 'offerProviders.id', 'packages.offerProviderId')
    .select('offerProviders.id')
    .where('subscriptions.dealerId', '=', dealer.id)
    .where('offerProviders.drs', '=', auditType === 'DRS')
    .orderBy(sql`${sql.ref('subscriptions.status')} = 'Subscribed'`, 'desc')
    .orderBy('subscriptions.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return { dealerId: dealer.id, crmProviderId: null, offerProviderId: provider?.id ?? null };
}

export async function crmSubject(db: Kysely<Database>, crmId: number, oemId: number): Promise<AuditSubject> {
  const certified = await db
    .selectFrom('crmProviderOems')
    .select('crmProviderId')
    .where('crmProviderId', '=', crmId)
    .where('oemId', '=', oemId)
    .executeTakeFirst();
  if (!certified) throw new ValidationError([fieldError('crmId', 'COMPLIANCE_CRM_NOT_OF_OEM')]);
  return { dealerId: null, crmProviderId: crmId, offerProviderId: null };
}
