import type { Kysely } from 'kysely';
import type { components } from '../../../../api/generated/portal.ts';
import type { Database } from '../../../db/schema/database.ts';
import { contactMessageRows } from './contact-message-rows.ts';
import { pageWindow } from '../../../kernel/page-window.ts';

type ContactUsMessage = components['schemas']['ContactUsMessage'];

/** One page of the Contact Us messages, newest first, with the sender's login and dealer and how forwarding went. */
export async function contactInbox(db: Kysely<Database>, page: { limit: number; offset: number }): Promise<{ rows: ContactUsMessage[]; total: number }> {
  const [rows, count] = await Promise.all([
    contactMessageRows(db)
      .select([
        'contactMessages.deliveryStatus',
        'contactMessages.deliveryAttempts',
        'contactMessages.deliveryError',
        'contactMessages.deliveredAt',
        'contactMessages.nextDeliveryAt',
      ])
      .orderBy('contactMessages.createdAt', 'desc')
      .orderBy('contactMessages.id', 'desc')
      .$call((rows) => pageWindow(rows, page.limit, page.offset))
      .execute(),
    db.selectFrom('contactMessages').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { total: Number(count.count), rows: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      deliveredAt: row.deliveredAt?.toISOString() ?? null,
      // A lease of a forward under way is no promise of a next try; only FAILED rows have one.
      nextDeliveryAt: row.deliveryStatus === 'FAILED' ? (row.nextDeliveryAt?.toISOString() ?? null) : null,
    })),
  };
}
