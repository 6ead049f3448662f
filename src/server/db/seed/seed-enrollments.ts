import { ADDON_DIGITAL_DEALER, ADDON_WEBSITE_PROGRAM } from '../../../constants.ts';
import type { DealerAction, DealerStatus, ProgramAction, ProgramStatus, SubscriptionStatus } from '../vocabulary.ts';
import { SUBSCRIPTION_STATUSES } from '../vocabulary.ts';
import type { CustomParameterValue } from '../schema/enrollments.ts';
import { insertRows, type Row } from './bulk-insert.ts';
import { ADDON, ADDON_CUSTOM_PARAMETERS, OFFER_CODES, OFFER_TYPE } from './data/catalogue.ts';
import { DWCP_UNENROLLED_DEMO_DEALERS } from './data/demo-users.ts';
import { DOWNLOAD_DOCUMENTS } from './data/library.ts';
import { FIRST_NAMES, LAST_NAMES, emailLocalPart } from './data/people.ts';
import type { Catalogue, PackageRecord, ProgramRecord } from './seed-catalogue.ts';
import type { SeedStep } from './seed-context.ts';
import type { DealerRecord } from './seed-dealers.ts';
import type { UserRecord } from './seed-users-and-menus.ts';

export interface Enrollments {
  /** The dealer's lead program (SmartLeads) when enrolled or paused in it. */
  leadProgramByDealer: Map<number, ProgramRecord>;
  /** Website and digital retailing providers the dealer subscribes to (for audits). */
  websiteProviderByDealer: Map<number, number>;
  drsProviderByDealer: Map<number, number>;
}

/** What action brought a dealer to its status (the contract's DealerActionType transitions). */
const DEALER_STATUS_ACTION: Readonly<Record<Exclude<DealerStatus, 'ACTIVE'>, DealerAction>> = {
  PAUSED: 'pause',
  ON_HOLD: 'hold',
  OPTED_OUT: 'optOut',
  INACTIVE: 'deactivate',
  CANCELLED: 'deactivate',
};

/** Actions from ENROLLED that lead to a program status (the contract's ProgramAction transitions). */
const PROGRAM_PATH: Readonly<Record<ProgramStatus, readonly [ProgramAction, ProgramStatus][]>> = {
  PENDING: [],
  ENROLLED: [['enroll', 'ENROLLED']],
  PAUSED: [['enroll', 'ENROLLED'], ['pause', 'PAUSED']],
  UNENROLLED: [['enroll', 'ENROLLED'], ['unenroll', 'UNENROLLED']],
};

/** Subscription actions leading from Subscription Pending to a status (the contract's SubscriptionAction). */
const SUBSCRIPTION_PATH: Readonly<Record<SubscriptionStatus, readonly [string, SubscriptionStatus][]>> = {
  'Subscription Pending': [],
  Subscribed: [['approve', 'Subscribed']],
  'Termination Pending': [['approve', 'Subscribed'], ['terminate', 'Termination Pending']],
  Unsubscribed: [['approve', 'Subscribed'], ['unsubscribe', 'Unsubscribed']],
  Cancelled: [['cancel', 'Cancelled']],
};

const SUBSCRIPTION_WEIGHTS: readonly (readonly [SubscriptionStatus, number])[] = [
  ['Subscribed', 55],
  ['Subscription Pending', 12],
  ['Termination Pending', 8],
  ['Unsubscribed', 15],
  ['Cancelled', 10],
];

/**
 * Program and add-on enrollments, package subscriptions (every status), their histories, billing
 * profiles, DWCP enrollments with the authorized contact, provider-interest notifications and the
 * Download Manager's documents.
 */
