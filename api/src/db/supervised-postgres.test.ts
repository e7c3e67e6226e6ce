import { expect, it } from 'vitest';
import type { EmbeddedServer } from './embedded';
import { superviseEmbedded } from './supervised-postgres';

/** Postmasters that exit when the test says, and starts that fail when it says. */
function fakePostgres() {
  const exits: ((how: string) => void)[] = [];
  const failing: boolean[] = [];
  let started = 0;
  const start = async (): Promise<EmbeddedServer> => {
    started += 1;
    if (failing.shift()) throw new Error('pre-existing shared memory block is still in use');
    let exit!: (how: string) => void;
    const exited = new Promise<string>((done) => (exit = done));
    exits.push(exit);
    return {
      url: 'postgres://fake',
      pid: 1000 + started,
      exited,
      stop: async () => exit('code 0'),
    };
  };
  return {
    start,
    kill: () => exits.at(-1)?.('signal SIGKILL'),
    failNext: (n: number) => failing.push(...Array<boolean>(n).fill(true)),
    started: () => started,
  };
}

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

async function until(check: () => boolean) {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
}

it('starts Postgres again after it dies, retrying a failed start, and says so meanwhile', async () => {
  const pg = fakePostgres();
  const supervised = await superviseEmbedded(pg.start, {
    log: quiet,
    firstDelayMs: 10,
    maxDelayMs: 40,
  });
  expect(supervised.status()).toEqual({ state: 'running', restarts: 0 });

  pg.failNext(2);
  pg.kill();
  await until(() => supervised.status().state === 'restarting');
  expect(supervised.status()).toMatchObject({ lastExit: 'signal SIGKILL', restarts: 0 });
  expect(supervised.pid()).toBeUndefined();

  await until(() => supervised.status().state === 'running');
  // One start that failed twice, then held.
  expect(pg.started()).toBe(4);
  expect(supervised.status()).toEqual({
    state: 'running',
    restarts: 1,
    lastExit: 'signal SIGKILL',
  });
  expect(supervised.pid()).toBe(1004);

  await supervised.stop();
  expect(supervised.status().state).toBe('stopped');
  await new Promise((r) => setTimeout(r, 50));
  expect(pg.started()).toBe(4);
});
