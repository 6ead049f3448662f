import enChangePassword from './en/change-password.json';
import enCmsEditing from './en/cms-editing.json';
import enCommon from './en/common.json';
import enCompliance from './en/compliance.json';
import enContactConfirmation from './en/contact-confirmation.json';
import enEngine from './en/engine.json';
import enEnrollments from './en/enrollments.json';
import enImpersonation from './en/impersonation.json';
import enTools from './en/tools.json';
import enPackages from './en/packages.json';
import enShell from './en/shell.json';
import enLabels from './en/labels.json';
import enLeads from './en/leads.json';
import enLeadProgram from './en/lead-program.json';
import enZipImport from './en/zip-import.json';
import enQaWorkbench from './en/qa-workbench.json';
import frChangePassword from './fr/change-password.json';
import frCmsEditing from './fr/cms-editing.json';
import frCommon from './fr/common.json';
import frCompliance from './fr/compliance.json';
import frContactConfirmation from './fr/contact-confirmation.json';
import frEngine from './fr/engine.json';
import frEnrollments from './fr/enrollments.json';
import frImpersonation from './fr/impersonation.json';
import frTools from './fr/tools.json';
import frPackages from './fr/packages.json';
import frShell from './fr/shell.json';
import frLabels from './fr/labels.json';
import frLeads from './fr/leads.json';
import frLeadProgram from './fr/lead-program.json';
import frZipImport from './fr/zip-import.json';
import frQaWorkbench from './fr/qa-workbench.json';
import enDashboards from './en/dashboards.json';
import frDashboards from './fr/dashboards.json';

/**
 * The message catalogues, one file per part of the portal (`en/<part>.json`, `fr/<part>.json`)
 * so areas add their texts without touching each other's files. Keys stay flat and global: a
 * key defined in two parts is a mistake that `tests/unit/i18n/catalogues.test.ts` reports.
 */
export const EN_PARTS = {
  common: enCommon,
  'change-password': enChangePassword,
  'cms-editing': enCmsEditing,
  compliance: enCompliance,
  'contact-confirmation': enContactConfirmation,
  engine: enEngine,
  enrollments: enEnrollments,
  impersonation: enImpersonation,
  tools: enTools,
  packages: enPackages,
  shell: enShell,
  labels: enLabels,
  leads: enLeads,
  'lead-program': enLeadProgram,
  'zip-import': enZipImport,
  'qa-workbench': enQaWorkbench,
  dashboards: enDashboards,
} as const;

export const FR_PARTS = {
  common: frCommon,
  'change-password': frChangePassword,
  'cms-editing': frCmsEditing,
  compliance: frCompliance,
  'contact-confirmation': frContactConfirmation,
  engine: frEngine,
  enrollments: frEnrollments,
  impersonation: frImpersonation,
  tools: frTools,
  packages: frPackages,
  shell: frShell,
  labels: frLabels,
  leads: frLeads,
  'lead-program': frLeadProgram,
  'zip-import': frZipImport,
  'qa-workbench': frQaWorkbench,
  dashboards: frDashboards,
} as const;

export const en = {
  ...enCommon,
  ...enChangePassword,
  ...enCmsEditing,
  ...enCompliance,
  ...enContactConfirmation,
  ...enEngine,
  ...enEnrollments,
  ...enImpersonation,
  ...enTools,
  ...enPackages,
  ...enShell,
  ...enLabels,
  ...enLeads,
  ...enLeadProgram,
  ...enZipImport,
  ...enQaWorkbench,
  ...enDashboards,
};

/** French carries every English key; the type refuses a catalogue that misses one. */
export const fr: Readonly<Record<keyof typeof en, string>> = {
  ...frCommon,
  ...frChangePassword,
  ...frCmsEditing,
  ...frCompliance,
  ...frContactConfirmation,
  ...frEngine,
  ...frEnrollments,
  ...frImpersonation,
  ...frTools,
  ...frPackages,
  ...frShell,
  ...frLabels,
  ...frLeads,
  ...frLeadProgram,
  ...frZipImport,
  ...frQaWorkbench,
  ...frDashboards,
};
