import type { ScreenDefinition } from '../generated.ts';
import { checkBindings } from './check-bindings.ts';
import { checkCalls } from './check-calls.ts';
import type { CheckContext } from './check-context.ts';
import { checkData } from './check-data.ts';
import { checkI18n } from './check-i18n.ts';
import { checkLayout } from './check-layout.ts';
import { checkRoutes } from './check-routes.ts';
import { checkStructure } from './check-structure.ts';
import type { SchemaNode } from './contract-shape.ts';
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
  checkBindings(scan);
  return scan.issues;
}

/** Field schemas compile with the shared rules: an unknown format or keyword would validate nothing. */
function checkFieldSchemas(scan: ScreenScan): void {
  const check = (schema: SchemaNode, pointer: string) => {
    const problem = scan.ctx.fieldsSchemaProblem(schema);
    if (problem) scan.report(pointer, `field schema does not compile with the shared rules: ${problem}`);
  };
  for (const { block, pointer } of scan.blocks) {
    if (block.kind === 'form' || block.kind === 'filters') check(block.schema, `${pointer}/schema`);
    if (block.kind === 'wizard') for (const [id, step] of Object.entries(block.steps)) check(step.schema, `${pointer}/steps/${id}/schema`);
  }
}
