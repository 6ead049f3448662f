import type { Migration } from 'kysely';
import * as accounts from './0001_accounts.ts';
import * as dealers from './0002_dealers.ts';
import * as catalogue from './0003_catalogue.ts';
import * as enrollments from './0004_enrollments.ts';
import * as leadProgram from './0005_lead_program.ts';
import * as leads from './0006_leads.ts';
import * as complianceReports from './0007_compliance_reports.ts';
import * as libraryAndLogs from './0008_library_and_logs.ts';
import * as cms from './0009_cms.ts';
import * as enrollmentAudit from './0011_enrollment_audit.ts';
import * as tools from './0014_tools.ts';
import * as savedViews from './0012_saved_views.ts';
import * as packages from './0013_packages.ts';
import * as signInThrottle from './0015_sign_in_throttle_and_refresh_grace.ts';
import * as sharedServerState from './0016_shared_server_state.ts';
import * as textSearchIndexes from './0016_text_search_indexes.ts';
import * as dealerChoiceAndSizes from './0025_dealer_choice_and_sizes.ts';
import * as leadJobsAndSearch from './0020_lead_jobs_and_search.ts';
import * as screenConfigs from './0022_screen_configs.ts';
import * as crmAuditLatestIndex from './0026_crm_audit_latest_index.ts';
import * as contactDelivery from './0024_contact_delivery.ts';
import * as impersonationSessions from './0028_impersonation_sessions.ts';
import * as leadSortIndexes from './0029_lead_sort_indexes.ts';
import * as resourceCaptions from './0030_resource_captions.ts';
import * as preleadSortIndexes from './0031_prelead_sort_indexes.ts';
import * as dataChangeNotices from './0032_data_change_notices.ts';

/**
 * Every migration, by the name Kysely records in kysely_migration. Listed statically rather
 * than read from the folder so the same list runs under tsx, vitest and a bundle. Append only:
 * a released migration is never edited or renamed.
 */
export const migrations: Record<string, Migration> = {
  '0001_accounts': accounts,
  '0002_dealers': dealers,
  '0003_catalogue': catalogue,
  '0004_enrollments': enrollments,
  '0005_lead_program': leadProgram,
  '0006_leads': leads,
  '0007_compliance_reports': complianceReports,
  '0008_library_and_logs': libraryAndLogs,
  '0009_cms': cms,
  '0011_enrollment_audit': enrollmentAudit,
  '0014_tools': tools,
  '0012_saved_views': savedViews,
  '0013_packages': packages,
  '0015_sign_in_throttle_and_refresh_grace': signInThrottle,
  '0016_shared_server_state': sharedServerState,
  '0016_text_search_indexes': textSearchIndexes,
  '0025_dealer_choice_and_sizes': dealerChoiceAndSizes,
  '0020_lead_jobs_and_search': leadJobsAndSearch,
  '0022_screen_configs': screenConfigs,
  '0026_crm_audit_latest_index': crmAuditLatestIndex,
  '0024_contact_delivery': contactDelivery,
  '0028_impersonation_sessions': impersonationSessions,
  '0029_lead_sort_indexes': leadSortIndexes,
  '0030_resource_captions': resourceCaptions,
  '0031_prelead_sort_indexes': preleadSortIndexes,
  '0032_data_change_notices': dataChangeNotices,
};
