/**
 * Budget and lead program settings (contract tag `leadProgram`; business-areas §1, §3, §4, §5,
 * §7 "Budget and lead program settings", §8): a dealer's programs and monthly budget, lead
 * coverage by radius or ZIP list, lead destinations, vehicle management and lead sales per
 * category, and the coverage of several dealers for one map. The bulk ZIP import is its own
 * area (zip-import/), sharing the coverage store.
 *
 * Every call names its dealer in the path, query or body and the route loader has checked the
 * caller may act for it (`x-dealer-scope`); the ZIP lookups (radius, city/ZIP picker) name no
 * dealer and answer public reference data only.
 */
import type { HandlerDeps } from '../../kernel/handler-deps.ts';
import type { OperationHandlers } from '../../kernel/operation-handlers.ts';
import { fileDownload } from '../../kernel/file-download.ts';
import { serverDateOf } from '../../kernel/server-date.ts';
import { signedIn } from '../../kernel/signed-in.ts';
import { budgetOf, requiredBudgetOf, updateBudget } from './budget.ts';
import { readCoverage } from './coverage-store.ts';
import { ExpiringCache } from '../../kernel/expiring-cache.ts';
import { cityZips, coverageCsv, dealersCoverage, overlappingDealers, radiusZips, saveCoverage } from './coverage.ts';
import { dealerPrograms } from './dealer-programs.ts';
import { activeProgramOf, dealerProgramOf } from './dealer-program.ts';
import { deleteDestination, destinationsOf, saveDestination } from './destinations.ts';
import { leadSalesOf, updateLeadSales } from './lead-sales.ts';
import { saveVehicleManagement, vehicleManagementOf } from './vehicles.ts';

// ZIP geography (zip_codes) is reference data the seed writes and no call changes, so a radius
// search's answer holds while the server runs. A quiet bench:radius: the search cost 20 times
// the signed-in floor, nearly all of it planning and running the query; cached, the floor.
const ZIP_ANSWER_TTL_MS = 60 * 60_000;
const ZIP_ANSWERS_KEPT = 2_000;

export function createLeadProgramHandlers({ db, clock }: HandlerDeps): OperationHandlers {
  const now = () => clock.now().getTime();
  const radiusAnswers = new ExpiringCache<string, Awaited<ReturnType<typeof radiusZips>>>(ZIP_ANSWER_TTL_MS, ZIP_ANSWERS_KEPT, now);
  const pickerAnswers = new ExpiringCache<string, Awaited<ReturnType<typeof cityZips>>>(ZIP_ANSWER_TTL_MS, ZIP_ANSWERS_KEPT, now);
  return {
    listDealerPrograms: async ({ params, query }) => ({ body: await dealerPrograms(db, params.dealerCode, query) }),

    getProgramBudget: async ({ params }) => ({
      body: await requiredBudgetOf(db, await dealerProgramOf(db, params.dealerCode, params.programId), clock.now()),
    }),

    updateProgramBudget: async ({ caller, params, body }) => ({
      body: await updateBudget(db, signedIn(caller), params.dealerCode, params.programId, body.newBudget, clock.now()),
    }),

    getLeadProgramSettings: async ({ params }) => {
      const program = await dealerProgramOf(db, params.dealerCode, params.programId);
      const dealer = await db
        .selectFrom('dealers')
        .select(['maxMeteredLeadsPerCycle', 'meteringCycleHours'])
        .where('id', '=', program.dealer.id)
        .executeTakeFirstOrThrow();
      return {
        body: {
          dealerCode: program.dealer.code,
          dealerName: program.dealer.name,
          programId: program.programId,
          programName: program.programName,
          budget: await budgetOf(db, program, clock.now()),
          coverage: await readCoverage(db, program.dealer, program.programId),
          leadDestinations: await destinationsOf(db, program),
          leadSales: await leadSalesOf(db, program),
          leadProviders: await db.selectFrom('leadSources').select(['id', 'name']).orderBy('name').execute(),
          meteredLeads:
            dealer.maxMeteredLeadsPerCycle !== null && dealer.meteringCycleHours !== null
              ? { maxMeteredLeadsPerCycle: dealer.maxMeteredLeadsPerCycle, meteringCycleHours: dealer.meteringCycleHours }
              : null,
        },
      };
    },

    getLeadCoverage: async ({ params }) => {
      const program = await dealerProgramOf(db, params.dealerCode, params.programId);
      return { body: await readCoverage(db, program.dealer, program.programId) };
    },

    saveLeadCoverage: async ({ body }) => ({ body: await saveCoverage(db, body, clock.now()) }),

    exportCoverageZipCodes: async ({ query }) => {
      const program = await dealerProgramOf(db, query.dealerCode, query.programId);
      return fileDownload({
        fileName: `zip-import-coverage-${program.dealer.code}-${serverDateOf(clock.now())}.csv`,
        contentType: 'text/csv; charset=utf-8',
        content: await coverageCsv(db, program.dealer, program.programId),
      });
    },

    getZipCodesByRadius: async ({ query }) => ({
      body: await radiusAnswers.get(JSON.stringify([query.centralZip, query.radius]), () => radiusZips(db, query.centralZip, query.radius)),
    }),

    listCityZipCodes: async ({ query }) => ({
      body: await pickerAnswers.get(JSON.stringify([query.centralZip, query.radius, query.term ?? '']), () => cityZips(db, query.centralZip, query.radius, query.term)),
    }),

    listOverlappingDealers: async ({ params, query }) => {
      await dealerProgramOf(db, params.dealerCode, query.programId);
      return { body: await overlappingDealers(db, params.dealerCode, query.programId) };
    },

    getDealersLeadCoverage: async ({ body }) => ({ body: await dealersCoverage(db, body.dealerCodes, body.programId) }),

    getLeadDestinations: async ({ params }) => ({
      body: { leadDestinations: await destinationsOf(db, await dealerProgramOf(db, params.dealerCode, params.programId)) },
    }),

    saveLeadDestination: async ({ params, body }) => ({ body: await saveDestination(db, params.dealerCode, params.programId, body, clock.now()) }),

    deleteLeadDestination: async ({ params, query }) => ({ body: await deleteDestination(db, params.dealerCode, params.programId, query.id) }),

    getVehicleManagement: async ({ params }) => ({
      body: await vehicleManagementOf(db, await dealerProgramOf(db, params.dealerCode, params.programId)),
    }),

    saveVehicleManagement: async ({ params, body }) => ({
      body: await saveVehicleManagement(db, await dealerProgramOf(db, params.dealerCode, params.programId), body, clock.now()),
    }),

    updateLeadSales: async ({ params, body }) => ({
      body: await updateLeadSales(db, await activeProgramOf(db, params.dealerCode, body.programId), params.leadCategory, body, clock.now()),
    }),
  };
}
