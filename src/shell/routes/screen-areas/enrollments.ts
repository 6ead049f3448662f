import type { ScreenDefinition } from '../../../engine/index.ts';
import { areaPageLoader } from '../definition-screen.tsx';
import { createScreenArea } from '../screen-area.ts';

/**
 * The enrollments area (business-areas §2, §7 "Enrollments"): its screen definitions and the
 * OEM overlays of them, one lazily loaded chunk (with the engine code its routes need).
 */
export const enrollments = createScreenArea(
  import.meta.glob<ScreenDefinition>('../../../../schemas/screens/enrollments/*.json', { eager: true, import: 'default' }),
  import.meta.glob<unknown>('../../../../oem-skins/*/screens/*.json', { import: 'default' }),
);

export const loadPage = areaPageLoader(enrollments);
