/** A dealer's billing profile as Billing Details reads it back: the card masked, no security code. */
import type { Kysely } from 'kysely';
import type { components } from '../../../../api/generated/portal.ts';
import type { Database } from '../../../db/schema/database.ts';
import { formatExpiry } from './card-expiry.ts';

type StoredBillingProfile = components['schemas']['StoredBillingProfile'];

export async function storedProfileOf(db: Kysely<Database>, dealerId: number): Promise<StoredBillingProfile | undefined> {
  const profile = await db
    .selectFrom('billingProfiles')
    .innerJoin('dealers', 'dealers.id', 'billingProfiles.dealerId')
    .select([
      'billingProfiles.id',
      'dealers.code as dealerCode',
      'billingProfiles.cardholderName',
      'billingProfiles.cardBrand',
      'billingProfiles.cardLast4',
      'billingProfiles.cardExpMonth',
      'billingProfiles.cardExpYear',
      'billingProfiles.address',
      'billingProfiles.city',
      'billingProfiles.state',
      'billingProfiles.zip',
      'billingProfiles.country',
      'billingProfiles.updatedAt',
    ])
    .where('billingProfiles.dealerId', '=', dealerId)
    .executeTakeFirst();
  if (!profile) return undefined;
  const programs = await db
    .selectFrom('billingProfilePrograms')
    .select('programId')
    .where('billingProfileId', '=', profile.id)
    .orderBy('programId')
    .execute();
  return {
    dealerCode: profile.dealerCode,
    cardholderName: profile.cardholderName,
    cardBrand: profile.cardBrand,
    cardLast4: profile.cardLast4,
    expiry: formatExpiry({ month: profile.cardExpMonth, year: profile.cardExpYear }),
    billingAddress: {
      address: profile.address,
      city: profile.city,
      state: profile.state,
      zip: profile.zip,
      ...(profile.country ? { country: profile.country } : {}),
    },
    activePrograms: programs.map((row) => row.programId),
    updatedAt: profile.updatedAt.toISOString(),
  };
}
