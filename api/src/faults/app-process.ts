import { spawn, type ChildProcess } from 'node:child_process';
import { REPO_ROOT } from '../config';

export interface AppProcess {
  child: ChildProcess;
  url: string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/**
 * `npm start` as a child process (its own embedded Postgres under `env`'s DATA_DIR /
 * EMBEDDED_PG_DIR), resolving once it serves. Signals sent to `child` reach the server itself.
 */
export async function startAppProcess(env: Record<string, string>): Promise<AppProcess> {
  const full: NodeJS.ProcessEnv = {
    ...process.env,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    NODE_ENV: 'development',
    ...env,
  };
  delete full.DATABASE_URL;
  delete full.EVENTSTORE_URL;
  // node --import tsx (not the tsx CLI, which forks): signals must reach the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: REPO_ROOT,
    env: full,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  let output = '';
  const url = await new Promise<string>((ok, fail) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Pickup is running at (http:\/\/localhost:\d+)/.exec(output);
      if (match?.[1]) ok(match[1].replace('localhost', '127.0.0.1'));
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => fail(new Error(`start exited with ${code}:\n${output}`)));
  });
  return { child, url, exited };
}
