/**
 * The JSON log lines (pino) a server process writes to its stdout, as they arrive, and a way
 * to wait for one: the drain tests wait on what the server says, never on a timer.
 */
import type { ChildProcess } from 'node:child_process';

export type LogLine = Record<string, unknown>;

export interface LogLines {
  readonly lines: LogLine[];
  /** The first line (already written or still to come) that passes `test`. */
  next(test: (line: LogLine) => boolean): Promise<LogLine>;
}

export function jsonLogLines(child: ChildProcess): LogLines {
  const lines: LogLine[] = [];
  const waiters: { test: (line: LogLine) => boolean; resolve: (line: LogLine) => void }[] = [];
  let partial = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    partial += chunk.toString('utf8');
    const complete = partial.split('\n');
    partial = complete.pop() ?? '';
    for (const text of complete) {
      // npm start prints a banner between the JSON lines.
      if (!text.startsWith('{')) continue;
      const line = JSON.parse(text) as LogLine;
      lines.push(line);
      for (const waiter of [...waiters]) {
        if (waiter.test(line)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(line);
        }
      }
    }
  });
  return {
    lines,
    next(test) {
      const seen = lines.find(test);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve) => waiters.push({ test, resolve }));
    },
  };
}
