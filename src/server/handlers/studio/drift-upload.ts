/**
 * The changed contract of a drift run (runQaDrift): one contract root in YAML or JSON, at most
 * 5 MB. It is parsed here, and its `$ref`s may name only its own parts or files of the
 * repository's openapi/ folder (a changed portal.yaml keeps its `./paths/...` references):
 * the bundler reads what a reference names, so a reference to /etc/passwd or to a URL would
 * make the server read a file or call a host for the uploader. It is then bundled as the
 * server bundles its own contract, next to a copy of openapi/, in place of portal.yaml (or of
 * cms.yaml when its first server URL is `/cms`).
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadContractShape } from '../../../../scripts/screen-definitions/definition-sources.ts';
import type { ContractShape } from '../../../engine/tooling.ts';
import { ValidationError } from '../../http/http-error.ts';
import { isUploadedFile } from '../../http/uploaded-file.ts';
import type { UploadRule } from '../../http/upload-rule.ts';
import { fieldError } from '../../kernel/field-errors.ts';
import { PROJECT_ROOT } from '../../server-config.ts';

/** 5 MB as the contract counts it; the bundled portal contract is about 0.6 MB. */
export const MAX_CONTRACT_BYTES = 5_000_000;
/** Values a YAML file may expand to through its aliases before it is refused: far above any real contract's. */
const MAX_NODES = 2_000_000;

const OPENAPI_DIR = path.join(PROJECT_ROOT, 'openapi');
const EXTENSIONS = ['yaml', 'yml', 'json'];
/** Media types browsers and tools declare for YAML and JSON files; the bytes are parsed whatever the type says. */
const DECLARED = ['', 'application/octet-stream', 'application/yaml', 'application/x-yaml', 'text/yaml', 'text/x-yaml', 'application/json', 'text/json', 'text/plain'];
/** C0 controls other than tab, line feed and carriage return never occur in a YAML or JSON text. */
const BINARY_BYTE = /[\x00-\x08\x0b\x0c\x0e-\x1f]/;

export interface ContractUpload {
  readonly fileName: string;
  readonly contract: 'portal' | 'cms';
  readonly document: Record<string, unknown>;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const notContract = (reason: string) =>
  new ValidationError([fieldError('file', 'QA_DRIFT_FILE_NOT_CONTRACT', { message: `The file is not an OpenAPI 3 contract: ${reason}` })]);

/** A reference the bundler may follow: into the document itself, or to a file inside openapi/. */
function referenceAllowed(ref: string): boolean {
  if (ref.startsWith('#')) return true;
  const file = ref.split('#', 1)[0]!;
  if (/^[A-Za-z][A-Za-z0-9+.-]*:/.test(file) || file.startsWith('/') || file.startsWith('\\')) return false;
  const target = path.resolve(OPENAPI_DIR, file);
  return target.startsWith(`${OPENAPI_DIR}${path.sep}`);
}

/** Throws the 400 for the first reference outside openapi/, or for a document that expands beyond any contract. */
function checkReferences(document: unknown): void {
  let nodes = 0;
  const stack: unknown[] = [document];
  while (stack.length) {
    const node = stack.pop();
    if (++nodes > MAX_NODES) throw notContract('it expands to more values than any contract holds.');
    if (Array.isArray(node)) stack.push(...node);
    else if (isObject(node)) {
      const ref = node.$ref;
      if (typeof ref === 'string' && !referenceAllowed(ref)) {
        throw new ValidationError([fieldError('file', 'QA_DRIFT_FILE_REFERENCE', { message: `The contract refers to ${ref.slice(0, 200)}, outside the repository's openapi/ folder.` })]);
      }
      stack.push(...Object.values(node));
    }
  }
}

async function parsed(text: string, extension: string): Promise<unknown> {
  try {
    if (extension === 'json') return JSON.parse(text) as unknown;
    // Redocly's YAML reader, the bundler's own; imported on first use, not at every server start.
    const { parseYaml } = await import('@redocly/openapi-core');
    return parseYaml(text);
  } catch (error) {
    throw notContract(((error as Error).message.split('\n', 1)[0] ?? '').slice(0, 300));
  }
}

const isAllowedName = (filename: string, mimetype: string) => {
  const extension = /\.([A-Za-z0-9]+)$/.exec(filename.split(/[\\/]/).pop() ?? filename)?.[1]?.toLowerCase() ?? '';
  return EXTENSIONS.includes(extension) && DECLARED.includes(mimetype.split(';', 1)[0]!.trim().toLowerCase());
};
const wrongType = () => new ValidationError([fieldError('file', 'QA_DRIFT_FILE_TYPE')]);
const tooLarge = () => new ValidationError([fieldError('file', 'QA_DRIFT_FILE_TOO_LARGE')]);

/** The part is read only while its name is a YAML or JSON file's, it has no binary byte and stays within 5 MB (http/upload-rule.ts). */
export const DRIFT_UPLOAD_RULE: UploadRule = {
  maxBytes: MAX_CONTRACT_BYTES,
  tooLarge,
  checkName: (filename, mimetype) => (isAllowedName(filename, mimetype) ? undefined : wrongType()),
  checkChunk: (chunk) => (BINARY_BYTE.test(chunk.toString('latin1')) ? notContract('it is not UTF-8 text.') : undefined),
};

/** The uploaded part as a contract document, or a 400 on field `file` saying what is wrong with it. */
export async function checkedContractUpload(part: unknown): Promise<ContractUpload> {
  if (!isUploadedFile(part) || part.data.length === 0) throw new ValidationError([fieldError('file', 'QA_DRIFT_FILE_REQUIRED')]);
  const fileName = (part.filename.split(/[\\/]/).pop() ?? part.filename).slice(-250);
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  if (!isAllowedName(part.filename, part.mimetype)) throw wrongType();
  if (part.data.length > MAX_CONTRACT_BYTES) throw tooLarge();
  const text = part.data.toString('utf8');
  if (BINARY_BYTE.test(text) || text.includes('\uFFFD')) throw notContract('it is not UTF-8 text.');
  const document = await parsed(text.replace(/^\uFEFF/, ''), extension);
  if (!isObject(document) || typeof document.openapi !== 'string' || !/^3\.\d/.test(document.openapi)) throw notContract('it has no "openapi: 3.x" at its top.');
  if (!isObject(document.paths)) throw notContract('it has no "paths".');
  checkReferences(document);
  const servers = Array.isArray(document.servers) ? document.servers : [];
  const firstUrl = isObject(servers[0]) && typeof servers[0].url === 'string' ? servers[0].url : '';
  return { fileName, contract: firstUrl.replace(/\/$/, '') === '/cms' ? 'cms' : 'portal', document };
}

/** Both contracts with the upload in place of its root, bundled as the server bundles its own. */
export async function uploadedContractShape(upload: ContractUpload): Promise<ContractShape> {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'qa-drift-upload-'));
  try {
    cpSync(OPENAPI_DIR, scratch, { recursive: true });
    // JSON is YAML: the bundler reads the parsed document back whatever the upload's syntax was.
    writeFileSync(path.join(scratch, `${upload.contract}.yaml`), JSON.stringify(upload.document));
    return await loadContractShape(scratch);
  } catch (error) {
    throw notContract(((error as Error).message.split('\n', 1)[0] ?? '').slice(0, 300));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
