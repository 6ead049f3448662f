import type { ScreenDefinition } from '../../../engine/definition/index.ts';
import { areaPageLoader } from '../definition-screen.tsx';
import { createScreenArea } from '../screen-area.ts';

/**
 * The compliance area (business-areas §2, §7 "Compliance"): audit search, create, edit and view
 * screens and the compliance scores, one lazily loaded chunk.
 */
export const compliance = createScreenArea(
  import.meta.glob<ScreenDefinition>('../../../../schemas/screens/compliance/*.json', { eager: true, import: 'default' }),
  import.meta.glob<unknown>('../../../../oem-skins/*/screens/*.json', { import: 'default' }),
);

export const loadPage = areaPageLoader(compliance);
