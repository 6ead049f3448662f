/**
 * Moves one dealer's enrollment in one program to a new status and writes its history row. The
 * caller has decided the transition with the table of transitions.ts; this only records it, in
 * the caller's transaction.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema/database.ts';
import type { ProgramStatus } from '../../../db/vocabulary.ts';
import type { ChangeActor } from '../../../kernel/change-actor.ts';
import type { ProgramAction } from '../../dealer-rules/transitions.ts';

export interface ProgramEnrollmentState {
  id: number;
  status: ProgramStatus;
  enrolledDate: string | null;
}

export interface ProgramStep {
  dealerId: number;
  programId: number;
  /** The current enrollment, or null when the dealer has none in the program. */
  current: ProgramEnrollmentState | null;
  action: ProgramAction;
  to: ProgramStatus;
  reason: string | null;
  actor: ChangeActor;
  now: Date;
  /** Server date (YYYY-MM-DD), the enrolled date of an enrollment that starts now. */
  today: string;
}

export async function recordProgramStep(trx: Transaction<Database>, step: ProgramStep): Promise<number> {
  // An enrollment that (re)starts is dated today; any other step keeps the date it had.
  const enrolledDate = step.to === 'ENROLLED' && step.action === 'enroll' ? step.today : (step.current?.enrolledDate ?? null);
  const values = { status: step.to, enrolledDate, statusReason: step.reason, statusChangedAt: step.now };
  const id = step.current
    ? (await trx.updateTable('programEnrollments').set(values).where('id', '=', step.current.id).returning('id').executeTakeFirstOrThrow()).id
    : (
        await trx
          .insertInto('programEnrollments')
          .values({ dealerId: step.dealerId, programId: step.programId, ...values, createdAt: step.now })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
  await trx
    .insertInto('programEnrollmentHistory')
    .values({
      programEnrollmentId: id,
      action: step.action,
      fromStatus: step.current?.status ?? null,
      toStatus: step.to,
      reason: step.reason,
      changedByUserId: step.actor.userId,
      impersonatorLogin: step.actor.impersonatorLogin,
      changedAt: step.now,
    })
    .execute();
  return id;
}
