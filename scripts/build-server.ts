/**
 * `npm run build:server`: compiles the server's entry points (our TypeScript only) into
 * `dist/server/*.js` for `node` without tsx. npm packages stay imports, installed in the
 * image with `npm ci --omit=dev`; our own packages are bundled in, because they export
 * TypeScript source. Built two levels below the repository root, as `api/src/config.ts` is,
 * so that REPO_ROOT (hence `.data/` and `web/dist`) resolves the same from either.
 */
import { build, type Plugin } from 'esbuild';
import { join } from 'node:path';
import { REPO_ROOT } from '@pickup/api/config';

export const SERVER_ENTRIES = [
  'start',
  'create-admin',
  'rebuild',
  'rotate-master-key',
  'sms-catcher',
  'eval-secrets',
];

/** Everything imported by a bare name is an npm package (or node:), except our workspaces. */
const packagesStayImports: Plugin = {
  name: 'packages-stay-imports',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@pickup/') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildServer(outdir = join(REPO_ROOT, 'dist/server')): Promise<void> {
  await build({
    entryPoints: Object.fromEntries(
      SERVER_ENTRIES.map((name) => [name, join(REPO_ROOT, 'scripts', `${name}.ts`)]),
    ),
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [packagesStayImports],
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildServer();
  console.log(`Built ${SERVER_ENTRIES.join(', ')} into dist/server`);
}
