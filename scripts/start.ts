/**
 * `npm start`: builds what is missing, then runs Pickup with an embedded Postgres (or
 * DATABASE_URL) until SIGTERM / Ctrl-C.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ConfigError, loadConfig, REPO_ROOT } from '@pickup/api/config';
import { exitOnSignals, startServer } from '@pickup/api/main';
import { createLogger } from '@pickup/api/observability/logger';
import { demoAccountsText, seedDemo } from './seed/demo';
import { webBuildNeeded } from './web-build';

/** Builds web/dist when needed; a WEB_DIST set elsewhere is served as it is. */
function buildWebIfNeeded(webDist: string): void {
  if (webDist !== join(REPO_ROOT, 'web/dist')) return;
  const why = webBuildNeeded(webDist, REPO_ROOT);
  if (!why) return;
  console.log(`Building the web app (${why})…`);
  const result = spawnSync('npm', ['run', 'build', '--workspace', '@pickup/web'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('building the web app failed');
}

async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config);
  buildWebIfNeeded(config.WEB_DIST);
  const started = Date.now();
  const server = await startServer(config, { log });
  exitOnSignals(server, log);
  const seeded = await server.whileStarting('demo data', () => seedDemo(server, config, log));
  console.log(`Pickup is running at ${server.url} (ready in ${Date.now() - started} ms)`);
  if (seeded) console.log(demoAccountsText(config));
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
