import type { Log, ReportingDescriptor, Result } from 'sarif';
import type { CheckIssue } from '../definition/check/index.ts';
import type { ConfigCoverage, LocatedParity } from './config-coverage.ts';
import type { DriftReport } from './contract-drift.ts';

/** Lines and columns (1-based) of the JSON node a pointer names. */
export interface SourceRegion {
  readonly startLine: number;
  readonly startColumn: number;
  readonly endLine: number;
  readonly endColumn: number;
}

/** Where a JSON pointer of a file is; the host reads the file (the CLI with node:fs, the studio from its store). */
export type Locate = (file: string, pointer: string) => SourceRegion | undefined;

export interface SarifInput {
  readonly issues: readonly CheckIssue[];
  readonly parity?: readonly LocatedParity[];
  readonly coverage?: ConfigCoverage;
  readonly drift?: { readonly label: string; readonly report: DriftReport };
  readonly toolVersion?: string;
}

const shown = (value: unknown) => (value === undefined ? 'none' : JSON.stringify(value));

const RULES: ReportingDescriptor[] = [
  { id: 'qa/check', name: 'ScreenDefinitionCheck', shortDescription: { text: 'A screen definition, overlay or skin breaks the meta-schema, the contract, the route table or the catalogues.' } },
  { id: 'qa/contract-drift', name: 'ContractDrift', shortDescription: { text: 'The changed contract would break this screen for this OEM.' } },
  { id: 'qa/constraint-parity', name: 'ConstraintParity', shortDescription: { text: 'A screen field is looser or stricter than the contract field it lands in.' } },
  { id: 'qa/config-coverage', name: 'ConfigCoverage', shortDescription: { text: 'An operation no screen or shell code calls, a route with no screen, or a catalogue key one language lacks.' } },
];

/** The file of an issue: a merged overlay's problems name the overlay and the base; the overlay is where they are. */
const fileOf = (issue: Pick<CheckIssue, 'file'>) => issue.file.split(' (merged onto ')[0]!;

function located(ruleId: string, level: Result.level, text: string, file: string, pointer: string, locate: Locate): Result {
  const region = locate(file, pointer);
  return {
    ruleId,
    ruleIndex: RULES.findIndex((r) => r.id === ruleId),
    level,
    message: { text },
    locations: [
      {
        physicalLocation: { artifactLocation: { uri: file, uriBaseId: '%SRCROOT%' }, ...(region ? { region } : {}) },
        logicalLocations: [{ fullyQualifiedName: `${file}#${pointer || '/'}`, kind: 'member' }],
      },
    ],
  };
}

function coverageNotes(coverage: ConfigCoverage): Result[] {
  const ruleIndex = RULES.findIndex((r) => r.id === 'qa/config-coverage');
  const note = (text: string, name: string): Result => ({ ruleId: 'qa/config-coverage', ruleIndex, level: 'note', message: { text }, locations: [{ logicalLocations: [{ fullyQualifiedName: name }] }] });
  return [
    ...coverage.uncalledOperations.map((id) => note(`operation ${id} is called by no screen definition and no shell code`, `operation:${id}`)),
    ...coverage.routesWithoutScreen.map((name) => note(`route "${name}" has no screen definition and no page of its own`, `route:${name}`)),
    ...coverage.i18n.missingInFrench.map((key) => note(`i18n key "${key}" is missing in French`, `i18n:${key}`)),
    ...coverage.i18n.missingInEnglish.map((key) => note(`i18n key "${key}" is missing in English`, `i18n:${key}`)),
  ];
}

/**
 * The QA report as SARIF 2.1.0: check problems and drift breaks are errors, looser parity a
 * warning, stricter parity and coverage notes. Every result on a file carries the line region of
 * its JSON pointer, so a code host annotates the line.
 */
export function toSarif(input: SarifInput, locate: Locate): Log {
  const results: Result[] = input.issues.map((issue) => located('qa/check', 'error', issue.message, fileOf(issue), issue.pointer, locate));
  for (const entry of input.drift?.report.entries ?? []) {
    for (const issue of entry.broken) {
      const oem = entry.oem ? ` for OEM ${entry.oem}` : '';
      results.push(located('qa/contract-drift', 'error', `with ${input.drift!.label}, screen ${entry.screenId}${oem} breaks: ${issue.message}`, fileOf(issue), issue.pointer, locate));
    }
  }
  for (const finding of input.parity ?? []) {
    const level: Result.level = finding.direction === 'stricter' ? 'note' : 'warning';
    const text = `"${finding.keyword}" is ${finding.direction} than the contract's ${finding.operationId} ${finding.contractField}: screen ${shown(finding.screen)}, contract ${shown(finding.contract)}`;
    results.push(located('qa/constraint-parity', level, text, finding.file, finding.pointer, locate));
  }
  if (input.coverage) results.push(...coverageNotes(input.coverage));
  return {
    $schema: 'https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'smartportal-check-schemas', ...(input.toolVersion ? { version: input.toolVersion } : {}), rules: RULES } },
        originalUriBaseIds: { '%SRCROOT%': { description: { text: 'The repository root.' } } },
        results,
      },
    ],
  };
}
