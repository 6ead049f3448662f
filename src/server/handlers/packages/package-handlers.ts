/**
 * Manage Packages and Addon Enrollments, Digital Dealer Packages, Manage Subscription and the
 * SmartLeads services (contract tag `packages`; business-areas §2–§8): a dealer's offers by
 * kind and priority, package changes priced before they are confirmed with the End User
 * License Agreement, add-on prices, provider pages, and the SmartLeads add-ons with their
 * custom parameters and models. Only dealers and admins impersonating one get past
 * packageCaller (business-areas §6); the contract has already checked role, request shape and
 * the right to a dealer the request names.
 */
import { ADDON_WEBSITE_PROGRAM } from '../../../constants.ts';
import type { components } from '../../../api/generated/portal.ts';
import { translateEnglish } from '../../../rules/core.ts';
import type { Caller } from '../../auth/caller.ts';
import type { OperationHandlers } from '../../kernel/operation-handlers.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import type { HandlerDeps } from '../../kernel/handler-deps.ts';
import { actorOf } from '../../kernel/change-actor.ts';
import { requireGoodStanding } from '../dealer-rules/service-gate.ts';
import { requestedOemId } from '../../kernel/caller-scope.ts';
import { serverDateOf } from '../../kernel/server-date.ts';
import { applyDueChanges } from '../website-program/due-changes.ts';
import { dealerSubscriptions } from '../website-program/subscription-records.ts';
import type { CustomParameterValue } from '../../db/schema/enrollments.ts';
import { addonPrices } from './addon-prices.ts';
import { checkModelCodes, copiedParameters, filledParameters, modelProposal, parameterSources, parametersFrame, updateAddonParameters } from './addon-parameters.ts';
import { subscribeAddon } from './addon-subscribe.ts';
import { eulaState, requireEulaAccepted } from './eula.ts';
import { eulaDocument, eulaDocumentPath, eulaLink, EULA_LINK_NOT_VALID, isValidEulaSignature, readerLanguage } from './eula-document.ts';
import { findOffers } from './offers.ts';
import { LIVE_STATUSES, liveSubscriptions, monthlyTotal, nothingChanges, offeredSelection, priceOf, replacedBy } from './package-change.ts';
import { packageCaller, packageDealer } from './package-dealer.ts';
import { fileDownload } from '../../kernel/file-download.ts';
import { isValidProgramSheetSignature, programSheet, programSheetPath, PROGRAM_SHEET_NOT_VALID } from './program-sheet.ts';
import { providerInitialPageData, providerPdfUrl, type SheetAddress } from './providers.ts';
import { smartLeadsAddon, smartLeadsView } from './smartleads-addons.ts';
import { chosenOption, replacedEndDate, subscriptionOptionsOf } from './subscription-options.ts';
import { applySubscriptionUpdate } from './subscription-update.ts';
import { mergedParameters } from '../website-program/custom-parameters.ts';
import { subscriptionById, subscriptionsByIds } from '../website-program/subscription-records.ts';

type ChangeSubscriptionsRequest = components['schemas']['ChangeSubscriptionsRequest'];
type UpdateSubscriptionsRequest = components['schemas']['UpdateSubscriptionsRequest'];
type ModelProposalRequest = components['schemas']['ModelProposalRequest'];
type UpdateAddonCustomParametersRequest = components['schemas']['UpdateAddonCustomParametersRequest'];
type SaveAddonParamsRequest = components['schemas']['SaveAddonParamsRequest'];
type SubscribeAddonWithCopiedDataRequest = components['schemas']['SubscribeAddonWithCopiedDataRequest'];

const programAddonOf = (value: unknown) => (value === 6 ? 6 : ADDON_WEBSITE_PROGRAM);

