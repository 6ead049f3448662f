/**
 * Submitting the DWCP enrolment form (business-areas §5 "Enrolment"). The contract checks
 * every field's presence and format (email, phone xxx-xxx-xxxx or (xxx) xxx-xxxx, website URL,
 * at least one option, terms selected); here the values are checked against the dealer's
 * catalogue (listed providers, their packages, the program's options) and blanks once trimmed,
 * all reported at once. Then, in one transaction: refused for an outstanding account, a dealer
 * that is not ACTIVE or one already enrolled; otherwise the enrollment is stored, the dealer
 * enrolled in the program and each option subscribed (pending approval), through the
 * transition table, with history rows.
 */
import type { Kysely, Transaction } from 'kysely';
import { ADDON_WEBSITE_PROGRAM } from '../../../../constants.ts';
import type { components } from '../../../../api/generated/portal.ts';
import type { Database } from '../../../db/schema/database.ts';
import { conflict, notFound } from '../../../http/http-error.ts';
import { recordAddonStep } from '../actions/addon-transition.ts';
import type { ChangeActor } from '../../../kernel/change-actor.ts';
import { FieldProblems } from '../../../kernel/field-errors.ts';
import { lockedDealer } from '../../dealer-rules/locked-dealer.ts';
import { recordProgramStep } from '../actions/program-transition.ts';
import { requireActiveDealer } from '../../dealer-rules/service-gate.ts';
import { programTransition, subscriptionTransition } from '../../dealer-rules/transitions.ts';
import { enrollmentCatalogueOf, type ProgramAddonId } from './enrollment-catalogue.ts';

type DwcpEnrollment = components['schemas']['DwcpEnrollment'];
type ProviderPackageChoice = components['schemas']['ProviderPackageChoice'];
type EnrollmentProvider = components['schemas']['EnrollmentProvider'];

interface ResolvedChoice {
  providerId: number | null;
  providerName: string;
  packageId: number | null;
  packageName: string;
}

/** A listed provider and package are stored under their catalogue names; a provider not listed, as typed. */
function resolveChoice(problems: FieldProblems, field: string, choice: ProviderPackageChoice, listed: readonly EnrollmentProvider[]): ResolvedChoice {
  const providerName = problems.requiredText(`${field}.providerName`, choice.providerName);
  const packageName = problems.requiredText(`${field}.packageName`, choice.packageName);
  const provider = choice.providerId === undefined ? undefined : listed.find((candidate) => candidate.providerId === choice.providerId);
  if (choice.providerId !== undefined && !provider) problems.add(`${field}.providerId`, 'INVALID_VALUE', { message: 'This provider is not offered to the dealer.' });
  if (choice.packageId === undefined) {
    return { providerId: provider?.providerId ?? null, providerName: provider?.providerName ?? providerName, packageId: null, packageName };
  }
  if (choice.providerId === undefined) problems.add(`${field}.providerId`, 'REQUIRED_FIELD');
  const pkg = provider?.packages.find((candidate) => candidate.packageId === choice.packageId);
  if (provider && !pkg) problems.add(`${field}.packageId`, 'INVALID_VALUE', { message: `This package is not one of ${provider.providerName}'s.` });
  return {
    providerId: provider?.providerId ?? null,
    providerName: provider?.providerName ?? providerName,
    packageId: pkg?.packageId ?? null,
    packageName: pkg?.packageName ?? packageName,
  };
}

export interface EnrollmentSubmission {
  form: DwcpEnrollment;
  actor: ChangeActor;
  now: Date;
  today: string;
}

