import type { ScreenDefinition } from '../generated.ts';
import { checkBindings } from './check-bindings.ts';
import { checkCalls } from './check-calls.ts';
import type { CheckContext } from './check-context.ts';
import { checkData } from './check-data.ts';
import { checkEnumLabels } from './check-enum-labels.ts';
import { checkI18n } from './check-i18n.ts';
import { checkLayout } from './check-layout.ts';
import { checkRoutes } from './check-routes.ts';
import { checkStructure } from './check-structure.ts';
import { checkFieldSchemas } from './check-field-schemas.ts';
import { checkRefresh } from './check-refresh.ts';
import { ScreenScan } from './screen-scan.ts';

/**
 * All checks of one screen definition (a base one, or one merged with an OEM overlay). The
 * contract, route and i18n checks run only on a definition the meta-schema accepts, since they
 * read its structure.
 */
export function checkScreen(definition: unknown, ctx: CheckContext): Array<{ pointer: string; message: string }> {
  const findings = ctx.meta.screen(definition);
  if (findings.errors.length) return findings.errors;
  const scan = new ScreenScan(definition as ScreenDefinition, findings, ctx);
  checkFieldSchemas(scan);
  checkStructure(scan);
  checkLayout(scan);
  checkRoutes(scan);
  checkI18n(scan);
  checkCalls(scan);
  checkData(scan);
  checkRefresh(scan);
  checkEnumLabels(scan);
  checkBindings(scan);
  return scan.issues;
}

