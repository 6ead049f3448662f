/**
 * One load at a fixed number of connections, with /health probed beside it on the same server
 * (HEALTH_PROBE), so a figure shows both what the call costs and whether it holds other
 * requests up. Shared by the benches that measure a search or a report against /health
 * (bench:leads, bench:compliance).
 */
import autocannon from 'autocannon';

/** A request to repeat: its address, method, headers and body. */
export interface Load {
  readonly url: string;
  readonly method?: 'GET' | 'POST';
  readonly headers?: Record<string, string>;
  readonly body?: string;
}

export interface LoadFigures {
  readonly rps: number;
  /** NaN when nothing was answered within the run (no aim is met by it), never autocannon's 0. */
  readonly p99: number;
  readonly healthP99: number | undefined;
}

/**
 * /health is asked as a monitor asks it, not as a second load: 200 times a second over 2
 * connections (latencies corrected for coordinated omission, autocannon's default at a fixed
 * rate), from a worker thread of its own, so its latencies are the server's and not the time its
 * answers waited for the event loop of the 50-connection load beside it. Asked as fast as it was
 * answered, in the load's thread, that wait was most of the figure (/health p99 beside the lead
 * searches at a million leads 13–21 ms, against 5–6 ms from a thread of its own, 2026-11-29), and
 * a free-running probe in its own thread took a third of the server from the load it measured.
 */
export const HEALTH_PROBE = { connections: 2, workers: 1, overallRate: 200 } as const;

const run = (load: Load, connections: number, duration: number) =>
  autocannon({ url: load.url, method: load.method ?? 'GET', headers: load.headers, body: load.body, connections, duration });

const probe = (health: Load, duration: number) => autocannon({ url: health.url, duration, ...HEALTH_PROBE });

const p99Of = (outcome: autocannon.Result) => (outcome.requests.total > 0 ? outcome.latency.p99 : Number.NaN);

/**
 * Checks the load answers 2xx once, warms it for a second, then runs it for `durationS` with
 * /health beside it (when given), and prints one line of figures under `label`.
 */
export async function measureBesideHealth(label: string, load: Load, options: { connections: number; durationS: number; health?: Load }): Promise<LoadFigures> {
  const { connections, durationS, health } = options;
  const check = await fetch(load.url, { method: load.method ?? 'GET', headers: load.headers, body: load.body });
  if (!check.ok) throw new Error(`${label}: ${check.status} ${await check.text()}`);
  await run(load, connections, 1);
  const [result, beside] = await Promise.all([run(load, connections, durationS), health ? probe(health, durationS) : undefined]);
  const failures = result.non2xx + result.errors + result.timeouts;
  console.log(
    `  ${label.padEnd(40)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p99 ${result.latency.p99.toFixed(1).padStart(6)} ms` +
      (beside ? `   /health beside it p99 ${beside.latency.p99.toFixed(1)} ms` : '') +
      (failures ? `   (${failures} failures)` : '') +
      (result.requests.total === 0 ? '   (no answer within the run)' : ''),
  );
  return { rps: result.requests.average, p99: p99Of(result), healthP99: beside ? p99Of(beside) : undefined };
}
