/**
 * `npm run bench`: every benchmark in turn. Each prints its figures as ratios against a
 * baseline measured in the same run (or against the aim, for sizes); none pass or fail
 * on the machine's speed.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
const benches = Object.keys(scripts).filter((name) => name.startsWith('bench:'));
let failed = 0;
for (const name of benches) {
  console.log(`\n━━ ${name} ━━`);
  if (spawnSync('npm', ['run', '--silent', name], { stdio: 'inherit' }).status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
