/**
 * The French texts of the shell: what login, the signed-in frame and home need (and the form engine
 * the home page's dialogs use). Every page needs them, so the first paint waits for them (tiers.ts).
 */
import frCommon from '../fr/common.json';
import frShell from '../fr/shell.json';
import frLabels from '../fr/labels.json';
import frChangePassword from '../fr/change-password.json';
import frContactConfirmation from '../fr/contact-confirmation.json';
import frImpersonation from '../fr/impersonation.json';
import frCmsEditing from '../fr/cms-editing.json';
import frEngine from '../fr/engine.json';

export const FR_SHELL_PARTS = {
  common: frCommon,
  shell: frShell,
  labels: frLabels,
  'change-password': frChangePassword,
  'contact-confirmation': frContactConfirmation,
  impersonation: frImpersonation,
  'cms-editing': frCmsEditing,
  engine: frEngine,
} as const;
