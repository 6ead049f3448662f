/**
 * Vehicle management: which of the OEM's models the dealer receives leads for, and for which
 * lead types, and the limits on used vehicles. A model with no setting yet (one the OEM added
 * after the dealer last saved) receives every lead type, as a new model in the showroom would.
 */
import type { Kysely } from 'kysely';
import type { components } from '../../../api/generated/portal.ts';
import type { Database } from '../../db/schema/database.ts';
import { LEAD_TYPES } from '../../db/vocabulary.ts';
import { notFound } from '../../http/http-error.ts';
import type { BodyOf } from '../../kernel/operation-handlers.ts';
import { translateEnglish } from '../../../rules/core.ts';
import type { DealerProgramRow } from './dealer-program.ts';

type VehicleManagement = components['schemas']['VehicleManagement'];
type VehicleManagementResult = components['schemas']['VehicleManagementResult'];

export async function vehicleManagementOf(db: Kysely<Database>, program: DealerProgramRow): Promise<VehicleManagement> {
  const models = await db
    .selectFrom('vehicleModels')
    .leftJoin('leadVehicleSettings', (join) =>
      join
        .onRef('leadVehicleSettings.vehicleModelId', '=', 'vehicleModels.id')
        .on('leadVehicleSettings.dealerId', '=', program.dealer.id)
        .on('leadVehicleSettings.programId', '=', program.programId),
    )
    .select(['vehicleModels.id', 'vehicleModels.make', 'vehicleModels.name', 'leadVehicleSettings.leadTypes'])
    .where('vehicleModels.oemId', '=', program.dealer.oemId)
    .orderBy('vehicleModels.make')
    .orderBy('vehicleModels.name')
    .orderBy('vehicleModels.id')
    .execute();
  const settings = await db
    .selectFrom('leadProgramSettings')
    .select(['usedMinModelYear', 'usedMaxMileage'])
    .where('dealerId', '=', program.dealer.id)
    .where('programId', '=', program.programId)
    .executeTakeFirst();
  return {
    dealerCode: program.dealer.code,
    programId: program.programId,
    models: models.map((model) => ({
      modelId: String(model.id),
      make: model.make,
      model: model.name,
      leadTypes: model.leadTypes ?? [...LEAD_TYPES],
    })),
    usedVehicleCriteria: { minModelYear: settings?.usedMinModelYear ?? null, maxMileage: settings?.usedMaxMileage ?? null },
  };
}

export async function saveVehicleManagement(
  db: Kysely<Database>,
  program: DealerProgramRow,
  body: BodyOf<'saveVehicleManagement'>,
  now: Date,
): Promise<VehicleManagementResult> {
  const ids = body.models.map((model) => model.modelId);
  const known = new Set(
    (
      await db
        .selectFrom('vehicleModels')
        .select('id')
        .where('oemId', '=', program.dealer.oemId)
        .where('id', 'in', ids.filter((id) => /^\d{1,9}$/.test(id)).map(Number).concat(-1))
        .execute()
    ).map((row) => String(row.id)),
  );
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== undefined) throw notFound(`Model ${unknown} is not one of the OEM's models.`);
  const criteria = { usedMinModelYear: body.usedVehicleCriteria.minModelYear, usedMaxMileage: body.usedVehicleCriteria.maxMileage };
  await db.transaction().execute(async (trx) => {
    for (const model of body.models) {
      const leadTypes = [...new Set(model.leadTypes)];
      await trx
        .insertInto('leadVehicleSettings')
        .values({ dealerId: program.dealer.id, programId: program.programId, vehicleModelId: Number(model.modelId), leadTypes })
        .onConflict((oc) => oc.columns(['dealerId', 'programId', 'vehicleModelId']).doUpdateSet({ leadTypes }))
        .execute();
    }
    await trx
      .insertInto('leadProgramSettings')
      .values({ dealerId: program.dealer.id, programId: program.programId, coverageType: 'ZIP_LIST', ...criteria, updatedAt: now })
      .onConflict((oc) => oc.columns(['dealerId', 'programId']).doUpdateSet({ ...criteria, updatedAt: now }))
      .execute();
  });
  return { success: true, message: translateEnglish('VEHICLE_MANAGEMENT_UPDATED'), vehicleManagement: await vehicleManagementOf(db, program) };
}
