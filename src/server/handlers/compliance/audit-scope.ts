/**
 * Which audit records a caller may see: dealer audits of the dealers the caller may see
 * (lookups/caller-scope.ts: an admin every dealer, OEM staff their OEM's, dealers their own),
 * and CRM audits of the OEMs the caller works for (admins every OEM, OEM staff their own;
 * dealers audit no CRM). Conditions on `compliance_reports` joined with `dealers` (left join).
 */
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Caller } from '../../auth/caller.ts';
import { roleKeysOf } from '../../auth/caller.ts';
import type { Database } from '../../db/schema/database.ts';
import { visibleDealers } from '../../kernel/caller-scope.ts';

export type AuditRows = ExpressionBuilder<Database, 'complianceReports' | 'dealers'>;

export function visibleAudits(caller: Caller) {
  const roles = roleKeysOf(caller);
  const dealerVisible = visibleDealers(caller);
  return (eb: AuditRows): Expression<SqlBool> => {
    const crmVisible: Expression<SqlBool> = roles.has('admin')
      ? eb.lit(true)
      : roles.has('oem') && caller.oemId !== null
        ? eb('complianceReports.oemId', '=', caller.oemId)
        : eb.lit(false);
    return eb.or([
      eb.and([eb('complianceReports.kind', '=', 'DEALER'), dealerVisible(eb as unknown as ExpressionBuilder<Database, 'dealers'>)]),
      eb.and([eb('complianceReports.kind', '=', 'CRM'), crmVisible]),
    ]);
  };
}
