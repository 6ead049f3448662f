import type { ScreenDefinition } from '../../../engine/definition/index.ts';
import { areaPageLoader } from '../definition-screen.tsx';
import { createScreenArea } from '../screen-area.ts';

/**
 * The reports page (portal-shell §2.1 "reports", q = the report name; business-areas §7
 * "Reports"): one definition whose blocks show for the report named by q.
 */
export const reports = createScreenArea(
  import.meta.glob<ScreenDefinition>('../../../../schemas/screens/reports/*.json', { eager: true, import: 'default' }),
  import.meta.glob<unknown>('../../../../oem-skins/*/screens/*.json', { import: 'default' }),
);

export const loadPage = areaPageLoader(reports);
