// The command runs in this process, as `npm run check:schemas` runs it (check-schemas-command.ts);
// the first test runs the real command, which proves the process's exit code and output are the
// function's.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import type { Log } from 'sarif';
import type { QaReport } from '../../../../src/engine/tooling.ts';
import { checkSchemasCommand } from '../qa/check-schemas-command.ts';
import { root } from './fixture-context.ts';
import { sarifValidator } from './sarif-validator.ts';

const run = checkSchemasCommand();
const scratch = mkdtempSync(path.join(os.tmpdir(), 'qa-workbench-cli-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('npm run check:schemas for CI', () => {
  it('--format sarif: valid SARIF 2.1.0 whose result sits on the line of the problem, exit 1 (the real command)', () => {
    const result = spawnSync(
      path.join(root, 'node_modules/.bin/tsx'),
      ['scripts/check-schemas.ts', '--dir', 'tests/fixtures/broken-screens/unknown-operation', '--format', 'sarif'],
      { cwd: root, encoding: 'utf8' },
    );
    expect(result.status).toBe(1);
    const log = JSON.parse(result.stdout) as Log;
    const validate = sarifValidator();
    expect(validate(log), JSON.stringify(validate.errors)).toBe(true);
    const [only, ...rest] = log.runs[0]!.results!;
    expect(rest).toEqual([]);
    const file = 'tests/fixtures/broken-screens/unknown-operation/unknownOperation.json';
    expect(only!.locations![0]!.physicalLocation!.artifactLocation!.uri).toBe(file);
    const line = only!.locations![0]!.physicalLocation!.region!.startLine!;
    expect(readFileSync(path.join(root, file), 'utf8').split('\n')[line - 1]).toContain('"operationId": "getDealers"');
  }, 60_000);

  it('--format json: the status of every screen × OEM × language, exit 0 when clean; --output writes it to a file', async () => {
    const output = path.join(scratch, 'report.json');
    const result = await run('--dir', 'tests/fixtures/screens', '--format', 'json', '--output', output);
    expect(result.status).toBe(0);
    expect(result.stdout).toBe('');
    const report = JSON.parse(readFileSync(output, 'utf8')) as QaReport;
    expect(report.summary).toMatchObject({ errors: 0, warnings: 0, overlays: 2, skins: 2, oems: 2 });
    expect(report.matrix.rows).toHaveLength(report.summary.screens * 2 * 2);
    expect(report.matrix.rows.every((r) => r.status === 'ok')).toBe(true);
    expect(report.matrix.rows.find((r) => r.screenId === 'contactUs' && r.oem === 'hyundaica' && r.language === 'fr')?.overlay).toBe(
      'tests/fixtures/screens/oem-skins/hyundaica/screens/contactUs.json',
    );
  }, 60_000);

  it('--parity and --coverage: warnings only exit 3', async () => {
    const result = await run('--dir', 'tests/fixtures/screens', '--coverage', '--parity');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(3);
    expect(result.stdout).toMatch(/operations called by no screen and no shell code \(\d+ of \d+\)/);
    expect(result.stdout).toMatch(/0 error\(s\), [1-9]\d* warning\(s\)/);
  }, 60_000);

  it('--drift <folder>: a contract without Dealer.district breaks the screens that show it, for every OEM, exit 1', async () => {
    const openapi = path.join(scratch, 'openapi');
    cpSync(path.join(root, 'openapi'), openapi, { recursive: true });
    const file = path.join(openapi, 'schemas/enrollments.yaml');
    const doc = parseDocument(readFileSync(file, 'utf8'));
    expect(doc.deleteIn(['Dealer', 'properties', 'district'])).toBe(true);
    writeFileSync(file, doc.toString());

    const result = await run('--dir', 'tests/fixtures/screens', '--drift', openapi, '--format', 'json');
    expect(result.status).toBe(1);
    const report = JSON.parse(result.stdout) as QaReport;
    expect(report.matrix.issues).toEqual([]);
    expect(report.drift!.report.brokenScreens).toEqual(['editManageEnrollment']);
    expect(report.drift!.report.brokenOems).toEqual(['genesis', 'hyundaica']);
    expect(report.drift!.report.entries.flatMap((e) => e.broken.map((i) => `${e.oem} ${i.pointer}: ${i.message}`))).toEqual([
      'genesis /blocks/dealer/fields/district/field: detail field "district" is not in the response of getDealer (Dealer)',
      'hyundaica /blocks/dealer/fields/district/field: detail field "district" is not in the response of getDealer (Dealer)',
    ]);
  }, 120_000);

  it('--drift-git HEAD: the working tree against the last commit, nothing broken when the contract is unchanged', async () => {
    const result = await run('--dir', 'tests/fixtures/screens', '--drift-git', 'HEAD');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("contract drift (the working tree's contract against HEAD)");
    expect(result.stdout).toContain('breaks screens: none; OEMs: none; overlays: none');
  }, 120_000);

  it('wrong usage exits 2 and says how to call it', async () => {
    const result = await run('--format', 'xml');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('unknown --format "xml"');
    expect(result.stderr).toContain('usage: check-schemas');
    const noContract = await run('--dir', 'tests/fixtures/screens', '--drift', 'tests/fixtures/qa-workbench/no-such-contract');
    expect(noContract.status).toBe(2);
    expect(noContract.stderr).toContain('the other contract does not load: --drift: no such file or folder: tests/fixtures/qa-workbench/no-such-contract');
  }, 60_000);
});
