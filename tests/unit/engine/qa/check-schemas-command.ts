/**
 * `npm run check:schemas` run in the test's own process (runCheckSchemas), its output kept as
 * the process would have written it, with the repository's contract and catalogues loaded once
 * for every run: a spawned command costs a process start, a TypeScript transform and that load,
 * about 5 s each (2026-11-28). cli-report.test.ts still runs the real command once.
 */
import { createCheckContext, runCheckSchemas } from '../../../../scripts/check-schemas.ts';

export interface CommandResult {
  status: number;
  stdout: string;
  stderr: string;
}

export function checkSchemasCommand(): (...args: string[]) => Promise<CommandResult> {
  const context = createCheckContext();
  return async (...args) => {
    let stdout = '';
    let stderr = '';
    const status = await runCheckSchemas(args, { out: (text) => (stdout += text), err: (text) => (stderr += text) }, context);
    return { status, stdout, stderr };
  };
}
