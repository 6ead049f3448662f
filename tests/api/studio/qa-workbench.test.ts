/**
 * The QA workbench's server (issue #19, getQaReport and runQaDrift in openapi/paths/studio.yaml):
 * the report of `npm run check:schemas -- --coverage --parity` over the landed definitions and
 * over what the portal serves, kept until a publish or rollback changes what it checked; the
 * drift of an uploaded contract, screen × OEM; the upload's type, size and content refused with
 * field errors; only product staff and QA may call either.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/generated/portal.ts';
import { portalContractWithout } from '../../support/changed-contract.ts';
import { useTestServer, type DemoLogin } from '../../support/test-server.ts';

type ReportAnswer = components['schemas']['QaReportAnswer'];
type DriftAnswer = components['schemas']['QaDriftAnswer'];
type Errors = components['schemas']['ValidationErrors'];

const server = useTestServer();
const REPORT = '/api/portal/studio/qa/report';
const DRIFT = '/api/portal/studio/qa/drift';
const MANAGE = readFileSync(new URL('../../../schemas/screens/enrollments/manageEnrollments.json', import.meta.url), 'utf8');
/** A test that makes the server run the QA check over every screen (seconds each, more on a busy machine). */
const HEAVY = 240_000;
const SCREEN_COUNT = (function count(dir: URL): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((n, entry) => n + (entry.isDirectory() ? count(new URL(`${entry.name}/`, dir)) : entry.name.endsWith('.json') ? 1 : 0), 0);
})(new URL('../../../schemas/screens/', import.meta.url));
/** The screens that show the dealer's outstanding account from getDealerEnrollmentData (DealerEnrollmentData). */
const OUTSTANDING_ACCOUNT_SCREENS = ['managePackages', 'managePackagesDigitalDealer', 'managesubscription', 'managesubscriptionEdit', 'managesubscriptionWebProgramEdit'];

const report = (user: DemoLogin, definitions?: string) => server().as(user).get<ReportAnswer & Errors>(REPORT, { query: { definitions } });
function drift(user: DemoLogin, file: { name: string; type: string; content: string | Uint8Array<ArrayBuffer> } | undefined, definitions?: string) {
  const form = new FormData();
  if (file) form.append('file', new Blob([file.content], { type: file.type }), file.name);
  if (definitions) form.append('definitions', definitions);
  return server().as(user).post<DriftAnswer & Errors>(DRIFT, { multipart: form });
}

describe('the QA report', () => {
  it('checks every landed definition for every OEM and language, with coverage and parity, for QA and product staff', async () => {
    for (const user of ['qa', 'studio'] as const) {
      const res = await report(user);
      expect(res.status).toBe(200);
      const { summary, matrix, coverage, parity } = res.body.report;
      expect(res.body.definitions).toBe('landed');
      expect(res.body.publishedLayers).toEqual([]);
      expect(summary).toMatchObject({ errors: 0, screens: SCREEN_COUNT });
      expect(matrix.issues).toEqual([]);
      expect(matrix.rows.filter((row) => row.status === 'error')).toEqual([]);
      expect(matrix.rows).toHaveLength(SCREEN_COUNT * summary.oems * 2);
      expect(matrix.rows.find((row) => row.screenId === 'manageEnrollments' && row.oem === 'genesis' && row.language === 'fr')).toMatchObject({
        overlay: 'oem-skins/genesis/screens/manageEnrollments.json',
        status: 'ok',
      });
      expect(coverage.operations.find((op) => op.operationId === 'searchEnrollments')?.screens).toContain('manageEnrollments');
      // The QA page itself calls its two operations, and serves its route with the shell's code.
      expect(coverage.uncalledOperations).not.toContain('getQaReport');
      expect(coverage.routes.find((route) => route.name === 'studioQa')?.servedBy).toBe('code');
      expect(coverage.i18n.missingInFrench).toEqual([]);
      expect(Array.isArray(parity)).toBe(true);
    }
  }, HEAVY);

  it('keeps the report until a publish or rollback changes what the portal serves', async () => {
    const first = await report('qa', 'published');
    expect(first.status).toBe(200);
    expect(first.body.publishedLayers).toEqual([]);
    server().clock.advance(60_000);
    expect((await report('qa', 'published')).body.checkedAt).toBe(first.body.checkedAt);
    const landed = await report('qa', 'landed');

    const changed = JSON.stringify({ ...(JSON.parse(MANAGE) as object), title: 'PAGE_EDIT_ENROLLMENT' }, null, 2);
    const saved = await server().as('studio').post('/api/portal/studio/screens/manageEnrollments/layers/base/versions', { json: { basedOn: 0, source: changed } });
    expect(saved.status).toBe(201);
    expect((await server().as('studio').post('/api/portal/studio/screens/manageEnrollments/layers/base/publish', { json: { version: 1 } })).status).toBe(200);
    server().clock.advance(60_000);
    const afterPublish = await report('qa', 'published');
    expect(afterPublish.body.publishedLayers).toEqual([{ screenId: 'manageEnrollments', layer: 'base', version: 1 }]);
    expect(afterPublish.body.checkedAt).not.toBe(first.body.checkedAt);
    expect(afterPublish.body.report.summary.errors).toBe(0);
    // The landed files did not change: their report is the one kept.
    expect((await report('qa', 'landed')).body.checkedAt).toBe(landed.body.checkedAt);

    expect((await server().as('studio').post('/api/portal/studio/screens/manageEnrollments/layers/base/rollback', { json: { version: 0 } })).status).toBe(200);
    server().clock.advance(60_000);
    const afterRollback = await report('qa', 'published');
    expect(afterRollback.body.publishedLayers).toEqual([]);
    expect(afterRollback.body.checkedAt).not.toBe(afterPublish.body.checkedAt);
  }, HEAVY);

  it('refuses an unknown choice of definitions with a field error', async () => {
    const res = await report('qa', 'drafts');
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e) => e.field)).toEqual(['query.definitions']);
  });
});

