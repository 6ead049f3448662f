/**
 * The French texts of the business areas and the studio, loaded with the first area page that opens
 * (tiers.ts): login and home never load them. Areas use each other's keys (packages screens use
 * enrollments texts, reports use compliance and leads texts), so they travel together.
 */
import frCompliance from '../fr/compliance.json' with { type: 'json' };
import frDashboards from '../fr/dashboards.json' with { type: 'json' };
import frEnrollments from '../fr/enrollments.json' with { type: 'json' };
import frLeadProgram from '../fr/lead-program.json' with { type: 'json' };
import frLeads from '../fr/leads.json' with { type: 'json' };
import frPackages from '../fr/packages.json' with { type: 'json' };
import frTools from '../fr/tools.json' with { type: 'json' };
import frQaWorkbench from '../fr/qa-workbench.json' with { type: 'json' };
import frZipImport from '../fr/zip-import.json' with { type: 'json' };

export const FR_AREA_PARTS = {
  compliance: frCompliance,
  dashboards: frDashboards,
  enrollments: frEnrollments,
  'lead-program': frLeadProgram,
  leads: frLeads,
  packages: frPackages,
  tools: frTools,
  'qa-workbench': frQaWorkbench,
  'zip-import': frZipImport,
} as const;
