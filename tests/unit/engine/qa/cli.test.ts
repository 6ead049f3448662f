// The command in this process, as `npm run check:schemas` runs it (check-schemas-command.ts).
import { describe, expect, it } from 'vitest';
import { checkSchemasCommand } from './check-schemas-command.ts';

const run = checkSchemasCommand();

describe('npm run check:schemas', () => {
  it('exits 1 and names the file, the JSON pointer and the reason', async () => {
    const result = await run('--dir', 'tests/fixtures/broken-screens/unknown-operation');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'tests/fixtures/broken-screens/unknown-operation/unknownOperation.json:/blocks/dealer/call/operationId: unknown operationId "getDealers"',
    );
    expect(result.stderr).toContain('schema QA check: 1 problem(s)');
  }, 60_000);

  it('exits 0 on the fixture screens', async () => {
    const result = await run('--dir', 'tests/fixtures/screens');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/schema QA check: \d+ screen\(s\), 2 overlay\(s\), 2 skin\(s\) OK/);
  }, 60_000);
});
