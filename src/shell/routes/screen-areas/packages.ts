import type { ScreenDefinition } from '../../../engine/definition/index.ts';
import { areaPageLoader } from '../definition-screen.tsx';
import { createScreenArea } from '../screen-area.ts';

/**
 * The website program and packages area (business-areas §2, §7 "Website program", "Packages"):
 * its screen definitions and their OEM overlays, one lazily loaded chunk.
 */
export const packages = createScreenArea(
  import.meta.glob<ScreenDefinition>('../../../../schemas/screens/packages/*.json', { eager: true, import: 'default' }),
  import.meta.glob<unknown>('../../../../oem-skins/*/screens/*.json', { import: 'default' }),
);

export const loadPage = areaPageLoader(packages);
