/**
 * Browser tests, benches and screenshots run in Debian's Chromium headless shell (Playwright's
 * own browser download cannot work on this network). It is the headless build of the same
 * Chromium release as Debian's `chromium`, without the desktop browser around it, the binary
 * Playwright itself runs headless tests in: on the 2-core machine a journey spec cost 30–38 %
 * less CPU in it than in `chromium --headless` (tools: 149 → 103 CPU-s; enrollments and shell:
 * 231 → 142; 2026-11-28). Installs it when missing and we are root; otherwise names the command.
 * CHROMIUM_PATH points everything at another Chromium (`/usr/bin/chromium`, say).
 */
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
/** How every browser of the project runs on such a machine: headless, no GPU, nothing of its own on the network. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const INSTALL = 'apt-get update && apt-get install -y chromium-headless-shell';

/** True when Chromium is there (installed now if need be); false with one line printed otherwise. */
export function ensureChromium(): boolean {
  if (existsSync(CHROMIUM_PATH)) return true;
  if (process.getuid?.() !== 0) {
    console.error(`Browser tests need Chromium's headless shell at ${CHROMIUM_PATH}: run \`sudo sh -c '${INSTALL}'\` and try again.`);
    return false;
  }
  console.log(`Chromium's headless shell is missing: installing Debian's package (${INSTALL}) …`);
  const run = spawnSync('sh', ['-c', `${INSTALL} >/tmp/smartportal-chromium-install.log 2>&1`], { stdio: 'inherit' });
  if (run.status !== 0 || !existsSync(CHROMIUM_PATH)) {
    console.error(`Installing Chromium failed (log: /tmp/smartportal-chromium-install.log); run \`${INSTALL}\` by hand.`);
    return false;
  }
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(ensureChromium() ? 0 : 1);
