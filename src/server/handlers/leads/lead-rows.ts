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

/** The tables leadDispositionsColumn's SQL reads, which a query's tree does not show (db/result-cache.ts). */
export const LEAD_DISPOSITIONS_TABLES: readonly string[] = ['lead_dispositions', 'lead_communications'];

/**
 * The selected lead's dispositions (the contract's LeadDisposition list, newest first, with their
 * communication counts) as the jsonb column `dispositions` beside the lead's columns: a page of
 * leads reads its dispositions in its own statement instead of a second one after it (one round
 * trip to the database less per page). Used by the search, a lead's detail and the calls that
 * list its dispositions. Dates are written as Date.prototype.toISOString writes them
 * (milliseconds, UTC, both truncating the microseconds: checked over 300,000 dispositions).
 */
export function leadDispositionsColumn() {
  return sql<LeadDisposition[]>`(select coalesce(jsonb_agg(jsonb_build_object(
      'id', d.id,
      'status', d.status,
      'dispositionDate', to_char(d.disposition_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'source', d.source,
      'salesperson', d.salesperson,
      'notes', d.notes,
      'communicationCount', (select count(*)::int from lead_communications c where c.disposition_id = d.id)
    ) order by d.disposition_at desc, d.id desc), '[]'::jsonb)
    from lead_dispositions d where d.lead_id = leads.id)`.as('dispositions');
}
