/**
 * Activating a billing profile for a program: the program's enrollment is billed to the
 * dealer's stored card. Refused while the account is outstanding (business-areas §6, §8), when
 * the stored card has expired, or when the dealer is not (or no longer) enrolled in the program.
 * Activating twice is the same as once.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema/database.ts';
import { conflict, notFound } from '../../../http/http-error.ts';
import type { ChangeActor } from '../../../kernel/change-actor.ts';
import type { LockedDealer } from '../../dealer-rules/locked-dealer.ts';
import { requireGoodStanding } from '../../dealer-rules/service-gate.ts';
import { hasExpired } from './card-expiry.ts';

export interface ProgramActivation {
  dealer: LockedDealer;
  profile: { id: number; cardExpMonth: number; cardExpYear: number };
  programId: number;
  actor: ChangeActor;
  now: Date;
  today: string;
}

export async function activateForProgram(trx: Transaction<Database>, activation: ProgramActivation): Promise<void> {
  const { dealer, profile, programId } = activation;
  const program = await trx.selectFrom('programs').select(['id', 'name', 'oemId']).where('id', '=', programId).executeTakeFirst();
  if (!program || program.oemId !== dealer.oemId) throw notFound(`Program ${programId} is not a program of dealer ${dealer.code}'s OEM.`);
  requireGoodStanding(dealer);
  if (hasExpired({ month: profile.cardExpMonth, year: profile.cardExpYear }, activation.today)) {
    throw conflict('The card on file has expired; save the billing profile with a current card first.', 'card_expired');
  }
  const enrollment = await trx
    .selectFrom('programEnrollments')
    .select('status')
    .where('dealerId', '=', dealer.id)
    .where('programId', '=', programId)
    .executeTakeFirst();
  if (!enrollment || enrollment.status === 'UNENROLLED') {
    throw conflict(`Dealer ${dealer.code} is not enrolled in ${program.name}; there is nothing to bill.`, 'not_enrolled');
  }
  await trx
    .insertInto('billingProfilePrograms')
    .values({
      billingProfileId: profile.id,
      programId,
      activatedAt: activation.now,
      activatedByUserId: activation.actor.userId,
      impersonatorLogin: activation.actor.impersonatorLogin,
    })
    .onConflict((oc) => oc.columns(['billingProfileId', 'programId']).doNothing())
    .execute();
}
