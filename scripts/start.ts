/**
 * `npm start`: builds what is missing, then runs Pickup with an embedded Postgres (or
 * DATABASE_URL) until SIGTERM / Ctrl-C.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, loadConfig, REPO_ROOT } from '@pickup/api/config';
import { createLogger } from '@pickup/api/observability/logger';

/** The web app and its server render (restaurant pages). */
async function buildWebIfMissing(webDist: string): Promise<void> {
  const { serverRenderEntry } = await import('@pickup/api/http/restaurant-pages');
  if (existsSync(join(webDist, 'index.html')) && existsSync(serverRenderEntry(webDist))) return;
  console.log('Building the web app (first start only)…');
  const result = spawnSync('npm', ['run', 'build', '--workspace', '@pickup/web'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('building the web app failed');
}

async function main(): Promise<void> {
  const config = loadConfig();
  // The app is loaded only once the settings are known to be good: a refusal comes at once.
  const { exitOnSignals, startServer } = await import('@pickup/api/main');
  const { demoAccountsText, seedDemo } = await import('./seed/demo');
  const log = createLogger(config);
  await buildWebIfMissing(config.WEB_DIST);
  const started = Date.now();
  const server = await startServer(config, { log });
  exitOnSignals(server, log);
  const seeded = await seedDemo(server, config, log);
  console.log(`Pickup is running at ${server.url} (ready in ${Date.now() - started} ms)`);
  if (seeded) console.log(demoAccountsText(config));
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
