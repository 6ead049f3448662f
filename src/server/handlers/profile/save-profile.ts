/**
 * Saving the Profile Information page or one step of the contact confirmation flow
 * (portal-shell §4.2, §5.1): the user's contact details, the authorized contact of the dealer's
 * DWCP enrollment, and, on the flow's final step, the last update date (today in US Central
 * time). Everything is checked before anything is written, and written in one transaction.
 */
import type { Kysely } from 'kysely';
import type { components } from '../../../api/generated/portal.ts';
import type { FieldError } from '../../../rules/core.ts';
import type { Database } from '../../db/schema/database.ts';
import { ValidationError, conflict } from '../../http/http-error.ts';
import type { CallerDealer } from '../../kernel/caller-dealer.ts';
import { trimmedFields } from './trimmed-fields.ts';

type ContactDetails = components['schemas']['ContactDetails'];
type DealerEnrollmentContactUpdate = components['schemas']['DealerEnrollmentContactUpdate'];

export interface ProfileChange {
  userId: number;
  dealer: CallerDealer | null;
  contactDetails?: ContactDetails;
  dwcpEnrollmentContactDetailsData?: DealerEnrollmentContactUpdate;
  /** The flow's last step: stamps lastUpdatedDateForDealerContact with `serverDate`. */
  final: boolean;
  serverDate: string;
  now: Date;
}

export async function saveProfile(db: Kysely<Database>, change: ProfileChange): Promise<void> {
  const errors: FieldError[] = [];
  const contact = change.contactDetails
    ? trimmedFields(change.contactDetails, ['title', 'name', 'email', 'phone'], 'contactDetails', errors)
    : undefined;
  const authorized = change.dwcpEnrollmentContactDetailsData
    ? trimmedFields(
        change.dwcpEnrollmentContactDetailsData,
        ['authorizedPerson', 'authorizedEmail', 'authorizedPhone'],
        'dwcpEnrollmentContactDetailsData',
        errors,
      )
    : undefined;
  if (errors.length > 0) throw new ValidationError(errors);

  await db.transaction().execute(async (trx) => {
    if (authorized) {
      const addonId = authorized.addonId;
      const enrollment = change.dealer
        ? await trx
            .selectFrom('dwcpEnrollments')
            .select('id')
            .where('dealerId', '=', change.dealer.id)
            .where('programAddonId', '=', addonId)
            .forUpdate()
            .executeTakeFirst()
        : undefined;
      if (!enrollment) {
        throw conflict(
          change.dealer
            ? `Dealer ${change.dealer.code} has no dealer website enrollment of add-on ${addonId}.`
            : 'An authorized contact needs a dealer with a dealer website enrollment; name the dealer.',
          'no_dwcp_enrollment',
        );
      }
      await trx
        .updateTable('dwcpEnrollments')
        .set({
          authorizedPerson: authorized.authorizedPerson,
          authorizedEmail: authorized.authorizedEmail,
          authorizedPhone: authorized.authorizedPhone,
          ...(authorized.dealerWebsite ? { dealerWebsite: authorized.dealerWebsite } : {}),
          updatedAt: change.now,
        })
        .where('id', '=', enrollment.id)
        .execute();
    }
    if (contact) {
      await trx
        .insertInto('profileContactDetails')
        .values({ userId: change.userId, ...contact, updatedAt: change.now })
        .onConflict((oc) => oc.column('userId').doUpdateSet({ ...contact, updatedAt: change.now }))
        .execute();
    }
    if (change.final) {
      await trx
        .updateTable('profileContactDetails')
        .set({ lastUpdatedDateForDealerContact: change.serverDate, updatedAt: change.now })
        .where('userId', '=', change.userId)
        .execute();
      // The confirmation covers the dealer's contacts: every DWCP enrollment of the dealer is confirmed today.
      if (change.dealer) {
        await trx
          .updateTable('dwcpEnrollments')
          .set({ lastUpdatedDateForDealerContact: change.serverDate, updatedAt: change.now })
          .where('dealerId', '=', change.dealer.id)
          .execute();
      }
    }
  });
}
