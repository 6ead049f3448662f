/**
 * `npm start`: builds the SPA when dist/ is missing or older than its sources, and the server's
 * bundle likewise (scripts/build/server-bundle.ts), then runs the
 * portal (src/server/portal-cluster.ts: this process owns the database, one server worker per
 * core serves requests) and prints where to open it and how to sign in. Settings come from the
 * environment: PORT, HOST, DATABASE_URL or DATA_DIR, SEED_LEADS, SEED_AUDIT_SCALE, WORKERS, TOKEN_SECRET,
 * LOG_LEVEL, DIST_DIR (where the SPA is built and served from; dist/ by default), and the
 * single sign-on's SSO_* (README); without SSO_ISSUER the demo OpenID Connect provider starts
 * beside the portal (src/server/sso/demo-provider/).
 *
 * Signals: one Ctrl+C reaches the portal two or three times (the terminal signals npm, tsx and
 * this process, and npm and tsx relay it again); repeats within a second are one request to
 * drain (src/server/graceful-shutdown.ts, portal-cluster.ts), so nothing here handles signals.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { SERVER_BUNDLE_ENV } from '../src/server/cluster-protocol.ts';
import { runPortal } from '../src/server/portal-cluster.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/server/db/seed/data/demo-users.ts';
import { PROJECT_ROOT, readServerConfig } from '../src/server/server-config.ts';
import { startDemoSignOn } from '../src/server/sso/demo-provider/start-demo-sign-on.ts';
import { buildServerBundle, freshServerBundle, keepInUse } from './build/server-bundle.ts';

/** What the browser bundle is built from; the server's own code (src/server) is not part of it. */
const SPA_SOURCES = ['src', 'schemas', 'oem-skins', 'public', 'index.html', 'vite.config.ts', 'package.json'];
const NOT_IN_BUNDLE = [path.join(PROJECT_ROOT, 'src', 'server')];

function newestChange(target: string): number {
  if (!existsSync(target) || NOT_IN_BUNDLE.includes(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

function buildReason(): string | undefined {
  const builtIndex = path.join(readServerConfig().distDir, 'index.html');
  if (!existsSync(builtIndex)) return 'dist/ has no build yet';
  const builtAt = statSync(builtIndex).mtimeMs;
  const sourcesAt = Math.max(...SPA_SOURCES.map((source) => newestChange(path.join(PROJECT_ROOT, source))));
  return sourcesAt > builtAt ? 'the sources changed since the last build' : undefined;
}

const reason = buildReason();
if (reason) {
  console.log(`Building the web app (${reason}) …`);
  const vite = path.join(PROJECT_ROOT, 'node_modules', '.bin', 'vite');
  const build = spawnSync(vite, ['build'], { cwd: PROJECT_ROOT, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('The web app did not build; fix the errors above and run npm start again.');
    process.exit(build.status ?? 1);
  }
}

// The workers run the server as one bundle, rebuilt when a file it was made from changed.
let serverBundle = freshServerBundle();
if (!serverBundle) {
  console.log('Building the server …');
  try {
    serverBundle = await buildServerBundle();
  } catch (error) {
    console.error(`The server did not build: ${(error as Error).message}\nFix the errors above and run npm start again.`);
    process.exit(1);
  }
}
process.env[SERVER_BUNDLE_ENV] = serverBundle;
keepInUse(serverBundle);

let demoSignOn;
try {
  demoSignOn = await startDemoSignOn();
} catch (error) {
  console.error(`\nSmartPortal did not start: the demo single sign-on provider did not start: ${(error as Error).message}\n`);
  process.exit(1);
}

await runPortal((portal) => {
  const logins = DEMO_USERS.map((user) => user.loginName).join(', ');
  console.log(
    [
      '',
      `SmartPortal is running at ${portal.url} (${portal.workers} server ${portal.workers === 1 ? 'process' : 'processes'})`,
      portal.config.demoData ? `Sign in as any demo user (${logins}) with the password ${DEMO_PASSWORD}` : 'No demo data (DEMO_DATA is off).',
      demoSignOn
        ? `Single sign-on: the demo OpenID Connect provider at ${demoSignOn.issuer} (accounts sso and visitor, the same password; in memory)`
        : portal.config.sso
          ? `Single sign-on: ${portal.config.sso.issuer}`
          : 'Single sign-on: none configured (SSO_ISSUER).',
      `Database: ${portal.config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL, in ${portal.config.dataDir}`}. Stop with Ctrl+C.`,
      '',
    ].join('\n'),
  );
});
