/**
 * The English texts every page needs, the login page's included: the shell tier, in the page's
 * script for English, the first thing loaded for any other language (tiered-i18n.ts).
 */
import enCommon from '../en/common.json';

export const EN_SHELL_PARTS = {
  common: enCommon,
} as const;
