/**
 * The dealer's website program custom parameters (dealer_custom_parameters), read for the
 * subscriptions screen and changed with an audit row of who changed them (0013).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/database.ts';
import { notFound } from '../../http/http-error.ts';
import type { ChangeActor } from '../../kernel/change-actor.ts';
import { lockedDealer } from '../dealer-rules/locked-dealer.ts';
import { asContractParameters, mergedParameters, type AddonCustomParameter } from './custom-parameters.ts';

export async function dealerParameters(db: Kysely<Database>, dealerId: number, programAddonId: number): Promise<AddonCustomParameter[]> {
  const row = await db
    .selectFrom('dealerCustomParameters')
    .select('parameters')
    .where('dealerId', '=', dealerId)
    .where('programAddonId', '=', programAddonId)
    .executeTakeFirst();
  return asContractParameters(row?.parameters ?? []);
}

export interface DealerParametersUpdate {
  dealerCode: string;
  programAddonId: number;
  parameters: readonly AddonCustomParameter[];
  actor: ChangeActor;
  now: Date;
}

export async function updateDealerParameters(db: Kysely<Database>, update: DealerParametersUpdate): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const dealer = await lockedDealer(trx, update.dealerCode);
    const row = await trx
      .selectFrom('dealerCustomParameters')
      .select('parameters')
      .where('dealerId', '=', dealer.id)
      .where('programAddonId', '=', update.programAddonId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound(`Dealer ${dealer.code} has no custom parameters for program add-on ${update.programAddonId}.`);
    const merged = mergedParameters(row.parameters, update.parameters, 'parameters', `dealer ${dealer.code}`);
    const parameters = JSON.stringify(merged);
    await trx
      .updateTable('dealerCustomParameters')
      .set({ parameters, updatedAt: update.now, updatedByUserId: update.actor.userId })
      .where('dealerId', '=', dealer.id)
      .where('programAddonId', '=', update.programAddonId)
      .execute();
    await trx
      .insertInto('customParameterChanges')
      .values({
        dealerId: dealer.id,
        subscriptionId: null,
        programAddonId: update.programAddonId,
        parameters,
        modelCodes: null,
        changedByUserId: update.actor.userId,
        impersonatorLogin: update.actor.impersonatorLogin,
        changedAt: update.now,
      })
      .execute();
  });
}
