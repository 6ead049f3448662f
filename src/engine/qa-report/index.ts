/**
 * The QA workbench's report (issue #19), built on the QA check of ../definition/check: status
 * per screen × OEM × language, config coverage, constraint parity, contract drift, and SARIF.
 * No file or process access: `npm run check:schemas` and the studio's QA page feed it.
 */
export { buildQaReport, exitCodeOf, EXIT, type QaReport, type QaReportRequest } from './qa-report.ts';
export { statusMatrix, QA_LANGUAGES, type MatrixRow, type QaLanguage, type StatusMatrix } from './status-matrix.ts';
export { contractDrift, type DriftEntry, type DriftReport } from './contract-drift.ts';
export {
  configCoverage,
  constraintParityReport,
  variantFacts,
  type CodeUsage,
  type ConfigCoverage,
  type FieldCoverage,
  type LocatedParity,
  type OperationCoverage,
  type RouteCoverage,
  type RouteTableEntry,
} from './config-coverage.ts';
export { screenVariants, oemsOf, screenIdOf, type ScreenVariant } from './screen-variants.ts';
export { toSarif, type Locate, type SarifInput, type SourceRegion } from './sarif.ts';
