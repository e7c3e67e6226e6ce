import type { EmbeddedServer } from './embedded';

export interface SupervisorLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** What /readyz tells about the embedded Postgres. */
export interface PostgresStatus {
  state: 'running' | 'restarting' | 'stopped';
  /** Restarts since the app started. */
  restarts: number;
  /** How the last postmaster ended (e.g. 'signal SIGKILL'), once one has. */
  lastExit?: string;
  /** When it went down, while it is being restarted. */
  downSince?: string;
}

export interface SupervisedPostgres {
  url: string;
  /** The running postmaster's process id (undefined while restarting). */
  pid(): number | undefined;
  status(): PostgresStatus;
  stop(): Promise<void>;
}

export interface SupervisorOptions {
  log: SupervisorLog;
  firstDelayMs?: number;
  maxDelayMs?: number;
  /** A postmaster that ran this long counts as healthy: the next restart starts over quickly. */
  healthyAfterMs?: number;
  now?: () => number;
}

/**
 * Keeps the embedded Postgres running: when the postmaster exits without being asked to (a
 * crash, a kill, the OOM killer) it is started again on the same data directory, after a
 * back-off that doubles while restarts keep failing or dying young. Postgres recovers from
 * its write-ahead log, so every committed transaction is there; the app's connections,
 * listeners and projection runner reconnect by themselves meanwhile.
 */
export async function superviseEmbedded(
  start: () => Promise<EmbeddedServer>,
  opts: SupervisorOptions,
): Promise<SupervisedPostgres> {
  const { log } = opts;
  const firstDelay = opts.firstDelayMs ?? 250;
  const maxDelay = Math.max(firstDelay, opts.maxDelayMs ?? 5_000);
  const healthyAfter = opts.healthyAfterMs ?? 10_000;
  const now = opts.now ?? Date.now;

  let current: EmbeddedServer | undefined = await start();
  let startedAt = now();
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let attempt: Promise<void> | undefined;
  let delay = firstDelay;
  const status: PostgresStatus = { state: 'running', restarts: 0 };

  const restartLater = () => {
    log.warn({ inMs: delay, restarts: status.restarts }, 'restarting the embedded Postgres');
    timer = setTimeout(() => {
      attempt = restart().finally(() => (attempt = undefined));
    }, delay);
    delay = Math.min(maxDelay, delay * 2);
  };

  const watch = (server: EmbeddedServer) => {
    void server.exited.then((how) => {
      if (stopping || current !== server) return;
      current = undefined;
      if (now() - startedAt >= healthyAfter) delay = firstDelay;
      Object.assign(status, {
        state: 'restarting',
        lastExit: how,
        downSince: new Date(now()).toISOString(),
      });
      log.error({ exit: how }, 'the embedded Postgres exited');
      restartLater();
    });
  };

  const restart = async () => {
    if (stopping) return;
    try {
      const server = await start();
      if (stopping) {
        await server.stop();
        return;
      }
      current = server;
      startedAt = now();
      status.restarts += 1;
      status.state = 'running';
      delete status.downSince;
      log.info({ restarts: status.restarts, pid: server.pid }, 'the embedded Postgres is back');
      watch(server);
    } catch (err) {
      log.warn({ err }, 'the embedded Postgres did not start');
      restartLater();
    }
  };

  watch(current);
  return {
    url: current.url,
    pid: () => current?.pid,
    status: () => ({ ...status }),
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await attempt;
      status.state = 'stopped';
      await current?.stop();
    },
  };
}
