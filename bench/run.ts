/**
 * `npm run bench`: every benchmark in turn, then every figure of issue #11 in one table beside
 * its aim (the `◆` lines the benchmarks print), with the stage times of the last `npm test`
 * (test-results/stage-times.json; `npm test` is not rerun here, it takes minutes). Figures
 * depend on the machine: the load average at the start and the end is printed with them.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
const benches = Object.keys(scripts).filter((name) => name.startsWith('bench:'));
const figures: string[] = [];
const load = () => loadavg().map((value) => value.toFixed(2)).join(' ');
const loadAtStart = load();
let failed = 0;

for (const name of benches) {
  console.log(`\n━━ ${name} ━━`);
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'inherit'] });
    let pending = '';
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) if (line.startsWith('◆')) figures.push(line);
    });
    child.once('exit', resolve);
  });
  if (code !== 0) failed += 1;
}

const TEST_AIM_S = 15 * 60;
console.log('\n━━ issue #11 figures ━━');
if (existsSync('test-results/stage-times.json')) {
  const times = JSON.parse(readFileSync('test-results/stage-times.json', 'utf8')) as {
    finishedAt: string; totalSeconds: number; stages: Array<{ title: string; seconds: number }>;
  };
  console.log(`npm test stage times (last run, ${times.finishedAt}):`);
  for (const stage of times.stages) console.log(`  ${stage.title.padEnd(50)} ${stage.seconds.toFixed(1).padStart(9)} s`);
  const met = times.totalSeconds <= TEST_AIM_S;
  console.log(`◆ ${'npm test, total'.padEnd(52)} ${(times.totalSeconds / 60).toFixed(1).padStart(9)} min   aim ≤ 15 min   ${met ? 'met' : 'NOT met'}`);
} else {
  console.log('npm test stage times: no run recorded yet (run npm test; it writes test-results/stage-times.json)');
}
for (const line of figures) console.log(line);
console.log(`load average (1, 5, 15 min): ${loadAtStart} at the start, ${load()} at the end`);
process.exit(failed ? 1 : 0);
