import type { PortalComponents } from '../../api/index.ts';
import type { DataProvider } from '../../engine/index.ts';
import type { DriftReport, QaReport } from '../../engine/tooling.ts';

type Schemas = PortalComponents['schemas'];
export type QaDefinitions = Schemas['QaDefinitions'];

export interface QaReportView {
  readonly definitions: QaDefinitions;
  readonly checkedAt: string;
  readonly publishedLayers: readonly Schemas['QaPublishedLayer'][];
  readonly report: QaReport;
}

export interface QaDriftView {
  readonly fileName: string;
  readonly contract: Schemas['QaDriftAnswer']['contract'];
  readonly report: DriftReport;
}

export interface QaCalls {
  report(definitions: QaDefinitions): Promise<QaReportView>;
  drift(file: File, definitions: QaDefinitions): Promise<QaDriftView>;
}

/** The wire leaves out an absent overlay or constraint value; the engine's types name them as undefined. */
function reportOf(wire: Schemas['QaReport']): QaReport {
  return {
    ...wire,
    matrix: { ...wire.matrix, rows: wire.matrix.rows.map((row) => ({ ...row, overlay: row.overlay })) },
    parity: wire.parity.map((finding) => ({ ...finding, screen: finding.screen, contract: finding.contract })),
  };
}

function driftOf(wire: Schemas['QaDriftReport']): DriftReport {
  return { ...wire, entries: wire.entries.map((entry) => ({ ...entry, overlay: entry.overlay })) };
}

/** The QA workbench's calls (getQaReport, runQaDrift) through the studio's contract data provider. */
export function qaCalls(data: DataProvider): QaCalls {
  return {
    async report(definitions) {
      const answer = await data.call<Schemas['QaReportAnswer']>('getQaReport', { query: { definitions } });
      return { definitions: answer.definitions, checkedAt: answer.checkedAt, publishedLayers: answer.publishedLayers, report: reportOf(answer.report) };
    },
    async drift(file, definitions) {
      const answer = await data.call<Schemas['QaDriftAnswer']>('runQaDrift', { body: { file, definitions } });
      return { fileName: answer.fileName, contract: answer.contract, report: driftOf(answer.report) };
    },
  };
}
