import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { serverRenderEntry } from '@pickup/api/http/restaurant-pages';

/** What the web build is made from: its sources, and the domain code it imports. */
const WEB_SOURCES = [
  'web/src',
  'web/build',
  'web/index.html',
  'web/vite.config.ts',
  'web/package.json',
  'domain/src',
];

/** The newest modification time under `path` (0 when it does not exist). */
function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestMtime(join(path, name))),
    stats.mtimeMs,
  );
}

/**
 * Why the web app and its server render (restaurant pages) must be built, or null: missing,
 * or older than a source edited since (so `git pull && npm start` serves the new screens).
 */
export function webBuildNeeded(webDist: string, root: string): string | null {
  const index = join(webDist, 'index.html');
  if (!existsSync(index) || !existsSync(serverRenderEntry(webDist))) return 'first start only';
  const builtAt = statSync(index).mtimeMs;
  const changed = WEB_SOURCES.some((source) => newestMtime(join(root, source)) > builtAt);
  return changed ? 'its sources changed since the last build' : null;
}
