/**
 * Forwarding stored Contact Us messages to the support desk, and recording how it went. A message
 * is always stored before it is forwarded, so a failed forward leaves a FAILED row with its reason
 * and the time of the next try (backing off), which the retrier (every server process, see
 * startContactRetrier) or an administrator's "Send again" picks up. A forward under way holds a
 * lease (status PENDING, next_delivery_at in the near future) so two processes never send one
 * message at the same time; a process that dies mid-forward leaves a lease that simply runs out.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema/database.ts';
import type { Clock } from '../../../kernel/clock.ts';
import { contactMessageRows } from './contact-message-rows.ts';
import { forwardToDesk, type DeskMessage } from './forward-to-desk.ts';

export interface DeskSettings {
  url: string;
  timeoutMs: number;
}

/** After this many failed tries the retrier stops; the message stays FAILED for an admin to send again. */
export const MAX_AUTOMATIC_ATTEMPTS = 12;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 6 * 60 * 60 * 1000;

/** Wait before try number `attempts + 1`: 1, 2, 4 … minutes, at most 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

/** How long a claimed message is left alone by the others: the forward's time limit and a margin. */
export function leaseMs(settings: DeskSettings): number {
  return settings.timeoutMs * 2 + 30_000;
}

const plus = (at: Date, ms: number) => new Date(at.getTime() + ms);

/**
 * Claims one message for an administrator's "Send again": any message not yet SENT, unless another
 * process is forwarding it right now. Answers why not when it cannot.
 */
export async function claimForResend(db: Kysely<Database>, id: number, now: Date, settings: DeskSettings): Promise<'claimed' | 'unknown' | 'sent' | 'busy'> {
  const claimed = await db
    .updateTable('contactMessages')
    .set({ deliveryStatus: 'PENDING', nextDeliveryAt: plus(now, leaseMs(settings)) })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb('deliveryStatus', 'in', ['FAILED', 'INBOX_ONLY']),
        eb.and([eb('deliveryStatus', '=', 'PENDING'), eb.or([eb('nextDeliveryAt', 'is', null), eb('nextDeliveryAt', '<=', now)])]),
      ]),
    )
    .executeTakeFirst();
  if (claimed.numUpdatedRows > 0n) return 'claimed';
  const row = await db.selectFrom('contactMessages').select('deliveryStatus').where('id', '=', id).executeTakeFirst();
  if (!row) return 'unknown';
  return row.deliveryStatus === 'SENT' ? 'sent' : 'busy';
}

/** Claims the message that has waited longest for its next try, if any is due. */
async function claimNextDue(db: Kysely<Database>, now: Date, settings: DeskSettings): Promise<number | undefined> {
  const row = await db
    .updateTable('contactMessages')
    .set({ deliveryStatus: 'PENDING', nextDeliveryAt: plus(now, leaseMs(settings)) })
    .where(
      'id',
      '=',
      (eb) =>
        eb
          .selectFrom('contactMessages')
          .select('id')
          .where('deliveryStatus', 'in', ['PENDING', 'FAILED'])
          .where('nextDeliveryAt', '<=', now)
          .orderBy('nextDeliveryAt')
          .limit(1)
          .modifyEnd(sql`for update skip locked`),
    )
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** The message as the desk receives it, and how many tries it has had (the claim keeps others from changing that). */
async function claimedMessageOf(db: Kysely<Database>, id: number): Promise<{ message: DeskMessage; attempts: number } | undefined> {
  const row = await contactMessageRows(db)
    .leftJoin('oems', 'oems.id', 'dealers.oemId')
    .select(['dealers.name as dealerName', 'oems.name as oemName', 'contactMessages.deliveryAttempts'])
    .where('contactMessages.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { createdAt, deliveryAttempts, ...rest } = row;
  return { message: { ...rest, receivedAt: createdAt.toISOString() }, attempts: deliveryAttempts };
}

/** Forwards a message this process has claimed and records the outcome; answers whether the desk took it. */
export async function forwardClaimed(
  db: Kysely<Database>,
  clock: Clock,
  id: number,
  settings: DeskSettings,
): Promise<{ sent: true } | { sent: false; reason: string; nextTryAt: Date | null }> {
  const claimed = await claimedMessageOf(db, id);
  if (!claimed) return { sent: false, reason: 'The message no longer exists.', nextTryAt: null };
  const answer = await forwardToDesk(settings.url, claimed.message, settings.timeoutMs);
  const now = clock.now();
  const attempts = claimed.attempts + 1;
  if (answer.accepted) {
    await db
      .updateTable('contactMessages')
      .set({ deliveryStatus: 'SENT', deliveryAttempts: attempts, deliveryError: null, deliveredAt: now, nextDeliveryAt: null })
      .where('id', '=', id)
      .execute();
    return { sent: true };
  }
  const nextTryAt = attempts < MAX_AUTOMATIC_ATTEMPTS ? plus(now, retryDelayMs(attempts)) : null;
  await db
    .updateTable('contactMessages')
    .set({ deliveryStatus: 'FAILED', deliveryAttempts: attempts, deliveryError: answer.reason, nextDeliveryAt: nextTryAt })
    .where('id', '=', id)
    .execute();
  return { sent: false, reason: answer.reason, nextTryAt };
}

/** One round of the retrier: forwards due messages one after another, at most `limit`. */
export async function forwardDueMessages(db: Kysely<Database>, clock: Clock, settings: DeskSettings, limit = 20): Promise<number> {
  let forwarded = 0;
  for (let round = 0; round < limit; round += 1) {
    const id = await claimNextDue(db, clock.now(), settings);
    if (id === undefined) break;
    if ((await forwardClaimed(db, clock, id, settings)).sent) forwarded += 1;
  }
  return forwarded;
}
