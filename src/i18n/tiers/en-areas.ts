/**
 * The English texts of the business areas and the studio, loaded with the first area page that opens
 * (tiers.ts): login and home never load them. Areas use each other's keys (packages screens use
 * enrollments texts, reports use compliance and leads texts), so they travel together.
 */
import enCompliance from '../en/compliance.json' with { type: 'json' };
import enDashboards from '../en/dashboards.json' with { type: 'json' };
import enEnrollments from '../en/enrollments.json' with { type: 'json' };
import enLeadProgram from '../en/lead-program.json' with { type: 'json' };
import enLeads from '../en/leads.json' with { type: 'json' };
import enPackages from '../en/packages.json' with { type: 'json' };
import enTools from '../en/tools.json' with { type: 'json' };
import enQaWorkbench from '../en/qa-workbench.json' with { type: 'json' };
import enZipImport from '../en/zip-import.json' with { type: 'json' };

export const EN_AREA_PARTS = {
  compliance: enCompliance,
  dashboards: enDashboards,
  enrollments: enEnrollments,
  'lead-program': enLeadProgram,
  leads: enLeads,
  packages: enPackages,
  tools: enTools,
  'qa-workbench': enQaWorkbench,
  'zip-import': enZipImport,
} as const;
