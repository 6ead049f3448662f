/**
 * The French texts every page needs, the login page's included: the shell tier, in the page's
 * script for English, the first thing loaded for any other language (tiered-i18n.ts).
 */
import frCommon from '../fr/common.json';

export const FR_SHELL_PARTS = {
  common: frCommon,
} as const;