export async function submitEnrollment(db: Kysely<Database>, submission: EnrollmentSubmission): Promise<void> {
  const { form, actor, now, today } = submission;
  const programAddonId: ProgramAddonId = form.addonId ?? ADDON_WEBSITE_PROGRAM;
  const dealer = await db.selectFrom('dealers').select(['id', 'oemId']).where('code', '=', form.dealerCode).executeTakeFirst();
  if (!dealer) throw notFound(`No dealer has the code ${form.dealerCode}.`);
  const catalogue = await enrollmentCatalogueOf(db, dealer.oemId, programAddonId);
  const program = catalogue.program;

  const problems = new FieldProblems();
  const authorizedPerson = problems.requiredText('authorizedPersonName', form.authorizedPersonName);
  const dealerName = problems.requiredText('dealerName', form.dealerName);
  const billingContactName = problems.requiredText('billingContactName', form.billingContactName);
  const website = resolveChoice(problems, 'websiteProvider', form.websiteProvider, catalogue.websiteProviders);
  const retailing = resolveChoice(problems, 'digitalRetailingProvider', form.digitalRetailingProvider, catalogue.digitalRetailingProviders);
  if (!program) problems.add('addonId', 'INVALID_VALUE', { message: `The dealer's OEM has no program for add-on ${programAddonId}.` });
  const offered = new Set(catalogue.options.map((option) => option.addonId));
  form.enrollmentOptions.forEach((addonId, index) => {
    if (program && !offered.has(addonId)) {
      problems.add(`enrollmentOptions.${index}`, 'INVALID_VALUE', { message: `Add-on ${addonId} is not an enrollment option of ${program.name}.` });
    }
  });
  problems.throwIfAny();
  if (!program) return; // reported above: throwIfAny has answered 400

  await db.transaction().execute(async (trx) => {
    const locked = await lockedDealer(trx, form.dealerCode);
    requireActiveDealer(locked, `enrolling in ${program.name}`);
    const existing = await trx
      .selectFrom('dwcpEnrollments')
      .select('id')
      .where('dealerId', '=', locked.id)
      .where('programAddonId', '=', programAddonId)
      .executeTakeFirst();
    if (existing) throw conflict(`Dealer ${locked.code} is already enrolled in ${program.name}.`, 'already_enrolled');

    await trx
      .insertInto('dwcpEnrollments')
      .values({
        dealerId: locked.id,
        programAddonId,
        dealerName,
        dealerWebsite: form.dealerWebsiteUrl.trim(),
        authorizedPerson,
        authorizedEmail: form.authorizedEmail.trim(),
        authorizedPhone: form.contactNumber.trim(),
        websiteProviderId: website.providerId,
        websiteProviderName: website.providerName,
        websitePackageId: website.packageId,
        websitePackageName: website.packageName,
        drProviderId: retailing.providerId,
        drProviderName: retailing.providerName,
        drPackageId: retailing.packageId,
        drPackageName: retailing.packageName,
        enrollmentOptionAddonIds: [...form.enrollmentOptions],
        termsAcceptedAt: now,
        billingContactName,
        billingContactPhone: form.billingContactPhone.trim(),
        billingContactEmail: form.billingContactEmail.trim(),
        // The authorized contact was just entered, so it counts as confirmed today.
        lastUpdatedDateForDealerContact: today,
        createdByUserId: actor.userId,
        impersonatorLogin: actor.impersonatorLogin,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    await enrollInProgram(trx, { dealerId: locked.id, programId: program.id, addonIds: form.enrollmentOptions, actor, now, today });
  });
}

interface ProgramEnrollment {
  dealerId: number;
  programId: number;
  addonIds: readonly number[];
  actor: ChangeActor;
  now: Date;
  today: string;
}

/** Enrolls the dealer in the program unless it already is (or paused), and subscribes each option it does not hold. */
async function enrollInProgram(trx: Transaction<Database>, enrollment: ProgramEnrollment): Promise<void> {
  const { dealerId, programId, actor, now, today } = enrollment;
  const reason = 'DWCP enrollment';
  const current =
    (await trx
      .selectFrom('programEnrollments')
      .select(['id', 'status', 'enrolledDate'])
      .where('dealerId', '=', dealerId)
      .where('programId', '=', programId)
      .forUpdate()
      .executeTakeFirst()) ?? null;
  const enroll = programTransition('enroll', current?.status ?? null);
  if (enroll.allowed) await recordProgramStep(trx, { dealerId, programId, current, action: 'enroll', to: enroll.to, reason, actor, now, today });

  const held = await trx
    .selectFrom('addonEnrollments')
    .select(['id', 'addonId', 'status', 'enrolledDate'])
    .where('dealerId', '=', dealerId)
    .where('programId', '=', programId)
    .forUpdate()
    .execute();
  for (const addonId of enrollment.addonIds) {
    const existing = held.find((row) => row.addonId === addonId) ?? null;
    const subscribe = subscriptionTransition('subscribe', existing?.status ?? null);
    // An option already running or pending stays as it is.
    if (!subscribe.allowed) continue;
    await recordAddonStep(trx, { dealerId, programId, addonId, current: existing, action: 'subscribe', to: subscribe.to, scheduledDate: null, reason, actor, now, today });
  }
}
