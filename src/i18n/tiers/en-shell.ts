/**
 * The English texts every page needs, the login page's included: the shell tier, in the page's
 * script for English, the first thing loaded for any other language (tiered-i18n.ts). Only what
 * a signed-out visitor can see is here (login, forgotten password, logout, not found, the error
 * pages and modals); the signed-in pages' shared texts are in signed-in.json, in the frame's tier.
 */
import enCommon from '../en/common.json' with { type: 'json' };

export const EN_SHELL_PARTS = {
  common: enCommon,
} as const;
