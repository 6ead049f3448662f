/**
 * Stores a report's content: the record with its computed score and verdict, and one row per
 * category of the audit. Runs inside the caller's transaction.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema/database.ts';
import type { CheckedContent } from './report-content.ts';

export async function writeCategories(trx: Transaction<Database>, reportId: number, content: CheckedContent): Promise<void> {
  await trx.deleteFrom('complianceReportCategories').where('reportId', '=', reportId).execute();
  if (content.categories.length === 0) return;
  await trx
    .insertInto('complianceReportCategories')
    .values(content.categories.map((category) => ({ reportId, ...category })))
    .execute();
}
