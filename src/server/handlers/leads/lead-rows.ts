/**
 * Leads as the contract answers them (Lead, LeadDisposition): one select shared by the Lead
 * Viewer's search and the lead detail, so both show the same fields the same way.
 */
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { components } from '../../../api/generated/portal.ts';
import type { Database } from '../../db/schema/database.ts';

type Lead = components['schemas']['Lead'];
type LeadDisposition = components['schemas']['LeadDisposition'];

/** The leads joined to what a row shows: the dealer and the lead source. */
export function leadSelection(db: Kysely<Database>) {
  return db
    .selectFrom('leads')
    .innerJoin('dealers', 'dealers.id', 'leads.dealerId')
    .innerJoin('leadSources', 'leadSources.id', 'leads.leadSourceId');
}

type LeadFrom = SelectQueryBuilder<Database, 'leads' | 'dealers' | 'leadSources', object>;

export function selectLeadColumns(query: LeadFrom) {
  return query.select([
    'leads.id',
    'leads.leadUid',
    'leads.sourceLeadId',
    'leads.entityName',
    'leads.documentId',
    'leads.dealerId',
    'dealers.code as dealerCode',
    'dealers.name as dealerName',
    'leads.leadType',
    'leadSources.name as source',
    'leads.status',
    'leads.receivedAt',
    'leads.firstResponseAt',
    'leads.responseTimeSeconds',
    'leads.responseTimeOverrideSeconds',
    'leads.customerFirstName',
    'leads.customerLastName',
    'leads.customerEmail',
    'leads.customerPhone',
    'leads.customerAddress',
    'leads.customerCity',
    'leads.customerState',
    'leads.customerZip',
    'leads.preferredContact',
    'leads.vehicleYear',
    'leads.vehicleMake',
    'leads.vehicleModel',
    'leads.vehicleTrim',
    'leads.vehicleVin',
    'leads.vehicleStockNumber',
    'leads.vehicleMileage',
    'leads.tradeIn',
    'leads.comments',
    'leads.creditStatus',
  ]);
}

export type LeadRow = Awaited<ReturnType<ReturnType<typeof selectLeadColumns>['executeTakeFirstOrThrow']>>;

/** The response time shown: an admin's override replaces the measured one. */
export const shownResponseTime = (row: Pick<LeadRow, 'responseTimeSeconds' | 'responseTimeOverrideSeconds'>) =>
  row.responseTimeOverrideSeconds ?? row.responseTimeSeconds;

export function leadOf(row: LeadRow, dispositions: LeadDisposition[]): Lead {
  return {
    id: Number(row.id),
    leadUid: row.leadUid,
    sourceLeadId: row.sourceLeadId,
    entityName: row.entityName,
    documentId: row.documentId,
    dealerCode: row.dealerCode,
    dealerName: row.dealerName,
    leadType: row.leadType,
    source: row.source,
    status: row.status,
    receivedDate: row.receivedAt.toISOString(),
    responseTime: shownResponseTime(row),
    responseTimeOverridden: row.responseTimeOverrideSeconds !== null,
    customer: {
      firstName: row.customerFirstName,
      lastName: row.customerLastName,
      email: row.customerEmail,
      phone: row.customerPhone,
      address: row.customerAddress,
      city: row.customerCity,
      state: row.customerState,
      zip: row.customerZip,
      preferredContact: row.preferredContact,
    },
    vehicle: {
      year: row.vehicleYear,
      make: row.vehicleMake,
      model: row.vehicleModel,
      trim: row.vehicleTrim,
      vin: row.vehicleVin,
      stockNumber: row.vehicleStockNumber,
      mileage: row.vehicleMileage,
    },
    dispositions,
    creditRequested: row.creditStatus !== null,
    creditStatus: row.creditStatus,
  };
}

/** The dispositions of some leads, newest first, with their communication counts, by lead id. */
export async function dispositionsOf(db: Kysely<Database>, leadIds: readonly number[]): Promise<Map<number, LeadDisposition[]>> {
  const byLead = new Map<number, LeadDisposition[]>();
  if (leadIds.length === 0) return byLead;
  const rows = await db
    .selectFrom('leadDispositions')
    .select((eb) => [
      'leadDispositions.id',
      'leadDispositions.leadId',
      'leadDispositions.status',
      'leadDispositions.dispositionAt',
      'leadDispositions.source',
      'leadDispositions.salesperson',
      'leadDispositions.notes',
      eb
        .selectFrom('leadCommunications')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('leadCommunications.dispositionId', '=', 'leadDispositions.id')
        .as('communicationCount'),
    ])
    .where('leadDispositions.leadId', 'in', leadIds)
    .orderBy('leadDispositions.dispositionAt', 'desc')
    .orderBy('leadDispositions.id', 'desc')
    .execute();
  for (const row of rows) {
    const list = byLead.get(Number(row.leadId)) ?? [];
    list.push({
      id: Number(row.id),
      status: row.status,
      dispositionDate: row.dispositionAt.toISOString(),
      source: row.source,
      salesperson: row.salesperson,
      notes: row.notes,
      communicationCount: row.communicationCount ?? 0,
    });
    byLead.set(Number(row.leadId), list);
  }
  return byLead;
}
