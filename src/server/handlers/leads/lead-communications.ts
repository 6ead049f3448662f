/**
 * A disposition's communication history (viewLeads/communication/{dispositionId}): the messages
 * between the dealer and the shopper, newest first, for a caller who may see the lead.
 */
import type { Kysely } from 'kysely';
import type { components } from '../../../api/generated/portal.ts';
import type { Caller } from '../../auth/caller.ts';
import type { Database } from '../../db/schema/database.ts';
import { notFound } from '../../http/http-error.ts';
import { assertMayActFor } from './lead-access.ts';
import { leadDispositionsColumn } from './lead-rows.ts';

type DispositionCommunications = components['schemas']['DispositionCommunications'];

export async function dispositionCommunications(db: Kysely<Database>, caller: Caller, dispositionId: number): Promise<DispositionCommunications> {
  const owner = await db
    .selectFrom('leadDispositions')
    .innerJoin('leads', 'leads.id', 'leadDispositions.leadId')
    .select(['leads.id as leadId', 'leads.leadUid', 'leads.dealerId', leadDispositionsColumn()])
    .where('leadDispositions.id', '=', dispositionId)
    .executeTakeFirst();
  if (!owner) throw notFound('There is no such disposition.');
  await assertMayActFor(db, caller, owner.dealerId);
  const disposition = owner.dispositions.find((item) => item.id === dispositionId);
  if (!disposition) throw notFound('There is no such disposition.');
  const communications = await db
    .selectFrom('leadCommunications')
    .selectAll()
    .where('dispositionId', '=', dispositionId)
    .orderBy('sentAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return {
    disposition,
    leadUid: owner.leadUid,
    communications: communications.map((row) => ({
      id: Number(row.id),
      channel: row.channel,
      direction: row.direction,
      sentAt: row.sentAt.toISOString(),
      from: row.fromAddress,
      to: row.toAddress,
      subject: row.subject,
      body: row.body,
    })),
  };
}