export async function seedEnrollments(
  { db, prng, clock }: SeedStep,
  dealers: DealerRecord[],
  catalogue: Catalogue,
  users: UserRecord[],
): Promise<Enrollments> {
  const adminId = users.find((user) => user.role === 'admin')?.id ?? null;
  const leadProgramByDealer = new Map<number, ProgramRecord>();
  const websiteProviderByDealer = new Map<number, number>();
  const drsProviderByDealer = new Map<number, number>();
  // Demo dealers walk through every subscription status, so each shows up whatever the draw.
  let demoCycle = 0;
  const nextDemoStatus = () => SUBSCRIPTION_STATUSES[demoCycle++ % SUBSCRIPTION_STATUSES.length] as SubscriptionStatus;

  const statusHistory: Row<'dealerStatusHistory'>[] = [];
  const programRows: Row<'programEnrollments'>[] = [];
  const programHistory: Row<'programEnrollmentHistory'>[] = [];
  const addonRows: Row<'addonEnrollments'>[] = [];
  const addonHistory: Row<'addonEnrollmentHistory'>[] = [];
  const subscriptionRows: Row<'subscriptions'>[] = [];
  const subscriptionHistory: Row<'subscriptionHistory'>[] = [];
  const customParameterRows: Row<'dealerCustomParameters'>[] = [];
  const billingRows: Row<'billingProfiles'>[] = [];
  const billingProgramRows: Row<'billingProfilePrograms'>[] = [];
  const dwcpRows: Row<'dwcpEnrollments'>[] = [];
  const interestRows: Row<'providerInterestNotifications'>[] = [];

  for (const dealer of dealers) {
    const p = prng.fork(dealer.code);

    if (dealer.status !== 'ACTIVE') {
      statusHistory.push({
        id: statusHistory.length + 1,
        dealerId: dealer.id,
        action: DEALER_STATUS_ACTION[dealer.status],
        fromStatus: 'ACTIVE' as const,
        toStatus: dealer.status,
        inactivationType: dealer.status === 'INACTIVE' ? ('INACTIVATION' as const) : dealer.status === 'CANCELLED' ? ('CANCELLATION' as const) : null,
        reason: 'Requested by the dealer',
        changedByUserId: adminId,
        impersonatorLogin: null,
        changedAt: clock.daysAgo(p.int(5, 150)),
      });
    } else if (p.chance(0.1)) {
      const pausedAt = clock.daysAgo(p.int(60, 300));
      statusHistory.push(
        { id: statusHistory.length + 1, dealerId: dealer.id, action: 'pause' as const, fromStatus: 'ACTIVE' as const, toStatus: 'PAUSED' as const, inactivationType: null, reason: 'Seasonal pause', changedByUserId: adminId, impersonatorLogin: null, changedAt: pausedAt },
        { id: statusHistory.length + 2, dealerId: dealer.id, action: 'reactivate' as const, fromStatus: 'PAUSED' as const, toStatus: 'ACTIVE' as const, inactivationType: null, reason: null, changedByUserId: adminId, impersonatorLogin: null, changedAt: clock.plusSeconds(pausedAt, p.int(10, 50) * 86400) },
      );
    }

    const programs = catalogue.programsByOem.get(dealer.oemId) ?? [];
    const enrolledPrograms: ProgramRecord[] = [];
    for (const program of programs) {
      const core = ['SMARTLEADS', 'WEBSITE_CERTIFICATION', 'DIGITAL_DEALER'].includes(program.code);
      if (!dealer.demo && !p.chance(core ? 0.9 : 0.6)) continue;
      const status: ProgramStatus =
        dealer.status === 'CANCELLED'
          ? 'UNENROLLED'
          : dealer.demo && core
            ? 'ENROLLED'
            : p.weighted<ProgramStatus>([['ENROLLED', 62], ['PENDING', 10], ['PAUSED', 10], ['UNENROLLED', 18]]);
      const id = programRows.length + 1;
      const enrolledDaysAgo = p.int(30, 700);
      programRows.push({
        id,
        dealerId: dealer.id,
        programId: program.id,
        status,
        enrolledDate: status === 'PENDING' ? null : clock.dateText(clock.daysAgo(enrolledDaysAgo)),
        statusReason: status === 'PAUSED' ? 'Paused at the dealer’s request' : status === 'UNENROLLED' ? 'Dealer left the program' : null,
        statusChangedAt: clock.daysAgo(status === 'ENROLLED' ? enrolledDaysAgo : p.int(1, Math.max(2, enrolledDaysAgo - 1))),
        createdAt: clock.daysAgo(enrolledDaysAgo + 3),
      });
      let from: ProgramStatus = 'PENDING';
      for (const [step, [action, to]] of PROGRAM_PATH[status].entries()) {
        programHistory.push({
          id: programHistory.length + 1,
          programEnrollmentId: id,
          action,
          fromStatus: from,
          toStatus: to,
          reason: action === 'enroll' ? null : 'Requested by the dealer',
          changedByUserId: adminId,
          impersonatorLogin: null,
          changedAt: clock.daysAgo(step === 0 ? enrolledDaysAgo : p.int(1, Math.max(2, enrolledDaysAgo - 1))),
        });
        from = to;
      }
      if (status === 'ENROLLED' || status === 'PAUSED') {
        enrolledPrograms.push(program);
        if (program.leadProgram) leadProgramByDealer.set(dealer.id, program);
        for (const addonId of program.addonIds) {
          if (!dealer.demo && !p.chance(0.6)) continue;
          const addonStatus = dealer.demo ? nextDemoStatus() : p.weighted(SUBSCRIPTION_WEIGHTS);
          const addonEnrollmentId = addonRows.length + 1;
          const startedDaysAgo = p.int(10, enrolledDaysAgo);
          addonRows.push({
            id: addonEnrollmentId,
            dealerId: dealer.id,
            programId: program.id,
            addonId,
            status: addonStatus,
            enrolledDate: addonStatus === 'Subscription Pending' ? null : clock.dateText(clock.daysAgo(startedDaysAgo)),
            scheduledDate: scheduledDateFor(addonStatus, clock),
            statusChangedAt: clock.daysAgo(p.int(1, startedDaysAgo)),
            createdAt: clock.daysAgo(startedDaysAgo + 2),
          });
          for (const [action, fromStatus, toStatus, at] of historyOf(addonStatus, clock.daysAgo(startedDaysAgo + 2), p, clock)) {
            addonHistory.push({
              id: addonHistory.length + 1,
              addonEnrollmentId,
              action,
              fromStatus,
              toStatus,
              scheduledDate: toStatus === 'Termination Pending' ? scheduledDateFor(toStatus, clock) : null,
              reason: null,
              changedByUserId: adminId,
              impersonatorLogin: null,
              changedAt: at,
            });
          }
        }
      }
    }

    // Package subscriptions under the website program (4) and digital dealer (6).
    const packages = catalogue.packagesByOem.get(dealer.oemId) ?? [];
    const subscribeTo = (choice: PackageRecord) => {
      const status = dealer.demo ? nextDemoStatus() : p.weighted(SUBSCRIPTION_WEIGHTS);
      const id = subscriptionRows.length + 1;
      const startedDaysAgo = p.int(20, 600);
      const optional = choice.optionalAddonIds.filter(() => p.chance(0.4));
      const definitionsCode = OFFER_CODES.find((code) => OFFER_TYPE[code] === choice.offerTypeId);
      const definitions = definitionsCode ? (ADDON_CUSTOM_PARAMETERS[definitionsCode] ?? []) : [];
      const parameters: CustomParameterValue[] = definitions.map((definition) => ({
        ...definition,
        value:
          definition.type === 'URL'
            ? `${dealer.websiteUrl}/${definition.name.toLowerCase()}`
            : definition.type === 'BOOLEAN'
              ? String(p.chance(0.5))
              : definition.type === 'NUMBER'
                ? String(p.int(10, 200))
                : definition.name === 'crmEmail'
                  ? `leads@${dealer.slug}.example.com`
                  : definition.name === 'trackingNumber'
                    ? dealer.phone
                    : 'Mon–Sat 9:00–20:00',
      }));
      const accepted = status !== 'Subscription Pending' && status !== 'Cancelled';
      subscriptionRows.push({
        id,
        dealerId: dealer.id,
        packageId: choice.id,
        status,
        monthlyPrice: choice.monthlyPrice,
        optionalAddonIds: optional,
        subscribedDate: status === 'Subscription Pending' || status === 'Cancelled' ? null : clock.dateText(clock.daysAgo(startedDaysAgo)),
        scheduledDate: scheduledDateFor(status, clock),
        skipDealerCommunication: p.chance(0.1),
        eulaDocumentId: catalogue.latestEulaByOem.get(dealer.oemId) ?? null,
        eulaAcceptedAt: accepted ? clock.daysAgo(startedDaysAgo + 1) : null,
        customParameters: JSON.stringify(parameters),
        modelCodes: choice.offerTypeId === OFFER_TYPE.LEAD ? (catalogue.vehicleModelsByOem.get(dealer.oemId) ?? []).slice(0, 3).map((model) => model.modelCode) : [],
        copiedFromSubscriptionId: null,
        statusChangedAt: clock.daysAgo(p.int(1, startedDaysAgo)),
        createdAt: clock.daysAgo(startedDaysAgo + 2),
      });
      for (const [action, fromStatus, toStatus, at] of historyOf(status, clock.daysAgo(startedDaysAgo + 2), p, clock)) {
        subscriptionHistory.push({
          id: subscriptionHistory.length + 1,
          subscriptionId: id,
          methodName: action === 'subscribe' ? 'subscribe' : 'changeStatus',
          actionName: action === 'subscribe' ? null : action,
          fromStatus,
          toStatus,
          scheduledDate: toStatus === 'Termination Pending' ? scheduledDateFor(toStatus, clock) : null,
          applyToAllPackages: false,
          skipDealerCommunication: false,
          changedByUserId: adminId,
          impersonatorLogin: null,
          changedAt: at,
        });
      }
      return status;
    };

    const inWebsite = enrolledPrograms.some((program) => program.programAddonId === ADDON_WEBSITE_PROGRAM);
    const inDigitalDealer = enrolledPrograms.some((program) => program.programAddonId === ADDON_DIGITAL_DEALER);
    if (inWebsite) {
      const websitePackages = packages.filter((choice) => choice.programAddonId === ADDON_WEBSITE_PROGRAM);
      const core = p.pick(websitePackages.filter((choice) => choice.kind !== 'ADDITIONAL'));
      subscribeTo(core);
      websiteProviderByDealer.set(dealer.id, core.offerProviderId);
      const extras = p.sample(
        websitePackages.filter((choice) => choice.offerProviderId === core.offerProviderId && choice.id !== core.id),
        dealer.demo ? 3 : p.int(0, 2),
      );
      extras.forEach(subscribeTo);
      customParameterRows.push({
        dealerId: dealer.id,
        programAddonId: ADDON_WEBSITE_PROGRAM,
        parameters: JSON.stringify([
          { name: 'websiteUrl', label: 'Website URL', type: 'URL', required: true, value: dealer.websiteUrl },
          { name: 'analyticsId', label: 'Analytics property', type: 'TEXT', required: false, value: `G-${p.chars('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 10)}` },
        ] satisfies CustomParameterValue[]),
        updatedAt: clock.daysAgo(p.int(1, 120)),
        updatedByUserId: adminId,
      });
    }
    if (inDigitalDealer) {
      const drsPackages = packages.filter((choice) => choice.programAddonId === ADDON_DIGITAL_DEALER && choice.kind !== 'ADDITIONAL');
      if (drsPackages.length > 0) {
        const choice = p.pick(drsPackages);
        subscribeTo(choice);
        drsProviderByDealer.set(dealer.id, choice.offerProviderId);
      }
    }

    if (dealer.demo || p.chance(0.75)) {
      const billingProfileId = billingRows.length + 1;
      const brand = p.weighted([['Visa', 50], ['Mastercard', 35], ['American Express', 15]] as const);
      billingRows.push({
        id: billingProfileId,
        dealerId: dealer.id,
        cardholderName: dealer.name,
        cardBrand: brand,
        cardLast4: p.digits(4),
        // The processor's token; the card number itself never reaches the portal's database.
        cardToken: `tok_${p.chars('0123456789abcdef', 24)}`,
        cardExpMonth: p.int(1, 12),
        cardExpYear: clock.year + p.int(1, 4),
        address: `${p.int(100, 9999)} Commerce Blvd`,
        city: dealer.city.name,
        state: dealer.city.state,
        zip: dealer.place.zip,
        country: dealer.country.toLowerCase(),
        createdAt: clock.daysAgo(p.int(100, 700)),
        updatedAt: clock.daysAgo(p.int(1, 99)),
        updatedByUserId: null,
      });
      for (const program of enrolledPrograms.filter((candidate) => candidate.leadProgram || candidate.programAddonId !== null)) {
        billingProgramRows.push({ billingProfileId, programId: program.id, activatedAt: clock.daysAgo(p.int(1, 300)) });
      }
    }

    const websiteProviderId = websiteProviderByDealer.get(dealer.id);
    for (const programAddonId of [ADDON_WEBSITE_PROGRAM, ADDON_DIGITAL_DEALER]) {
      const enrolled = programAddonId === ADDON_WEBSITE_PROGRAM ? inWebsite : inDigitalDealer;
      if (!enrolled || (!dealer.demo && !p.chance(programAddonId === ADDON_WEBSITE_PROGRAM ? 0.7 : 0.5))) continue;
      if (programAddonId === ADDON_WEBSITE_PROGRAM && DWCP_UNENROLLED_DEMO_DEALERS.includes(dealer.code)) continue;
      const providers = catalogue.providersByOem.get(dealer.oemId) ?? [];
      const websiteProvider = providers.find((provider) => provider.id === websiteProviderId) ?? p.pick(providers.filter((provider) => !provider.drs));
      const drProvider = p.pick(providers.filter((provider) => provider.drs).concat(providers.filter((provider) => !provider.drs)).slice(0, 3));
      const websitePackage = packages.find((choice) => choice.offerProviderId === websiteProvider.id && choice.programAddonId === ADDON_WEBSITE_PROGRAM);
      const drPackage = packages.find((choice) => choice.offerProviderId === drProvider.id);
      const person = `${p.pick(FIRST_NAMES)} ${p.pick(LAST_NAMES)}`;
      const billingPerson = `${p.pick(FIRST_NAMES)} ${p.pick(LAST_NAMES)}`;
      const options = programAddonId === ADDON_WEBSITE_PROGRAM ? [ADDON.DWS, ADDON.FULL_SERVICE, ADDON.REP, ADDON.CHAT] : [ADDON.DRS, ADDON.TRADEIN];
      dwcpRows.push({
        id: dwcpRows.length + 1,
        dealerId: dealer.id,
        programAddonId,
        dealerName: dealer.name,
        dealerWebsite: dealer.websiteUrl,
        authorizedPerson: person,
        authorizedEmail: `${emailLocalPart(person)}@${dealer.slug}.example.com`,
        authorizedPhone: dealer.phone,
        websiteProviderId: websiteProvider.id,
        websiteProviderName: websiteProvider.name,
        websitePackageId: websitePackage?.id ?? null,
        websitePackageName: websitePackage?.name ?? 'Website',
        drProviderId: drProvider.id,
        drProviderName: drProvider.name,
        drPackageId: drPackage?.id ?? null,
        drPackageName: drPackage?.name ?? 'Digital Retailing',
        enrollmentOptionAddonIds: p.sample(options, p.int(1, options.length)),
        termsAcceptedAt: clock.daysAgo(p.int(30, 500)),
        billingContactName: billingPerson,
        billingContactPhone: dealer.phone.replace(/^\((\d{3})\) /, '$1-'),
        billingContactEmail: `billing@${dealer.slug}.example.com`,
        // Never confirmed for HON0001's enrollments (the home page's prompt follows the user's own
        // confirmation: demo-users.ts contactConfirmed).
        lastUpdatedDateForDealerContact: dealer.code !== 'HON0001' && p.chance(0.6) ? clock.dateText(clock.daysAgo(p.int(5, 200))) : null,
        createdByUserId: null,
        createdAt: clock.daysAgo(p.int(200, 600)),
        updatedAt: clock.daysAgo(p.int(1, 199)),
      });
    }

    if (!dealer.demo && p.chance(0.08)) {
      const providers = catalogue.providersByOem.get(dealer.oemId) ?? [];
      if (providers.length > 0) {
        interestRows.push({
          id: interestRows.length + 1,
          dealerId: dealer.id,
          offerProviderId: p.pick(providers).id,
          addonId: p.pick([ADDON.DWS, ADDON.DRS, ADDON.CHAT]),
          message: p.chance(0.5) ? 'Please contact us about pricing.' : null,
          requestedByUserId: null,
          createdAt: clock.daysAgo(p.int(1, 90)),
        });
      }
    }
  }

  await insertRows(db, 'dealerStatusHistory', statusHistory);
  await insertRows(db, 'programEnrollments', programRows);
  await insertRows(db, 'programEnrollmentHistory', programHistory);
  await insertRows(db, 'addonEnrollments', addonRows);
  await insertRows(db, 'addonEnrollmentHistory', addonHistory);
  await insertRows(db, 'subscriptions', subscriptionRows);
  await insertRows(db, 'subscriptionHistory', subscriptionHistory);
  await insertRows(db, 'dealerCustomParameters', customParameterRows);
  await insertRows(db, 'billingProfiles', billingRows);
  await insertRows(db, 'billingProfilePrograms', billingProgramRows);
  await insertRows(db, 'dwcpEnrollments', dwcpRows);
  await insertRows(db, 'providerInterestNotifications', interestRows);
  await insertRows(
    db,
    'downloadDocuments',
    DOWNLOAD_DOCUMENTS.map(([title, category, fileName, content], index) => ({
      id: index + 1,
      oemId: null,
      title,
      description: `${title} (${category.toLowerCase()})`,
      category,
      fileName,
      contentType: fileName.endsWith('.csv') ? 'text/csv' : 'text/plain',
      content: Buffer.from(content, 'utf8'),
      updatedAt: clock.daysAgo(30 + index),
    })),
  );
  return { leadProgramByDealer, websiteProviderByDealer, drsProviderByDealer };
}