describe('contract drift', () => {
  it('names the screens and OEMs a contract without a shown response field breaks, and why', async () => {
    const content = await portalContractWithout('DealerEnrollmentData', 'outstandingAccount', 'yaml');
    const res = await drift('qa', { name: 'portal.yaml', type: 'application/yaml', content });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ definitions: 'landed', fileName: 'portal.yaml', contract: 'portal' });
    const { report: found } = res.body;
    expect(found.brokenScreens).toEqual(OUTSTANDING_ACCOUNT_SCREENS);
    expect(found.brokenOems).toEqual(['acura', 'bmwca', 'default', 'genesis', 'honda', 'hyundai', 'hyundaica', 'infiniti', 'products']);
    expect(found.brokenOverlays).toEqual([]);
    const packages = found.entries.find((entry) => entry.screenId === 'managePackages' && entry.oem === 'honda');
    // The detail field that shows it, and each rule of the screen that reads it.
    expect(packages?.broken).toContainEqual({
      file: 'schemas/screens/packages/managePackages.json',
      pointer: '/blocks/dealer/fields/outstanding/field',
      message: 'detail field "outstandingAccount" is not in the response of getDealerEnrollmentData (DealerEnrollmentData)',
    });
    expect(packages?.broken.every((issue) => issue.message.includes('"outstandingAccount" is not in the response of getDealerEnrollmentData'))).toBe(true);
    expect(packages?.fixed).toEqual([]);
  }, HEAVY);

  it('takes a JSON contract too, and checks what the portal serves when asked', async () => {
    const content = await portalContractWithout('DealerEnrollmentData', 'outstandingAccount', 'json');
    const res = await drift('studio', { name: 'bundle.json', type: 'application/json', content }, 'published');
    expect(res.status).toBe(200);
    expect(res.body.definitions).toBe('published');
    expect(res.body.report.brokenScreens).toEqual(OUTSTANDING_ACCOUNT_SCREENS);
  }, HEAVY);

  it('refuses a missing, mistyped, oversized, unparsable or escaping upload with a field error on file', async () => {
    const cases: Array<[Parameters<typeof drift>[1], string]> = [
      [undefined, 'QA_DRIFT_FILE_REQUIRED'],
      [{ name: 'portal.yaml', type: 'application/yaml', content: '' }, 'QA_DRIFT_FILE_REQUIRED'],
      [{ name: 'portal.pdf', type: 'application/pdf', content: '%PDF-1.7' }, 'QA_DRIFT_FILE_TYPE'],
      [{ name: 'portal.yaml', type: 'image/png', content: 'openapi: 3.1.0' }, 'QA_DRIFT_FILE_TYPE'],
      [{ name: 'portal.yaml', type: 'application/yaml', content: `openapi: 3.1.0\n#${'x'.repeat(5_000_000)}\n` }, 'QA_DRIFT_FILE_TOO_LARGE'],
      [{ name: 'portal.yaml', type: 'application/yaml', content: 'openapi: 3.1.0\npaths: {\n  bad' }, 'QA_DRIFT_FILE_NOT_CONTRACT'],
      [{ name: 'portal.json', type: 'application/json', content: '{"swagger": "2.0", "paths": {}}' }, 'QA_DRIFT_FILE_NOT_CONTRACT'],
      [{ name: 'portal.yaml', type: 'application/yaml', content: new Uint8Array([0x6f, 0x70, 0x00, 0x01, 0xff]) }, 'QA_DRIFT_FILE_NOT_CONTRACT'],
      [{ name: 'portal.yaml', type: 'application/yaml', content: "openapi: 3.1.0\npaths:\n  /x:\n    $ref: '/etc/passwd'\n" }, 'QA_DRIFT_FILE_REFERENCE'],
      [{ name: 'portal.yaml', type: 'application/yaml', content: "openapi: 3.1.0\npaths:\n  /x:\n    $ref: '../package.json'\n" }, 'QA_DRIFT_FILE_REFERENCE'],
      [{ name: 'portal.yaml', type: 'application/yaml', content: "openapi: 3.1.0\npaths:\n  /x:\n    $ref: 'https://example.com/x.yaml'\n" }, 'QA_DRIFT_FILE_REFERENCE'],
    ];
    for (const [file, key] of cases) {
      const res = await drift('qa', file);
      expect(res.status, `${file?.name} ${key}`).toBe(400);
      expect(res.body.errors, `${file?.name} ${key}`).toEqual([expect.objectContaining({ field: 'file', messageKey: key })]);
    }
  });
});

describe('who may use the QA workbench', () => {
  it('refuses a call without a token (401) and a dealer, an admin and a CMS editor (403)', async () => {
    expect((await server().get(REPORT)).status).toBe(401);
    expect((await server().post(DRIFT, { multipart: new FormData() })).status).toBe(401);
    for (const user of ['dealer', 'admin', 'editor'] as const) {
      expect((await report(user)).status).toBe(403);
      expect((await drift(user, { name: 'portal.yaml', type: 'application/yaml', content: 'openapi: 3.1.0' })).status).toBe(403);
    }
  });
});
