/**
 * What the DWCP enrolment form opens with (getDwcpEnrollmentForm): the values known for the
 * dealer (its current enrollment when it has one, otherwise its own record: name, website,
 * first contact, first billing contact), the provider and package choices, the enrollment
 * options and the terms.
 */
import type { Kysely } from 'kysely';
import type { components } from '../../../../api/generated/portal.ts';
import type { Database } from '../../../db/schema/database.ts';
import { conflict, notFound } from '../../../http/http-error.ts';
import { FieldProblems } from '../../../kernel/field-errors.ts';
import { enrollmentCatalogueOf, type EnrollmentCatalogue, type ProgramAddonId } from './enrollment-catalogue.ts';

type DwcpEnrollmentForm = components['schemas']['DwcpEnrollmentForm'];
type Prefill = DwcpEnrollmentForm['prefill'];
type ProviderPackageChoice = components['schemas']['ProviderPackageChoice'];

/** A provider of the list with its first package, as a pre-selected choice. */
function choiceOf(catalogue: EnrollmentCatalogue, providerId: number): ProviderPackageChoice | undefined {
  const provider = catalogue.websiteProviders.find((candidate) => candidate.providerId === providerId);
  const first = provider?.packages[0];
  if (!provider || !first) return undefined;
  return { providerId: provider.providerId, providerName: provider.providerName, packageId: first.packageId, packageName: first.packageName };
}

const withIds = (choice: { providerId: number | null; providerName: string; packageId: number | null; packageName: string }): ProviderPackageChoice => ({
  ...(choice.providerId !== null ? { providerId: choice.providerId } : {}),
  providerName: choice.providerName,
  ...(choice.packageId !== null ? { packageId: choice.packageId } : {}),
  packageName: choice.packageName,
});

async function prefillOf(db: Kysely<Database>, dealer: { id: number; name: string; websiteUrl: string | null }, programAddonId: ProgramAddonId) {
  const enrollment = await db
    .selectFrom('dwcpEnrollments')
    .selectAll()
    .where('dealerId', '=', dealer.id)
    .where('programAddonId', '=', programAddonId)
    .executeTakeFirst();
  if (enrollment) {
    const prefill: Prefill = {
      authorizedPersonName: enrollment.authorizedPerson,
      authorizedEmail: enrollment.authorizedEmail,
      contactNumber: enrollment.authorizedPhone,
      dealerName: enrollment.dealerName,
      dealerWebsiteUrl: enrollment.dealerWebsite,
      websiteProvider: withIds({
        providerId: enrollment.websiteProviderId,
        providerName: enrollment.websiteProviderName,
        packageId: enrollment.websitePackageId,
        packageName: enrollment.websitePackageName,
      }),
      billingContactName: enrollment.billingContactName,
      billingContactPhone: enrollment.billingContactPhone,
      billingContactEmail: enrollment.billingContactEmail,
    };
    return { enrolled: true, prefill };
  }
  const [contact, billing] = await Promise.all([
    db.selectFrom('dealerContacts').select(['name', 'email', 'phone']).where('dealerId', '=', dealer.id).orderBy('position').limit(1).executeTakeFirst(),
    db.selectFrom('dealerBillingContacts').select(['name', 'email', 'phone']).where('dealerId', '=', dealer.id).orderBy('position').limit(1).executeTakeFirst(),
  ]);
  const prefill: Prefill = {
    dealerName: dealer.name,
    ...(dealer.websiteUrl ? { dealerWebsiteUrl: dealer.websiteUrl } : {}),
    ...(contact ? { authorizedPersonName: contact.name, authorizedEmail: contact.email, contactNumber: contact.phone } : {}),
    ...(billing ? { billingContactName: billing.name, billingContactPhone: billing.phone, billingContactEmail: billing.email } : {}),
  };
  return { enrolled: false, prefill };
}

/** Where the form links the agreement (the handler signs the portal's address of it). */
export type TermsLink = (terms: NonNullable<EnrollmentCatalogue['terms']>) => Promise<string>;

export async function enrollmentFormOf(
  db: Kysely<Database>,
  dealerCode: string,
  programAddonId: ProgramAddonId,
  providerId: number | undefined,
  termsLink: TermsLink,
): Promise<DwcpEnrollmentForm> {
  const dealer = await db.selectFrom('dealers').select(['id', 'code', 'name', 'oemId', 'websiteUrl']).where('code', '=', dealerCode).executeTakeFirst();
  if (!dealer) throw notFound(`No dealer has the code ${dealerCode}.`);
  const catalogue = await enrollmentCatalogueOf(db, dealer.oemId, programAddonId);
  const problems = new FieldProblems();
  if (!catalogue.program) problems.add('query.addonId', 'INVALID_VALUE', { message: `Dealer ${dealer.code}'s OEM has no program for add-on ${programAddonId}.` });
  const chosen = providerId === undefined ? undefined : choiceOf(catalogue, providerId);
  if (providerId !== undefined && !chosen) {
    problems.add('query.providerId', 'INVALID_VALUE', { message: `Provider ${providerId} is not a website provider offered to dealer ${dealer.code}.` });
  }
  problems.throwIfAny();
  if (catalogue.terms === null) throw conflict(`No terms and conditions are published for dealer ${dealer.code}'s OEM yet.`, 'no_terms');

  const { enrolled, prefill } = await prefillOf(db, dealer, programAddonId);
  return {
    dealerCode: dealer.code,
    prefill: chosen ? { ...prefill, websiteProvider: chosen } : prefill,
    websiteProviders: catalogue.websiteProviders,
    digitalRetailingProviders: catalogue.digitalRetailingProviders,
    enrollmentOptions: catalogue.options,
    termsUrl: await termsLink(catalogue.terms),
    enrolled,
  };
}
