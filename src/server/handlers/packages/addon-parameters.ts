/**
 * An add-on's custom parameters and models (the SmartLeads services' own form): the provider's
 * configuration frame, which of the dealer's other subscriptions can lend their parameters,
 * the models to propose, and changes to a held add-on's parameters with an audit row (0013).
 */
import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { components } from '../../../api/generated/portal.ts';
import type { CustomParameterValue } from '../../db/schema/enrollments.ts';
import type { Database } from '../../db/schema/database.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import type { ChangeActor } from '../../kernel/change-actor.ts';
import { FieldProblems } from '../../kernel/field-errors.ts';
import { lockedDealer } from '../dealer-rules/locked-dealer.ts';
import { asContractParameters, mergedParameters, type AddonCustomParameter } from '../website-program/custom-parameters.ts';
import type { PackageDealer } from './package-dealer.ts';
import { addonSubscriptions, holdingSubscription, smartLeadsAddons, type AddonRecord } from './smartleads-addons.ts';

type AddonParametersSource = components['schemas']['AddonParametersSource'];
type VehicleModel = components['schemas']['VehicleModel'];

/** The provider's configuration page, signed for this dealer and add-on so the provider can trust the link. */
export async function parametersFrame(db: Kysely<Database>, dealer: PackageDealer, addon: AddonRecord, secret: Buffer) {
  const held = await holdingSubscription(db, dealer.id, addon);
  if (!held) throw notFound(`Dealer ${dealer.code} has no subscription to ${addon.name}.`);
  if (!held.websiteUrl) throw notFound(`${held.providerName} has no configuration page.`);
  const url = new URL('/dealer-configuration', held.websiteUrl);
  url.searchParams.set('dealer', dealer.code);
  url.searchParams.set('addon', String(addon.id));
  url.searchParams.set('signature', createHmac('sha256', secret).update(`${dealer.code}:${addon.id}:${held.id}`).digest('hex'));
  return { url: url.toString(), title: `${addon.name} – ${held.providerName}` };
}

/** The parameters of `from` the add-on's definitions take: same name and same kind, non-blank. */
function copyable(addon: AddonRecord, from: readonly CustomParameterValue[]): CustomParameterValue[] {
  return from.filter((parameter) => parameter.value !== '' && addon.definitions.some((definition) => definition.name === parameter.name && definition.type === parameter.type));
}

export async function parameterSources(db: Kysely<Database>, dealer: PackageDealer, addon: AddonRecord): Promise<AddonParametersSource[]> {
  const held = await holdingSubscription(db, dealer.id, addon);
  const addons = await smartLeadsAddons(db, dealer.oemId);
  const sources: AddonParametersSource[] = [];
  for (const other of addons) {
    for (const row of await addonSubscriptions(db, dealer.id, other.offerTypeId)) {
      if (row.id === held?.id) continue;
      const parameters = copyable(addon, row.customParameters);
      if (parameters.length === 0) continue;
      sources.push({
        subscriptionMappingId: row.id,
        addonId: other.id as AddonParametersSource['addonId'],
        name: `${other.name} (${row.providerName}, ${row.status})`,
        parameters: asContractParameters(parameters),
      });
    }
  }
  return sources;
}

/** The definitions filled from `values`; 400 on `field` naming each required one left blank. */
export function filledParameters(addon: AddonRecord, values: readonly CustomParameterValue[], field: string): CustomParameterValue[] {
  const filled = addon.definitions.map((definition) => ({ ...definition, value: values.find((value) => value.name === definition.name)?.value ?? '' }));
  const blank = filled.filter((parameter) => parameter.required && parameter.value.trim() === '');
  if (blank.length > 0) {
    const problems = new FieldProblems();
    for (const parameter of blank) problems.add(field, 'REQUIRED_FIELD', { message: `${parameter.label} is required.` });
    problems.throwIfAny();
  }
  return filled;
}

/** The subscription a copy reads: one of the dealer's, with parameters the add-on takes. */
export async function copiedParameters(db: Kysely<Database>, dealer: PackageDealer, addon: AddonRecord, sourceId: number) {
  const source = (await parameterSources(db, dealer, addon)).find((candidate) => candidate.subscriptionMappingId === sourceId);
  if (!source) throw notFound(`Subscription ${sourceId} is not one of dealer ${dealer.code}'s with parameters for ${addon.name}.`);
  const models = await db.selectFrom('subscriptions').select('modelCodes').where('id', '=', sourceId).executeTakeFirstOrThrow();
  return { parameters: filledParameters(addon, source.parameters as CustomParameterValue[], 'sourceSubscriptionMappingId'), modelCodes: models.modelCodes };
}

