/**
 * Browser tests run in Debian's Chromium (Playwright's own browser download cannot work
 * on this network). Installs it when missing and we are root; otherwise names the command.
 */
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const INSTALL = 'apt-get update && apt-get install -y chromium';

/** True when Chromium is there (installed now if need be); false with one line printed otherwise. */
export function ensureChromium(): boolean {
  if (existsSync(CHROMIUM_PATH)) return true;
  if (process.getuid?.() !== 0) {
    console.error(`Browser tests need Chromium at ${CHROMIUM_PATH}: run \`sudo sh -c '${INSTALL}'\` and try again.`);
    return false;
  }
  console.log(`Chromium is missing: installing Debian's package (${INSTALL}) …`);
  const run = spawnSync('sh', ['-c', `${INSTALL} >/tmp/smartportal-chromium-install.log 2>&1`], { stdio: 'inherit' });
  if (run.status !== 0 || !existsSync(CHROMIUM_PATH)) {
    console.error(`Installing Chromium failed (log: /tmp/smartportal-chromium-install.log); run \`${INSTALL}\` by hand.`);
    return false;
  }
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(ensureChromium() ? 0 : 1);
