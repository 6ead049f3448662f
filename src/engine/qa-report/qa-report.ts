import type { CheckContext, CheckIssue, CheckSet, ContractShape } from '../definition/check/index.ts';
import { configCoverage, constraintParityReport, variantFacts, type CodeUsage, type ConfigCoverage, type LocatedParity, type RouteTableEntry } from './config-coverage.ts';
import { contractDrift, type DriftReport } from './contract-drift.ts';
import { statusMatrix, type StatusMatrix } from './status-matrix.ts';

export interface QaReportRequest {
  readonly set: CheckSet;
  readonly ctx: CheckContext;
  readonly oems: readonly string[];
  /** Problems found while reading the files (not JSON), reported with the check's. */
  readonly readProblems?: readonly CheckIssue[];
  /** Config coverage needs what the code uses and the route table; left out, no coverage. */
  readonly coverage?: { readonly code: CodeUsage; readonly routes: readonly RouteTableEntry[] };
  readonly parity?: boolean;
  /** Contract drift: the other contract, and whether it is the changed one (else it is the base the current contract changed). */
  readonly drift?: { readonly label: string; readonly contract: ContractShape; readonly otherIs: 'changed' | 'base' };
}

export interface QaReport {
  readonly matrix: StatusMatrix;
  readonly coverage?: ConfigCoverage;
  readonly parity?: readonly LocatedParity[];
  readonly drift?: { readonly label: string; readonly report: DriftReport };
  readonly summary: { readonly errors: number; readonly warnings: number; readonly screens: number; readonly overlays: number; readonly skins: number; readonly oems: number };
}

/**
 * The QA workbench's report: the check per screen × OEM × language, and on request config
 * coverage, constraint parity and contract drift. Pure over data: the CLI and the studio read
 * the files, the contract and the code their own way and hand them in.
 *
 * Errors are the check's problems and what a drift breaks; warnings are parity findings where a
 * screen is looser than (or different from) the contract, uncalled operations, routes without a
 * screen and keys one language lacks. Stricter parity and unused keys are information.
 */
export function buildQaReport(request: QaReportRequest): QaReport {
  const { set, ctx, oems } = request;
  const matrix = statusMatrix(set, oems, ctx, request.readProblems);
  const facts = request.coverage || request.parity ? variantFacts(set, oems, ctx) : [];
  const coverage = request.coverage ? configCoverage(set, oems, ctx, request.coverage.code, request.coverage.routes, facts) : undefined;
  const parity = request.parity ? constraintParityReport(set, oems, ctx, facts) : undefined;
  let drift: QaReport['drift'];
  if (request.drift) {
    const other = request.drift.contract;
    const report = request.drift.otherIs === 'changed' ? contractDrift(set, oems, ctx, other) : contractDrift(set, oems, ctx.withContract(other), ctx);
    drift = { label: request.drift.label, report };
  }
  const errors = matrix.issues.length + (drift?.report.entries.reduce((n, e) => n + e.broken.length, 0) ?? 0) + (drift?.report.brokenElsewhere.length ?? 0);
  const warnings =
    (parity?.filter((p) => p.direction !== 'stricter').length ?? 0) +
    (coverage ? coverage.uncalledOperations.length + coverage.routesWithoutScreen.length + coverage.i18n.missingInFrench.length + coverage.i18n.missingInEnglish.length : 0);
  return {
    matrix,
    ...(coverage ? { coverage } : {}),
    ...(parity ? { parity } : {}),
    ...(drift ? { drift } : {}),
    summary: { errors, warnings, screens: set.screens.length, overlays: set.overlays.length, skins: set.skins.length, oems: oems.length },
  };
}

/** Exit codes of `npm run check:schemas`: 1 on any error, 3 on warnings only, 0 when clean. */
export const EXIT = { clean: 0, errors: 1, usage: 2, warnings: 3 } as const;

export function exitCodeOf(report: QaReport): number {
  return report.summary.errors ? EXIT.errors : report.summary.warnings ? EXIT.warnings : EXIT.clean;
}