export function createPackageHandlers({ db, clock, config }: HandlerDeps): OperationHandlers {
  const current = async () => {
    const now = clock.now();
    const today = serverDateOf(now);
    await applyDueChanges(db, today, now);
    return { now, today };
  };
  /**
   * The caller (a dealer, or an admin impersonating one) and the dealer the call is about, once
   * both checks pass; then the due scheduled changes are applied, so a refused call writes nothing.
   */
  const dealerOf = async (signedCaller: Caller | null, code: string | undefined, field: string) => {
    const caller = packageCaller(signedCaller);
    const dealer = await packageDealer(db, caller, code, field);
    return { caller, dealer, ...(await current()) };
  };

  /** Absolute, as the resources library's addresses: the link opens in a new window. */
  const sheetAddressFor =
    (request: { protocol: string; host: string }, oemId: number, now: Date): SheetAddress =>
    (providerId) =>
      `${request.protocol}://${request.host}${programSheetPath(config.tokenSecret, providerId, oemId, now)}`;

  return {
    getDealerEnrollmentData: async (ctx) => {
      const { dealer } = await dealerOf(ctx.caller, ctx.query.dlCode, 'query.dlCode');
      const programAddonId = programAddonOf(ctx.query.addonId);
      const offers = await findOffers(db, { oemId: dealer.oemId, programAddonId });
      // business-areas §8: a 400 with a message when the dealer cannot be set up for enrollment.
      if (dealer.status === 'CANCELLED') throw new HttpError(400, 'enrollment_setup', `Dealer ${dealer.code}'s enrollment is cancelled; it cannot be set up for packages.`);
      if (offers.length === 0) throw new HttpError(400, 'enrollment_setup', `No packages are offered to dealer ${dealer.code} under this program.`);
      return {
        body: {
          dealerCode: dealer.code,
          dealerName: dealer.name,
          programAddonId,
          outstandingAccount: dealer.outstandingAccount,
          subscriptions: await dealerSubscriptions(db, dealer.id, programAddonId),
          offers,
        },
      };
    },

    listChangeableSubscriptions: async (ctx) => {
      const { dealer } = await dealerOf(ctx.caller, ctx.query.dlCode, 'query.dlCode');
      const programAddonId = programAddonOf(ctx.query.addonId);
      const [subscriptions, offers] = await Promise.all([dealerSubscriptions(db, dealer.id, programAddonId), findOffers(db, { oemId: dealer.oemId, programAddonId })]);
      return {
        body: subscriptions
          .filter((subscription) => LIVE_STATUSES.includes(subscription.status))
          .map((subscription) => ({
            subscription,
            alternatives: offers.filter((offer) => offer.offerTypeId === subscription.offerTypeId && offer.packageId !== subscription.packageId),
          })),
      };
    },

    previewSubscriptionChange: async (ctx) => {
      const request = ctx.body;
      const { dealer } = await dealerOf(ctx.caller, request.dealerCode, 'dealerCode');
      requireGoodStanding(dealer);
      const choice = await offeredSelection(db, dealer, request);
      const live = await liveSubscriptions(db, dealer.id);
      const replaces = replacedBy(choice, live);
      if (replaces === null) throw nothingChanges();
      const newMonthlyPrice = priceOf(choice.offer, choice.optionalAddonIds);
      const currentMonthlyTotal = monthlyTotal(live);
      return {
        body: {
          selection: { offerProviderId: request.offerProviderId, offerTypeId: request.offerTypeId, packageId: request.packageId, optionalAddonIds: request.optionalAddonIds },
          replaces: await subscriptionsByIds(db, replaces.map((row) => row.id)),
          newMonthlyPrice,
          currentMonthlyTotal,
          newMonthlyTotal: Math.round((currentMonthlyTotal - monthlyTotal(replaces) + newMonthlyPrice) * 100) / 100,
        },
      };
    },

    getSubscriptionOptions: async (ctx) => {
      const { caller, dealer, now } = await dealerOf(ctx.caller, ctx.query.dlCode, 'query.dlCode');
      const eula = await eulaState(db, dealer);
      if (eula.documentId === null || eula.url === null) return { body: subscriptionOptionsOf(eula, '') };
      const documentId = eula.documentId;
      const language = await readerLanguage(db, caller.userId);
      // Absolute, as the program sheet's: the link opens in a new window.
      const link = eulaLink(eula.url, () => `${ctx.request.protocol}://${ctx.request.host}${eulaDocumentPath(config.tokenSecret, documentId, language, now)}`);
      return { body: subscriptionOptionsOf(eula, link) };
    },

    updateSubscriptions: async (ctx) => {
      const request = ctx.body;
      const { caller, dealer, now, today } = await dealerOf(ctx.caller, request.dealerCode, 'dealerCode');
      const option = chosenOption(request.optionId);
      const eula = await eulaState(db, dealer);
      requireEulaAccepted(eula, request.eulaAccepted);
      requireGoodStanding(dealer);
      const choices = [];
      for (const selection of request.selections) choices.push(await offeredSelection(db, dealer, selection));
      const programs = await applySubscriptionUpdate(db, {
        dealerCode: dealer.code,
        choices,
        endDate: replacedEndDate(option, today),
        eula,
        eulaAccepted: request.eulaAccepted,
        actor: actorOf(caller),
        now,
      });
      const after = [];
      for (const programAddonId of programs) after.push(...(await dealerSubscriptions(db, dealer.id, programAddonId)));
      return { body: after };
    },

    listAddonPrices: async (ctx) => {
      const caller = packageCaller(ctx.caller);
      const oemId = await requestedOemId(db, caller, ctx.query.oemId);
      const primaryOffers: number[] = ctx.query.primaryOffers ?? [];
      return { body: await addonPrices(db, { api: ctx.params.api, oemId, primaryOffers, requiredOnly: ctx.query.required === true }) };
    },

    getProviderPdfUrl: async (ctx) => {
      const { dealer, now } = await dealerOf(ctx.caller, undefined, 'query.id');
      return { body: await providerPdfUrl(db, dealer, ctx.query.id, sheetAddressFor(ctx.request, dealer.oemId, now)) };
    },

    getProviderInitialPageData: async (ctx) => {
      const { dealer, now } = await dealerOf(ctx.caller, undefined, 'query.id');
      return { body: await providerInitialPageData(db, dealer, ctx.query.id, sheetAddressFor(ctx.request, dealer.oemId, now)) };
    },

    getProviderProgramSheet: async ({ params, query }) => {
      const now = clock.now();
      if (!isValidProgramSheetSignature(config.tokenSecret, params.id, query.oemId, query.expires, query.signature, now)) throw notFound(PROGRAM_SHEET_NOT_VALID);
      const sheet = await programSheet(db, params.id, query.oemId, serverDateOf(now));
      // inline: the browser's PDF viewer opens it in the new window the link opened.
      return fileDownload({ ...sheet, contentType: 'application/pdf', disposition: 'inline', headers: { 'cache-control': 'private, max-age=300' } });
    },

    getEulaDocument: async ({ params, query }) => {
      if (!isValidEulaSignature(config.tokenSecret, params.id, query.language, query.expires, query.signature, clock.now())) throw notFound(EULA_LINK_NOT_VALID);
      const agreement = await eulaDocument(db, params.id, query.language);
      // inline: the browser's PDF viewer opens it in the new window the link opened.
      return fileDownload({ ...agreement, contentType: 'application/pdf', disposition: 'inline', headers: { 'cache-control': 'private, max-age=300' } });
    },

    getSmartLeadsServices: async (ctx) => {
      const { dealer } = await dealerOf(ctx.caller, ctx.query.dealerCode, 'query.dealerCode');
      return { body: { dealerCode: dealer.code, dealerName: dealer.name, outstandingAccount: dealer.outstandingAccount, addons: await smartLeadsView(db, dealer) } };
    },

    getAddonCustomParametersIFrame: async (ctx) => {
      const { dealer } = await dealerOf(ctx.caller, ctx.query.dealerCode, 'query.dealerCode');
      const addon = await smartLeadsAddon(db, dealer, ctx.query.addonId);
      return { body: await parametersFrame(db, dealer, addon, config.tokenSecret) };
    },

    listAddonCustomParametersToCopy: async (ctx) => {
      const { dealer } = await dealerOf(ctx.caller, ctx.query.dealerCode, 'query.dealerCode');
      const addon = await smartLeadsAddon(db, dealer, ctx.query.addonId);
      return { body: await parameterSources(db, dealer, addon) };
    },

    getAddonModelProposal: async (ctx) => {
      const request = ctx.body;
      const { dealer } = await dealerOf(ctx.caller, request.dealerCode, 'dealerCode');
      const addon = await smartLeadsAddon(db, dealer, request.addonId);
      return { body: { models: await modelProposal(db, dealer, addon, request.leadTypes) } };
    },

    updateAddonCustomParameters: async (ctx) => {
      const request = ctx.body;
      const { caller, dealer, now } = await dealerOf(ctx.caller, request.dealerCode, 'dealerCode');
      const addon = await smartLeadsAddon(db, dealer, request.addonId);
      await updateAddonParameters(db, { dealer, addon, parameters: request.parameters, modelCodes: request.modelCodes, actor: actorOf(caller), now });
      return { body: { success: true, message: translateEnglish('SAVED_SUCCESSFULLY') } };
    },

    subscribeAddonWithParameters: async (ctx) => {
      const request = ctx.body;
      const { caller, dealer, now } = await dealerOf(ctx.caller, request.dealerCode, 'dealerCode');
      const addon = await smartLeadsAddon(db, dealer, request.addonId);
      const eula = await eulaState(db, dealer);
      requireEulaAccepted(eula, request.eulaAccepted);
      requireGoodStanding(dealer);
      const blank: CustomParameterValue[] = addon.definitions.map((definition) => ({ ...definition, value: '' }));
      const entered = mergedParameters(blank, request.parameters, 'parameters', addon.name);
      const parameters = filledParameters(addon, entered, 'parameters');
      await checkModelCodes(db, dealer.oemId, request.modelCodes, 'modelCodes');
      const id = await subscribeAddon(db, {
        dealer,
        addon,
        offerProviderId: request.offerProviderId,
        packageId: request.packageId,
        parameters,
        modelCodes: request.modelCodes ?? [],
        copiedFromSubscriptionId: null,
        eula,
        eulaAccepted: request.eulaAccepted,
        methodName: 'saveAddonParams',
        actor: actorOf(caller),
        now,
      });
      return { status: 201, body: await subscriptionById(db, id) };
    },

    subscribeAddonWithCopiedData: async (ctx) => {
      const request = ctx.body;
      const { caller, dealer, now } = await dealerOf(ctx.caller, request.dealerCode, 'dealerCode');
      const addon = await smartLeadsAddon(db, dealer, request.addonId);
      const eula = await eulaState(db, dealer);
      requireEulaAccepted(eula, request.eulaAccepted);
      requireGoodStanding(dealer);
      const copied = await copiedParameters(db, dealer, addon, request.sourceSubscriptionMappingId);
      const id = await subscribeAddon(db, {
        dealer,
        addon,
        offerProviderId: request.offerProviderId,
        packageId: request.packageId,
        parameters: copied.parameters,
        modelCodes: copied.modelCodes,
        copiedFromSubscriptionId: request.sourceSubscriptionMappingId,
        eula,
        eulaAccepted: request.eulaAccepted,
        methodName: 'subscribeAddonWithCopiedData',
        actor: actorOf(caller),
        now,
      });
      return { status: 201, body: await subscriptionById(db, id) };
    },
  };
}
