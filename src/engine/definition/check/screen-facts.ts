import { kindOf } from '../../blocks/kinds.ts';
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
    const kind = kindOf(block);
    // Calls the engine makes for the kind itself (a content block's CMS pages).
    for (const operationId of kind?.implicitCalls ?? []) operationIds.add(operationId);
    const shown = kind?.shownFields?.(scan, block, pointer);
    if (shown) shownFields.push(shown);
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
