/**
 * The French texts every page needs, the login page's included: the shell tier, in the page's
 * script for English, the first thing loaded for any other language (tiered-i18n.ts). Only what
 * a signed-out visitor can see is here (login, forgotten password, logout, not found, the error
 * pages and modals); the signed-in pages' shared texts are in signed-in.json, in the frame's tier.
 */
import frCommon from '../fr/common.json' with { type: 'json' };

export const FR_SHELL_PARTS = {
  common: frCommon,
} as const;
