/**
 * The dealer enrollment contact data (portal-shell §3) of the signed-in or impersonated dealer:
 * the authorized dealer-website contact of its DWCP enrollment, website programs (4) before
 * digital dealer (6). Every field null for a caller without a dealer or an enrollment.
 */
import type { Kysely } from 'kysely';
import type { components } from '../../../../api/generated/portal.ts';
import type { Caller } from '../../../auth/caller.ts';
import type { Database } from '../../../db/schema/database.ts';
import { callerDealerOf } from '../../../kernel/caller-dealer.ts';

type DwcpEnrollmentInfo = components['schemas']['DwcpEnrollmentInfo'];

const NONE: DwcpEnrollmentInfo = {
  dealerWebsite: null,
  authorizedPerson: null,
  authorizedEmail: null,
  authorizedPhone: null,
  lastUpdatedDateForDealerContact: null,
  addonId: null,
};

export async function enrollmentInfoOf(db: Kysely<Database>, caller: Caller): Promise<DwcpEnrollmentInfo> {
  const dealer = await callerDealerOf(db, caller, undefined);
  if (!dealer) return NONE;
  const row = await db
    .selectFrom('dwcpEnrollments')
    .select([
      'dealerWebsite',
      'authorizedPerson',
      'authorizedEmail',
      'authorizedPhone',
      'lastUpdatedDateForDealerContact',
      'programAddonId as addonId',
    ])
    .where('dealerId', '=', dealer.id)
    .orderBy('programAddonId')
    .limit(1)
    .executeTakeFirst();
  return row ?? NONE;
}
