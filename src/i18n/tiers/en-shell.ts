/**
 * The English texts of the shell: what login, the signed-in frame and home need (and the form engine
 * the home page's dialogs use). Every page needs them, so the first paint waits for them (tiers.ts).
 */
import enCommon from '../en/common.json';
import enShell from '../en/shell.json';
import enLabels from '../en/labels.json';
import enChangePassword from '../en/change-password.json';
import enContactConfirmation from '../en/contact-confirmation.json';
import enImpersonation from '../en/impersonation.json';
import enCmsEditing from '../en/cms-editing.json';
import enEngine from '../en/engine.json';

export const EN_SHELL_PARTS = {
  common: enCommon,
  shell: enShell,
  labels: enLabels,
  'change-password': enChangePassword,
  'contact-confirmation': enContactConfirmation,
  impersonation: enImpersonation,
  'cms-editing': enCmsEditing,
  engine: enEngine,
} as const;
