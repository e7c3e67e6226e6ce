import type { Config } from './config';
import { startServer, type ServerHandle } from './composition/root';
import type { Logger } from './observability/logger';

/**
 * Boots Pickup: the settings given (checked by loadConfig), the server the composition root
 * (./composition/root.ts) builds, and the signals that stop it. Nothing is put together here.
 */
export async function boot(config: Config, log: Logger): Promise<ServerHandle> {
  const server = await startServer(config, { log });
  exitOnSignals(server, log);
  return server;
}

/** After the requests' drain, how long closing projections and stores may take. */
const CLEANUP_GRACE_MS = 2_000;

/**
 * SIGTERM / SIGINT: shut down gracefully and exit 0. One Ctrl-C reaches us several times
 * (from the terminal and relayed by npm and tsx), so only a signal sent a while after the
 * first means "stop now".
 */
export function exitOnSignals(handle: ServerHandle, log: Logger): void {
  let firstAt: number | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    if (firstAt !== undefined) {
      if (Date.now() - firstAt > 2_000) process.exit(1);
      return;
    }
    firstAt = Date.now();
    log.info({ signal }, 'signal received');
    // Requests are drained within the bound; closing the stores after them may not be (a
    // starved host, a stopped database): what was acknowledged is committed, so exit anyway.
    setTimeout(() => {
      log.warn('shutdown outlived its bound, exiting');
      process.exit(0);
    }, handle.services.config.SHUTDOWN_TIMEOUT_MS + CLEANUP_GRACE_MS).unref();
    handle.close().then(
      () => process.exit(0),
      (err: unknown) => {
        log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
