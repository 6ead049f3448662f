import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/database.ts';
import type { AuditType, ComplianceReportKind } from '../../db/vocabulary.ts';
import type { AuditCategory } from './report-content.ts';

/** The categories an audit of this kind and type for the OEM scores, in category order. */
export async function auditCategoriesOf(db: Kysely<Database>, oemId: number, kind: ComplianceReportKind, auditType: AuditType) {
  const rows = await db
    .selectFrom('complianceCategories')
    .select(['id', 'name', 'description', 'mandatory', 'maxScore'])
    .where('oemId', '=', oemId)
    .where('kind', '=', kind)
    .where('auditType', '=', auditType)
    .orderBy('displayOrder')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, maxScore: Number(row.maxScore) })) satisfies AuditCategory[];
}
