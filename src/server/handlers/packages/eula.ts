/**
 * The End User License Agreement a subscription change must accept (business-areas §3
 * "Subscription options: optionList, linkEULA, showEULA"; §5 "Editing subscriptions: Please
 * accept current End User License Agreement."): the OEM's newest, and whether the dealer has
 * accepted it (dealer_eula_acceptances, 0013).
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema/database.ts';
import { FieldProblems } from '../../kernel/field-errors.ts';
import type { ChangeActor } from '../../kernel/change-actor.ts';

export interface EulaState {
  documentId: number | null;
  url: string | null;
  mustAccept: boolean;
}

export async function eulaState(db: Kysely<Database>, dealer: { id: number; oemId: number }): Promise<EulaState> {
  const current = await db
    .selectFrom('eulaDocuments')
    .select(['id', 'url'])
    .where('oemId', '=', dealer.oemId)
    .orderBy('publishedAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!current) return { documentId: null, url: null, mustAccept: false };
  const accepted = await db
    .selectFrom('dealerEulaAcceptances')
    .select('acceptedAt')
    .where('dealerId', '=', dealer.id)
    .where('eulaDocumentId', '=', current.id)
    .executeTakeFirst();
  return { documentId: current.id, url: current.url, mustAccept: !accepted };
}

/** 400 on `eulaAccepted` with the spec's message when the agreement must be accepted and was not. */
export function requireEulaAccepted(state: EulaState, accepted: boolean): void {
  if (!state.mustAccept || accepted) return;
  const problems = new FieldProblems();
  problems.add('eulaAccepted', 'EULA_REQUIRED');
  problems.throwIfAny();
}

/** Records the acceptance (once per agreement), with who accepted it. */
export async function recordEulaAcceptance(trx: Transaction<Database>, dealerId: number, state: EulaState, actor: ChangeActor, now: Date): Promise<void> {
  if (state.documentId === null) return;
  await trx
    .insertInto('dealerEulaAcceptances')
    .values({ dealerId, eulaDocumentId: state.documentId, acceptedAt: now, acceptedByUserId: actor.userId, impersonatorLogin: actor.impersonatorLogin })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
