/**
 * `npm start`: builds what is missing, then runs Pickup with an embedded Postgres (or
 * DATABASE_URL) until SIGTERM / Ctrl-C.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ConfigError, loadConfig, REPO_ROOT } from '@pickup/api/config';
import { createLogger } from '@pickup/api/observability/logger';

/** Builds web/dist when needed; a WEB_DIST set elsewhere is served as it is. */
async function buildWebIfNeeded(webDist: string): Promise<void> {
  if (webDist !== join(REPO_ROOT, 'web/dist')) return;
  const { webBuildNeeded } = await import('./web-build');
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
  // The app is loaded only once the settings are known to be good: a refusal comes at once.
  const { boot } = await import('@pickup/api/main');
  const { demoAccountsText, seedDemo } = await import('./seed/demo');
  const log = createLogger(config);
  await buildWebIfNeeded(config.WEB_DIST);
  const started = Date.now();
  const server = await boot(config, log);
  const seeded = await server.whileStarting('demo data', () => seedDemo(server, config, log));
  console.log(`Pickup is running at ${server.url} (ready in ${Date.now() - started} ms)`);
  if (seeded) console.log(demoAccountsText(config));
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
