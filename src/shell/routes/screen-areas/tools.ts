import type { ScreenDefinition } from '../../../engine/definition/index.ts';
import { areaPageLoader } from '../definition-screen.tsx';
import { createScreenArea } from '../screen-area.ts';

/**
 * The tools and self-service area (business-areas §2, §7 "Resources, payload lookup, log viewer,
 * notifications, contact"): resources, videos, payload lookup and its XML view, the log viewer,
 * notification unsubscription, Contact Us, profile information and the privacy policy, one
 * lazily loaded chunk with the OEM overlays of its screens.
 */
export const tools = createScreenArea(
  import.meta.glob<ScreenDefinition>('../../../../schemas/screens/tools/*.json', { eager: true, import: 'default' }),
  import.meta.glob<unknown>('../../../../oem-skins/*/screens/*.json', { import: 'default' }),
);

export const loadPage = areaPageLoader(tools);
