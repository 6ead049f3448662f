/**
 * The Profile response (portal-shell §3) plus what the contact confirmation flow needs
 * (portal-shell §4.2): the user's contact details, the authorized contact of the dealer's DWCP
 * enrollment, the billing modal's data and the server date in US Central time.
 */
import type { Kysely } from 'kysely';
import type { components } from '../../../api/generated/portal.ts';
import type { Caller } from '../../auth/caller.ts';
import { roleKeysOf } from '../../auth/caller.ts';
import type { Database } from '../../db/schema/database.ts';
import type { CallerDealer } from '../../kernel/caller-dealer.ts';

export type ProfileResponse = components['schemas']['ProfileResponse'];
type BillingConfirmation = components['schemas']['BillingConfirmation'];
type DealerEnrollmentContact = components['schemas']['DealerEnrollmentContact'];
type ContactDetails = components['schemas']['ContactDetails'];

/**
 * Who may change what the Profile Information page shows (hasAccessOnManageProfile; the save
 * calls answer 403 to everyone else, the page shows the values read only).
 *
 * An administrator acting as a dealer sees that dealer's Profile Information from the dealer's
 * own menu (Settings, Profile Information) but may not change it. The spec keeps a dealer's
 * contact details the dealer's own statement: the contact confirmation flow is for "dealers not
 * impersonating" (portal-shell §4.2, §6 "Dealer: gets the contact modals unless impersonating"),
 * and the page's "last confirmed" date is that dealer's confirmation, which nobody else makes for
 * them. What impersonating administrators may do is named where the spec allows it: they "see
 * the same screens" (business-areas §1) and enroll (business-areas §6, "Only dealers and
 * impersonating admins see providers and packages and can enroll"); like the password, whose
 * change the portal refuses while impersonating (user/change-password.ts, portal-shell §4.5),
 * the dealer's contact details stay with the dealer. It is also the reading a real user reaches:
 * SSO-only accounts, also refused here, have no menu at all (portal-shell §6), so a read-only
 * page for them alone would be one nobody ever sees.
 *
 * Signed in as themselves, dealers and dealer groups edit theirs (and OEM staff and admins their
 * own contact details through the API); CMS editors only edit page texts, and SSO-only accounts
 * see nothing but the single sign-on notice.
 */
export function mayEditProfile(caller: Caller, ssoLoginOnly: boolean): boolean {
  if (caller.impersonator || ssoLoginOnly) return false;
  const own = roleKeysOf(caller);
  if (caller.belongsToCmsEditorGroup && !own.has('admin')) return false;
  return own.has('dealer') || own.has('dealerGroup') || own.has('oem') || own.has('admin');
}

/** The billing modal follows only for dealer users whose dealer has a billing profile on file. */
function billingApplies(caller: Caller): boolean {
  const own = roleKeysOf(caller);
  return own.has('dealer') || own.has('dealerGroup');
}

const pad2 = (value: number) => String(value).padStart(2, '0');

async function billingOf(db: Kysely<Database>, dealer: CallerDealer): Promise<BillingConfirmation | undefined> {
  const profile = await db
    .selectFrom('billingProfiles')
    .select(['id', 'cardLast4', 'cardExpMonth', 'cardExpYear'])
    .where('dealerId', '=', dealer.id)
    .orderBy('updatedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!profile) return undefined;
  const [program, contact] = await Promise.all([
    db
      .selectFrom('billingProfilePrograms')
      .select('programId')
      .where('billingProfileId', '=', profile.id)
      .orderBy('programId')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('dealerBillingContacts')
      .select(['name', 'email', 'phone'])
      .where('dealerId', '=', dealer.id)
      .orderBy('position')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return {
    dealerCode: dealer.code,
    ...(program ? { programId: program.programId } : {}),
    ...(contact ? { contactName: contact.name, email: contact.email, phone: contact.phone } : {}),
    cardLast4: profile.cardLast4,
    cardExpiry: `${pad2(profile.cardExpMonth)}/${profile.cardExpYear}`,
  };
}

/** The dealer's DWCP enrollment contact; with enrollments of both program add-ons, the lower add-on id (4, website programs) first. */
async function enrollmentContactOf(db: Kysely<Database>, dealer: CallerDealer): Promise<DealerEnrollmentContact | undefined> {
  const row = await db
    .selectFrom('dwcpEnrollments')
    .select(['programAddonId', 'dealerWebsite', 'authorizedPerson', 'authorizedEmail', 'authorizedPhone', 'lastUpdatedDateForDealerContact'])
    .where('dealerId', '=', dealer.id)
    .orderBy('programAddonId')
    .limit(1)
    .executeTakeFirst();
  if (!row) return undefined;
  const present = <K extends string>(key: K, value: string | null) => (value ? { [key]: value } : {}) as Partial<Record<K, string>>;
  return {
    ...present('dealerWebsite', row.dealerWebsite),
    ...present('authorizedPerson', row.authorizedPerson),
    ...present('authorizedEmail', row.authorizedEmail),
    ...present('authorizedPhone', row.authorizedPhone),
    ...present('lastUpdatedDateForDealerContact', row.lastUpdatedDateForDealerContact),
    addonId: row.programAddonId,
  };
}

export async function loadProfile(
  db: Kysely<Database>,
  caller: Caller,
  dealer: CallerDealer | null,
  serverDate: string,
): Promise<ProfileResponse> {
  const [account, contact, enrollmentContact, billing] = await Promise.all([
    db.selectFrom('users').select('ssoLoginOnly').where('id', '=', caller.userId).executeTakeFirst(),
    db
      .selectFrom('profileContactDetails')
      .select(['title', 'name', 'email', 'phone', 'lastUpdatedDateForDealerContact'])
      .where('userId', '=', caller.userId)
      .executeTakeFirst(),
    dealer ? enrollmentContactOf(db, dealer) : undefined,
    dealer && billingApplies(caller) ? billingOf(db, dealer) : undefined,
  ]);
  const contactDetails: ContactDetails | undefined = contact
    ? { title: contact.title, name: contact.name, email: contact.email, phone: contact.phone }
    : undefined;
  const lastUpdatedDateForDealerContact = contact?.lastUpdatedDateForDealerContact;
  return {
    ...(dealer ? { dealerCode: dealer.code } : {}),
    ...(contactDetails ? { contactDetails } : {}),
    // The user's own confirmation drives the prompt: a dealer without a DWCP enrollment confirms too.
    ...(lastUpdatedDateForDealerContact ? { lastUpdatedDateForDealerContact } : {}),
    ...(enrollmentContact ? { dwcpEnrollmentContactDetailsData: enrollmentContact } : {}),
    hasAccessOnManageProfile: mayEditProfile(caller, account?.ssoLoginOnly ?? false),
    showBillingDetails: billing !== undefined,
    ...(billing ? { billingDetails: billing } : {}),
    serverDate,
  };
}
