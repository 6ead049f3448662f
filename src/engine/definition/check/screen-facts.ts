import type { ScreenDefinition } from '../generated.ts';
import type { CheckContext } from './check-context.ts';
import { constraintParity, type ParityFinding } from './constraint-parity.ts';
import { ScreenScan } from './screen-scan.ts';

/** Response fields a table or detail block can show, and the ones it does. */
export interface ShownFields {
  readonly operationId: string;
  /** `rows` for a table's row schema, `response` for a detail's answer. */
  readonly part: 'rows' | 'response';
  readonly available: readonly string[];
  readonly shown: readonly string[];
}

/** What one definition uses of the contract, the route table and the catalogues: what config coverage adds up. */
export interface ScreenFacts {
  readonly operationIds: readonly string[];
  /** The route that shows the screen. */
  readonly route: string | undefined;
  /** Routes its links and buttons lead to. */
  readonly linkedRoutes: readonly string[];
  readonly shownFields: readonly ShownFields[];
  readonly parity: readonly ParityFinding[];
}

/**
 * The facts of one definition (base, or merged with an overlay, references resolved) as the QA
 * check reads them: the calls and route names its meta-schema marks, the fields its tables
 * and details show, and its constraint parity. Undefined when the meta-schema refuses the
 * definition (the check reports why).
 */
export function screenFacts(definition: unknown, ctx: CheckContext): ScreenFacts | undefined {
  const findings = ctx.meta.screen(definition);
  if (findings.errors.length) return undefined;
  const scan = new ScreenScan(definition as ScreenDefinition, findings, ctx);
  const operationIds = new Set(findings.calls.map((c) => String(c.value.operationId)));
  const shownFields: ShownFields[] = [];
  for (const { block, pointer } of scan.blocks) {
    // A content block reads the CMS pages through the engine, not through a call of its own.
    if (block.kind === 'content') operationIds.add('getCmsPages');
    if (block.kind === 'table') {
      const rows = scan.rowsOf(block, pointer);
      if (rows && rows.schema !== 'open') {
        shownFields.push({
          operationId: block.call.operationId,
          part: 'rows',
          available: ctx.view.propertyNames(rows.schema),
          shown: Object.values(block.columns).map((column) => column.field.split('.')[0]!),
        });
      }
    }
    if (block.kind === 'detail' && block.call) {
      const data = scan.dataOf(block);
      if (data && data.schema !== 'open') {
        shownFields.push({
          operationId: block.call.operationId,
          part: 'response',
          available: ctx.view.propertyNames(data.schema),
          shown: Object.values(block.fields).map((field) => field.field.split('.')[0]!),
        });
      }
    }
  }
  const route = (definition as ScreenDefinition).route;
  return {
    operationIds: [...operationIds],
    route: typeof route === 'string' ? route : undefined,
    linkedRoutes: [...new Set(findings.routeNames.map((r) => r.value))].filter((name) => name !== route),
    shownFields,
    parity: constraintParity(scan),
  };
}
