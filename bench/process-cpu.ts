/**
 * A bench server's own CPU time, asked for over IPC: how much work the server did for a load,
 * whatever share of the cores the load generator beside it took. On a machine whose cores the
 * load generator shares, throughput also measures how the scheduler split them; CPU time per
 * request does not.
 */
import type { ChildProcess } from 'node:child_process';

interface CpuMessage {
  type: 'cpu';
  /** User plus system time of the whole process, in microseconds. */
  micros: number;
}

/** In a bench server: answers each `{ type: 'cpu' }` message with the process's CPU time. */
export function answerCpuRequests(): void {
  process.on('message', (message: { type?: string }) => {
    if (message.type !== 'cpu') return;
    const { user, system } = process.cpuUsage();
    process.send?.({ type: 'cpu', micros: user + system } satisfies CpuMessage);
  });
}

/** In the bench: the CPU time a server process has used so far, in microseconds. */
export function cpuOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: { type?: string; micros?: number }) => {
      if (message.type !== 'cpu') return;
      child.off('message', onMessage);
      resolve(message.micros ?? 0);
    };
    child.on('message', onMessage);
    if (!child.send({ type: 'cpu' })) reject(new Error('the bench server is gone'));
  });
}