/** Termination and pending starts are scheduled for the first day of the next month. */
function scheduledDateFor(status: SubscriptionStatus, clock: SeedStep['clock']): string | null {
  if (status !== 'Termination Pending' && status !== 'Subscription Pending') return null;
  const reference = clock.reference;
  return clock.dateText(new Date(Date.UTC(reference.getUTCFullYear(), reference.getUTCMonth() + 1, 1)));
}

/** The history that leads to `status`: [action, from, to, at], starting with the subscription itself. */
function historyOf(
  status: SubscriptionStatus,
  createdAt: Date,
  p: SeedStep['prng'],
  clock: SeedStep['clock'],
): [string, SubscriptionStatus | null, SubscriptionStatus, Date][] {
  const rows: [string, SubscriptionStatus | null, SubscriptionStatus, Date][] = [['subscribe', null, 'Subscription Pending', createdAt]];
  let from: SubscriptionStatus = 'Subscription Pending';
  let at = createdAt;
  for (const [action, to] of SUBSCRIPTION_PATH[status]) {
    const ageDays = Math.max(1, Math.floor((clock.reference.getTime() - at.getTime()) / 86_400_000));
    at = clock.plusSeconds(at, p.int(1, Math.max(1, ageDays - 1)) * 86_400);
    rows.push([action, from, to, at]);
    from = to;
  }
  return rows;
}
