import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(fileURLToPath(import.meta.url), '../../../../..');
const run = (...args: string[]) =>
  spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/check-schemas.ts', ...args], { cwd: root, encoding: 'utf8' });

describe('npm run check:schemas', () => {
  it('exits 1 and names the file, the JSON pointer and the reason', () => {
    const result = run('--dir', 'tests/fixtures/broken-screens/unknown-operation');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'tests/fixtures/broken-screens/unknown-operation/unknownOperation.json:/blocks/dealer/call/operationId: unknown operationId "getDealers"',
    );
    expect(result.stderr).toContain('schema QA check: 1 problem(s)');
  }, 60_000);

  it('exits 0 on the fixture screens', () => {
    const result = run('--dir', 'tests/fixtures/screens');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/schema QA check: \d+ screen\(s\), 2 overlay\(s\), 2 skin\(s\) OK/);
  }, 60_000);
});
