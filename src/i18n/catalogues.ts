import { EN_AREA_PARTS } from './tiers/en-areas.ts';
import { EN_FRAME_PARTS } from './tiers/en-frame.ts';
import { EN_SHELL_PARTS } from './tiers/en-shell.ts';
import { FR_AREA_PARTS } from './tiers/fr-areas.ts';
import { FR_FRAME_PARTS } from './tiers/fr-frame.ts';
import { FR_SHELL_PARTS } from './tiers/fr-shell.ts';

/**
 * The message catalogues, one file per part of the portal (`en/<part>.json`, `fr/<part>.json`)
 * so areas add their texts without touching each other's files. Keys stay flat and global: a
 * key defined in two parts is a mistake that `tests/unit/i18n/catalogues.test.ts` reports.
 *
 * This module holds every part of both languages: the server, the studio and the tests read it.
 * The browser's portal does not: it loads the parts in tiers (tiers.ts), the shell's with the
 * page, the signed-in frame's with the frame and the areas' with the first area page, one language at a time.
 */
export const EN_PARTS = { ...EN_SHELL_PARTS, ...EN_FRAME_PARTS, ...EN_AREA_PARTS } as const;

export const FR_PARTS = { ...FR_SHELL_PARTS, ...FR_FRAME_PARTS, ...FR_AREA_PARTS } as const;

export const en = {
  ...EN_SHELL_PARTS.common,
  ...EN_FRAME_PARTS['signed-in'],
  ...EN_FRAME_PARTS.shell,
  ...EN_FRAME_PARTS.labels,
  ...EN_FRAME_PARTS['change-password'],
  ...EN_FRAME_PARTS['contact-confirmation'],
  ...EN_FRAME_PARTS.impersonation,
  ...EN_FRAME_PARTS['cms-editing'],
  ...EN_FRAME_PARTS.engine,
  ...EN_AREA_PARTS.compliance,
  ...EN_AREA_PARTS.dashboards,
  ...EN_AREA_PARTS.enrollments,
  ...EN_AREA_PARTS['lead-program'],
  ...EN_AREA_PARTS.leads,
  ...EN_AREA_PARTS.packages,
  ...EN_AREA_PARTS.tools,
  ...EN_AREA_PARTS['qa-workbench'],
  ...EN_AREA_PARTS['zip-import'],
};

/** French carries every English key; the type refuses a catalogue that misses one. */
export const fr: Readonly<Record<keyof typeof en, string>> = {
  ...FR_SHELL_PARTS.common,
  ...FR_FRAME_PARTS['signed-in'],
  ...FR_FRAME_PARTS.shell,
  ...FR_FRAME_PARTS.labels,
  ...FR_FRAME_PARTS['change-password'],
  ...FR_FRAME_PARTS['contact-confirmation'],
  ...FR_FRAME_PARTS.impersonation,
  ...FR_FRAME_PARTS['cms-editing'],
  ...FR_FRAME_PARTS.engine,
  ...FR_AREA_PARTS.compliance,
  ...FR_AREA_PARTS.dashboards,
  ...FR_AREA_PARTS.enrollments,
  ...FR_AREA_PARTS['lead-program'],
  ...FR_AREA_PARTS.leads,
  ...FR_AREA_PARTS.packages,
  ...FR_AREA_PARTS.tools,
  ...FR_AREA_PARTS['qa-workbench'],
  ...FR_AREA_PARTS['zip-import'],
};
