/**
 * Each upload operation's rule for reading its file part (http/upload-rule.ts): the area's own
 * size limit and the type checks it can make before the whole part has arrived. An upload
 * operation missing here is read with the server's limit alone.
 */
import type { UploadRule } from '../http/upload-rule.ts';
import { mediaUploadRule } from './cms/media-upload.ts';
import { EVIDENCE_UPLOAD_RULE } from './compliance/evidence-file.ts';
import { ZIP_IMPORT_UPLOAD_RULE } from './lead-program/zip-import/zip-file.ts';
import { DRIFT_UPLOAD_RULE } from './studio/drift-upload.ts';

export function uploadRules(serverMaxFileBytes: number): Readonly<Record<string, UploadRule>> {
  return {
    uploadCmsMedia: mediaUploadRule(serverMaxFileBytes),
    uploadComplianceReportFile: EVIDENCE_UPLOAD_RULE,
    importZipCodes: ZIP_IMPORT_UPLOAD_RULE,
    runQaDrift: DRIFT_UPLOAD_RULE,
  };
}
