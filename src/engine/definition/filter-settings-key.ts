/** Filter settings persist per page in localStorage under keys starting FILTER_SETTINGS_ (business-areas §3). */
export const FILTER_SETTINGS_PREFIX = 'FILTER_SETTINGS_';

/** The localStorage key of a screen's filters. */
export function filterSettingsKey(screenId: string): string {
  return `${FILTER_SETTINGS_PREFIX}${screenId}`;
}
