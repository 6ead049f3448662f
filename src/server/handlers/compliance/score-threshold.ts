import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/database.ts';
import type { ReportName } from '../../db/vocabulary.ts';

/**
 * The score threshold a compliance report flags rows below: the filter's when the user set
 * one, else the report's configured one (reports/filter/getThresholds), else none (0).
 */
export async function scoreThresholdOf(db: Kysely<Database>, reportName: ReportName, requested: number | undefined): Promise<number> {
  if (requested !== undefined) return requested;
  const row = await db
    .selectFrom('reportThresholds')
    .innerJoin('reportDefinitions', 'reportDefinitions.id', 'reportThresholds.reportDefinitionId')
    .select('reportThresholds.value')
    .where('reportDefinitions.name', '=', reportName)
    .where('reportThresholds.key', '=', 'scoreThreshold')
    .executeTakeFirst();
  return row ? Number(row.value) : 0;
}
