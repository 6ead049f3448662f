import { screenFacts, type CheckContext, type CheckSet, type ParityFinding, type ShownFields } from '../definition/check/index.ts';
import { screenVariants, type ScreenVariant } from './screen-variants.ts';

/** What the shell's own code uses, found by a static scan of its sources (the CLI's, or the studio server's). */
export interface CodeUsage {
  /** Operation ids the shell and engine code call, with the files that call each. */
  readonly operations: ReadonlyMap<string, readonly string[]>;
  /** Route names the shell serves with a page of its own code (not a screen definition). */
  readonly routes: ReadonlySet<string>;
  /** Every string literal of the code: a catalogue key found here counts as used. */
  readonly strings: ReadonlySet<string>;
}

export interface RouteTableEntry {
  readonly name: string;
  readonly path: string;
}

export interface OperationCoverage {
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
  readonly screens: readonly string[];
  readonly code: readonly string[];
}

export interface RouteCoverage extends RouteTableEntry {
  readonly servedBy: 'definition' | 'code' | 'none';
  readonly screens: readonly string[];
}

export interface FieldCoverage {
  readonly operationId: string;
  readonly part: ShownFields['part'];
  readonly unshown: readonly string[];
  readonly shown: readonly string[];
}

export interface ConfigCoverage {
  readonly operations: readonly OperationCoverage[];
  readonly uncalledOperations: readonly string[];
  readonly routes: readonly RouteCoverage[];
  readonly routesWithoutScreen: readonly string[];
  readonly i18n: {
    readonly keys: number;
    readonly missingInFrench: readonly string[];
    readonly missingInEnglish: readonly string[];
    readonly unused: readonly string[];
  };
  readonly responseFields: readonly FieldCoverage[];
}

/** One parity finding with where it is: the screen file (or overlay file) and the OEMs that get it. */
export interface LocatedParity extends ParityFinding {
  readonly screenId: string;
  readonly file: string;
  readonly oems: readonly (string | null)[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Every string anywhere in a JSON value (keys and values). */
function collectStrings(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) value.forEach((v) => collectStrings(v, into));
  else if (isObject(value)) {
    for (const [key, v] of Object.entries(value)) {
      into.add(key);
      collectStrings(v, into);
    }
  }
}

/** Whether the pointer names something the raw JSON has (the resolved definition may go deeper). */
function holds(json: unknown, pointer: string): boolean {
  let node = json;
  for (const token of pointer.split('/').slice(1).map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'))) {
    if (!isObject(node) || !Object.hasOwn(node, token)) return false;
    node = (node as Record<string, unknown>)[token];
  }
  return true;
}

/** The facts of every screen × OEM (undefined facts for a variant the check refuses). */
export function variantFacts(set: CheckSet, oems: readonly string[], ctx: CheckContext): Array<{ variant: ScreenVariant; facts: ReturnType<typeof screenFacts> }> {
  return screenVariants(set, oems, ctx).map((variant) => ({ variant, facts: variant.definition === undefined ? undefined : screenFacts(variant.definition, ctx) }));
}

/**
 * Config coverage: which contract operations no screen and no shell code calls, which routes
 * of the route table no screen (and no page of the shell's code) serves, which catalogue keys
 * one language lacks or nothing uses, and which response fields no table or detail shows.
 */
export function configCoverage(
  set: CheckSet,
  oems: readonly string[],
  ctx: CheckContext,
  code: CodeUsage,
  routeTable: readonly RouteTableEntry[],
  facts = variantFacts(set, oems, ctx),
): ConfigCoverage {
  const screensByOperation = new Map<string, Set<string>>();
  const screensByRoute = new Map<string, Set<string>>();
  const fields = new Map<string, { operationId: string; part: ShownFields['part']; available: Set<string>; shown: Set<string> }>();
  for (const { variant, facts: f } of facts) {
    if (!f) continue;
    for (const id of f.operationIds) screensByOperation.set(id, (screensByOperation.get(id) ?? new Set()).add(variant.screenId));
    if (f.route) screensByRoute.set(f.route, (screensByRoute.get(f.route) ?? new Set()).add(variant.screenId));
    for (const s of f.shownFields) {
      const key = `${s.operationId}\u0000${s.part}`;
      const entry = fields.get(key) ?? { operationId: s.operationId, part: s.part, available: new Set<string>(), shown: new Set<string>() };
      s.available.forEach((n) => entry.available.add(n));
      s.shown.forEach((n) => entry.shown.add(n));
      fields.set(key, entry);
    }
  }
  const operations = ctx.inputs.contract.operations.map((op) => ({
    operationId: op.operationId,
    method: op.method.toUpperCase(),
    path: op.path,
    screens: [...(screensByOperation.get(op.operationId) ?? [])].sort(),
    code: [...(code.operations.get(op.operationId) ?? [])].sort(),
  }));
  const routes = routeTable.map((route) => {
    const screens = [...(screensByRoute.get(route.name) ?? [])].sort();
    const servedBy: RouteCoverage['servedBy'] = screens.length ? 'definition' : code.routes.has(route.name) ? 'code' : 'none';
    return { ...route, servedBy, screens };
  });

  const { en, fr } = ctx.inputs.catalogues;
  const used = new Set<string>(code.strings);
  for (const screen of set.screens) collectStrings(screen.definition, used);
  for (const overlay of set.overlays) collectStrings(overlay.patch, used);
  for (const skin of set.skins) collectStrings(skin.skin, used);
  // Enum values are label keys, and x-message-key names a rule's message: the contract uses keys too.
  for (const doc of ctx.inputs.contract.definitions) collectStrings(doc, used);
  const keys = [...new Set([...en, ...fr])].sort();

  return {
    operations,
    uncalledOperations: operations.filter((o) => !o.screens.length && !o.code.length).map((o) => o.operationId),
    routes,
    routesWithoutScreen: routes.filter((r) => r.servedBy === 'none').map((r) => r.name),
    i18n: {
      keys: keys.length,
      missingInFrench: keys.filter((k) => en.has(k) && !fr.has(k)),
      missingInEnglish: keys.filter((k) => fr.has(k) && !en.has(k)),
      unused: keys.filter((k) => !used.has(k)),
    },
    responseFields: [...fields.values()]
      .map((f) => ({ operationId: f.operationId, part: f.part, shown: [...f.shown].sort(), unshown: [...f.available].filter((n) => !f.shown.has(n)).sort() }))
      .sort((a, b) => a.operationId.localeCompare(b.operationId) || a.part.localeCompare(b.part)),
  };
}

/**
 * Constraint parity of every screen × OEM, each finding once with the OEMs that get it, placed
 * in the overlay file when the overlay holds the field, else in the screen file.
 */
export function constraintParityReport(set: CheckSet, oems: readonly string[], ctx: CheckContext, facts = variantFacts(set, oems, ctx)): LocatedParity[] {
  const out = new Map<string, LocatedParity & { oems: Array<string | null> }>();
  for (const { variant, facts: f } of facts) {
    for (const finding of f?.parity ?? []) {
      const inOverlay = variant.overlay !== undefined && holds(variant.overlay.patch, finding.pointer);
      const file = inOverlay ? variant.overlay!.file : variant.screen.file;
      const key = JSON.stringify([file, finding.pointer, finding.operationId, finding.contractField, finding.keyword, finding.screen, finding.contract]);
      const entry = out.get(key) ?? { ...finding, screenId: variant.screenId, file, oems: [] };
      entry.oems.push(variant.oem);
      out.set(key, entry);
    }
  }
  return [...out.values()];
}
