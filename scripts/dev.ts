/**
 * `npm run dev`: the server restarting on every change to its code (tsx watch) and the web
 * app from Vite's dev server with hot reload at http://localhost:5173, which forwards /api
 * and /socket.io to the server. Ctrl-C stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from '@pickup/api/config';

const children: ChildProcess[] = [
  // WEB_DIST elsewhere than web/dist: the server neither builds nor serves the app here.
  spawn(
    join(REPO_ROOT, 'node_modules/.bin/tsx'),
    ['watch', '--clear-screen=false', 'scripts/start.ts'],
    {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      env: {
        ...process.env,
        WEB_DIST: process.env.WEB_DIST ?? join(REPO_ROOT, '.data/no-web-build'),
      },
    },
  ),
  spawn(join(REPO_ROOT, 'web/node_modules/.bin/vite'), ['--port', '5173', '--strictPort'], {
    cwd: join(REPO_ROOT, 'web'),
    stdio: 'inherit',
  }),
];

let stopping = false;
function stop(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGINT');
  process.exitCode = code;
}
for (const child of children) child.once('exit', (code) => stop(code ?? 0));
process.once('SIGINT', () => stop(0));
process.once('SIGTERM', () => stop(0));
