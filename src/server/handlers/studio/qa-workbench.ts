/**
 * The studio's QA workbench (issue #19) on the server: the report of src/engine/qa-report over
 * the landed or the published definitions, a drift run for an uploaded contract, and the QA
 * status per OEM the studio's screen list shows. The same check code as
 * `npm run check:schemas -- --coverage --parity`: the check context of
 * scripts/screen-definitions/check-inputs.ts, the code scan of scripts/qa-report/code-usage.ts
 * and the route table. Each result is kept while what it checked is unchanged (qa-memo.ts).
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { components } from '../../../api/generated/portal.ts';
import { scanCodeUsage } from '../../../../scripts/qa-report/code-usage.ts';
import { buildQaReport, contractDrift, type CheckContext, type CodeUsage, type DriftReport, type QaReport } from '../../../engine/tooling.ts';
import { ROUTES } from '../../../shell/routes/route-table.ts';
import type { Database } from '../../db/schema/database.ts';
import { ValidationError } from '../../http/http-error.ts';
import type { Clock } from '../../kernel/clock.ts';
import { fieldError } from '../../kernel/field-errors.ts';
import { PROJECT_ROOT } from '../../server-config.ts';
import { checkedContractUpload, uploadedContractShape } from './drift-upload.ts';
import { checkServedScreen, type OemQa, type ServedTexts } from './layer-qa.ts';
import { FingerprintMemo } from './qa-memo.ts';
import { qaInputs, type QaDefinitions, type QaInputs } from './qa-sets.ts';
import type { ScreenFile } from './screen-files.ts';
import { servedLayers } from './served-layers.ts';

type Schemas = components['schemas'];
export type QaReportAnswer = Schemas['QaReportAnswer'];
export type QaDriftAnswer = Schemas['QaDriftAnswer'];

type Frozen<T> = T extends (infer U)[] ? readonly Frozen<U>[] : T extends object ? { readonly [K in keyof T]: Frozen<T[K]> } : T;
/** The engine's report is read-only and the contract's generated types are not: the shape is checked here, only the mutability is cast away. */
const onWire = <T>(value: Frozen<T>): T => value as T;

/** The report with the sections the studio always asks for. */
function fullReport(report: QaReport): Frozen<Schemas['QaReport']> {
  const { coverage, parity } = report;
  if (!coverage || !parity) throw new Error('the QA report was built without coverage or parity');
  return { matrix: report.matrix, coverage, parity, summary: report.summary };
}

export interface QaWorkbenchDeps {
  db: Kysely<Database>;
  clock: Clock;
  oemSkinsDir: string;
  /** The check context of the current contracts (bundled once per process). */
  context: () => Promise<CheckContext>;
}

const ROUTE_TABLE = ROUTES.map(({ name, path }) => ({ name, path }));
const fingerprintOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('base64url');

export function createQaWorkbench({ db, clock, oemSkinsDir, context }: QaWorkbenchDeps) {
  const reports: Record<QaDefinitions, FingerprintMemo<QaReportAnswer>> = { landed: new FingerprintMemo(), published: new FingerprintMemo() };
  const screenQa = new Map<string, { fingerprint: string; qa: OemQa[] }>();
  // The portal's own code does not change while the server runs: scanned once, on the first report.
  let codeUsage: CodeUsage | undefined;

  async function inputsOf(definitions: QaDefinitions): Promise<QaInputs> {
    return qaInputs(definitions, oemSkinsDir, definitions === 'published' ? await servedLayers(db) : undefined);
  }

  return {
    /** The report of every screen × OEM × language with coverage and parity, built again only when the checked definitions changed. */
    async report(definitions: QaDefinitions): Promise<QaReportAnswer> {
      const [inputs, ctx] = await Promise.all([inputsOf(definitions), context()]);
      return reports[definitions].get(inputs.fingerprint, () => {
        codeUsage ??= scanCodeUsage(PROJECT_ROOT, ctx.inputs.contract);
        const report = buildQaReport({
          set: inputs.set,
          ctx,
          oems: inputs.oems,
          readProblems: inputs.readProblems,
          parity: true,
          coverage: { code: codeUsage, routes: ROUTE_TABLE },
        });
        return { definitions, checkedAt: clock.now().toISOString(), publishedLayers: inputs.publishedLayers, report: onWire<Schemas['QaReport']>(fullReport(report)) };
      });
    },

    /** Which screens, overlays and OEMs the uploaded contract would break, and why. */
    async drift(file: unknown, definitions: QaDefinitions): Promise<QaDriftAnswer> {
      const upload = await checkedContractUpload(file);
      const changed = await uploadedContractShape(upload);
      const [inputs, ctx] = await Promise.all([inputsOf(definitions), context()]);
      let report: DriftReport;
      try {
        report = contractDrift(inputs.set, inputs.oems, ctx, changed);
      } catch (error) {
        // The check compiles the uploaded contract's schemas; one it cannot use is the upload's fault, not the server's.
        const reason = ((error as Error).message.split('\n', 1)[0] ?? '').slice(0, 300);
        throw new ValidationError([fieldError('file', 'QA_DRIFT_FILE_NOT_CONTRACT', { message: `The file is not an OpenAPI 3 contract the check can use: ${reason}` })]);
      }
      return { definitions, fileName: upload.fileName, contract: upload.contract, report: onWire<Schemas['QaDriftReport']>(report) };
    },

    /** The QA status per OEM of what one screen serves, checked again only when a served text changed. */
    screenQa(ctx: CheckContext, screen: ScreenFile, texts: ServedTexts): OemQa[] {
      const fingerprint = fingerprintOf([screen.file, texts]);
      const kept = screenQa.get(screen.screenId);
      if (kept?.fingerprint === fingerprint) return kept.qa;
      const { qa } = checkServedScreen(ctx, screen, texts, oemSkinsDir);
      screenQa.set(screen.screenId, { fingerprint, qa });
      return qa;
    },

    /** After a publish or rollback of the screen: what this process kept of it goes (other processes see the changed fingerprint). The landed files did not change. */
    invalidate(screenId: string): void {
      reports.published.clear();
      screenQa.delete(screenId);
    },
  };
}
