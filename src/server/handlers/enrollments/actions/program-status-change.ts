/**
 * A program action (business-areas §4: "chosen by action name with a change-state reason"):
 * the dealer's enrollment in one program of its OEM moves as the transition table allows, with
 * its history row, in one transaction.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema/database.ts';
import { conflict, notFound } from '../../../http/http-error.ts';
import type { ChangeActor } from '../../../kernel/change-actor.ts';
import { lockedDealer } from '../../dealer-rules/locked-dealer.ts';
import { recordProgramStep } from './program-transition.ts';
import { requireActiveDealer } from '../../dealer-rules/service-gate.ts';
import { programTransition, resumesService, type ProgramAction } from '../../dealer-rules/transitions.ts';

export interface ProgramStatusChange {
  dealerCode: string;
  programId: number;
  action: ProgramAction;
  reason: string;
  actor: ChangeActor;
  now: Date;
  today: string;
}

/** Applies the change and answers the dealer's id (for reading the row back). */
export async function changeProgramStatus(db: Kysely<Database>, change: ProgramStatusChange): Promise<number> {
  const { action, programId } = change;
  return db.transaction().execute(async (trx) => {
    const dealer = await lockedDealer(trx, change.dealerCode);
    const program = await trx.selectFrom('programs').select(['id', 'name', 'oemId']).where('id', '=', programId).executeTakeFirst();
    // Another OEM's program is as absent for this dealer as one that does not exist.
    if (!program || program.oemId !== dealer.oemId) throw notFound(`Program ${programId} is not a program of dealer ${dealer.code}'s OEM.`);
    const current =
      (await trx
        .selectFrom('programEnrollments')
        .select(['id', 'status', 'enrolledDate'])
        .where('dealerId', '=', dealer.id)
        .where('programId', '=', programId)
        .forUpdate()
        .executeTakeFirst()) ?? null;
    const transition = programTransition(action, current?.status ?? null);
    if (!transition.allowed) {
      throw conflict(`Dealer ${dealer.code} cannot ${action} in ${program.name}: ${transition.reason}`, 'invalid_transition');
    }
    if (resumesService({ program: action })) requireActiveDealer(dealer, `${action} in ${program.name}`);
    await recordProgramStep(trx, {
      dealerId: dealer.id,
      programId,
      current,
      action,
      to: transition.to,
      reason: change.reason,
      actor: change.actor,
      now: change.now,
      today: change.today,
    });
    return dealer.id;
  });
}
