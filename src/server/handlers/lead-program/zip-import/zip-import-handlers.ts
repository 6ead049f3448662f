/**
 * Bulk ZIP import of the lead program settings (business-areas §7 "Budget and lead program
 * settings"; contract openapi/paths/leadProgram.yaml): the template, the upload that judges
 * every row without touching the coverage, the report and its CSV, and the save into the
 * coverage once the user confirms.
 */
import { translateEnglish } from '../../../../rules/core.ts';
import type { HandlerDeps } from '../../../kernel/handler-deps.ts';
import type { OperationHandlers } from '../../../kernel/operation-handlers.ts';
import { fileDownload } from '../../../kernel/file-download.ts';
import { signedIn } from '../../../kernel/signed-in.ts';
import { activeProgramOf, dealerByCode, dealerProgramOf } from '../dealer-program.ts';
import { applyImport } from './apply-import.ts';
import { importFor } from './import-access.ts';
import { reportCsv, reportFileName, templateCsv, templateFileName } from './import-csv.ts';
import { importReport, importRows } from './import-report.ts';
import { storeImport } from './import-store.ts';
import { checkedZipFile } from './zip-file.ts';
import { zipFileRows } from './zip-file-rows.ts';

const CSV = 'text/csv; charset=utf-8';

export function createZipImportHandlers({ db, clock }: HandlerDeps): OperationHandlers {
  return {
    downloadZipBulkImportTemplate: async ({ params }) => {
      const dealer = await dealerByCode(db, params.dealerCode);
      return fileDownload({ fileName: templateFileName(dealer.code), contentType: CSV, content: await templateCsv(dealer) });
    },

    importZipCodes: async ({ caller, params, body }) => {
      const user = signedIn(caller);
      const file = checkedZipFile(body.file);
      const program = await dealerProgramOf(db, params.dealerCode, body.programId);
      const rows = await zipFileRows(file);
      const importId = await storeImport(
        db,
        {
          dealerId: program.dealer.id,
          country: program.dealer.country,
          programId: program.programId,
          fileName: file.fileName,
          mode: body.mode ?? 'REPLACE',
          userId: user.userId,
          rows,
        },
        clock.now(),
      );
      return { body: await importReport(db, await importFor(db, user, importId)) };
    },

    getZipBulkImportResult: async ({ caller, params }) => ({ body: await importReport(db, await importFor(db, signedIn(caller), params.id)) }),

    exportZipBulkImportResult: async ({ caller, query }) => {
      const record = await importFor(db, signedIn(caller), query.id);
      return fileDownload({ fileName: reportFileName(record), contentType: CSV, content: await reportCsv(await importRows(db, record.id)) });
    },

    applyZipBulkImport: async ({ caller, params }) => {
      const record = await importFor(db, signedIn(caller), params.id);
      const program = await activeProgramOf(db, record.dealerCode, record.programId);
      const coverage = await applyImport(db, record, program.dealer, clock.now());
      return { body: { success: true, message: translateEnglish('SAVED_SUCCESSFULLY'), coverage } };
    },
  };
}