/** The OEM's models; those the dealer's lead vehicle settings cover (for the lead types asked) or the add-on already has are proposed. */
export async function modelProposal(db: Kysely<Database>, dealer: PackageDealer, addon: AddonRecord, leadTypes: readonly string[] | undefined): Promise<VehicleModel[]> {
  const [models, settings, held] = await Promise.all([
    db.selectFrom('vehicleModels').select(['id', 'modelCode', 'name', 'year']).where('oemId', '=', dealer.oemId).orderBy('name').execute(),
    db.selectFrom('leadVehicleSettings').select(['vehicleModelId', 'leadTypes']).where('dealerId', '=', dealer.id).execute(),
    holdingSubscription(db, dealer.id, addon),
  ]);
  const proposedIds = new Set(
    settings.filter((setting) => !leadTypes || setting.leadTypes.some((type) => leadTypes.includes(type))).map((setting) => setting.vehicleModelId),
  );
  const chosen = new Set(held?.modelCodes ?? []);
  const all = models.map((model) => ({ modelCode: model.modelCode, modelName: model.name, year: model.year, proposed: proposedIds.has(model.id) || chosen.has(model.modelCode) }));
  return [...all.filter((model) => model.proposed), ...all.filter((model) => !model.proposed)];
}

/** 400 on `field` for a model code that is not one of the OEM's. */
export async function checkModelCodes(db: Kysely<Database>, oemId: number, codes: readonly string[] | undefined, field: string): Promise<void> {
  if (!codes || codes.length === 0) return;
  const known = await db.selectFrom('vehicleModels').select('modelCode').where('oemId', '=', oemId).where('modelCode', 'in', [...codes]).execute();
  const unknown = codes.filter((code) => !known.some((row) => row.modelCode === code));
  if (unknown.length === 0) return;
  const problems = new FieldProblems();
  problems.add(field, 'INVALID_VALUE', { message: `${unknown.join(', ')} ${unknown.length === 1 ? 'is not a model' : 'are not models'} of your manufacturer.` });
  problems.throwIfAny();
}

export interface AddonParametersUpdate {
  dealer: PackageDealer;
  addon: AddonRecord;
  parameters: readonly AddonCustomParameter[];
  modelCodes: readonly string[] | undefined;
  actor: ChangeActor;
  now: Date;
}

export async function updateAddonParameters(db: Kysely<Database>, update: AddonParametersUpdate): Promise<void> {
  await checkModelCodes(db, update.dealer.oemId, update.modelCodes, 'modelCodes');
  await db.transaction().execute(async (trx) => {
    const dealer = await lockedDealer(trx, update.dealer.code);
    const held = await holdingSubscription(trx, dealer.id, update.addon);
    if (!held) throw new HttpError(404, 'not_found', `Dealer ${dealer.code} has no subscription to ${update.addon.name}.`);
    // Parameters the add-on defines but the subscription never stored count as blank.
    const stored = filledParametersUnchecked(update.addon, held.customParameters);
    const merged = mergedParameters(stored, update.parameters, 'parameters', `${update.addon.name}`);
    const parameters = JSON.stringify(merged);
    await trx
      .updateTable('subscriptions')
      .set({ customParameters: parameters, ...(update.modelCodes ? { modelCodes: [...update.modelCodes] } : {}) })
      .where('id', '=', held.id)
      .execute();
    await trx
      .insertInto('customParameterChanges')
      .values({
        dealerId: dealer.id,
        subscriptionId: held.id,
        programAddonId: null,
        parameters,
        modelCodes: update.modelCodes ? [...update.modelCodes] : null,
        changedByUserId: update.actor.userId,
        impersonatorLogin: update.actor.impersonatorLogin,
        changedAt: update.now,
      })
      .execute();
  });
}

function filledParametersUnchecked(addon: AddonRecord, values: readonly CustomParameterValue[]): CustomParameterValue[] {
  const defined = addon.definitions.map((definition) => ({ ...definition, value: values.find((value) => value.name === definition.name)?.value ?? '' }));
  return [...defined, ...values.filter((value) => !addon.definitions.some((definition) => definition.name === value.name))];
}
