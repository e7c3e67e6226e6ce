import type { Config } from '../config';
import type { Logger } from '../observability/logger';
import { embeddedPgDir } from './embedded-placement';
import { startEmbeddedPostgres } from './embedded';
import { ensureDatabase } from './ensure-database';
import { superviseEmbedded, type SupervisedPostgres } from './supervised-postgres';

export interface OpenedDatabase {
  url: string;
  /** The embedded Postgres, kept running; undefined with DATABASE_URL. */
  embedded?: SupervisedPostgres;
}

/**
 * DATABASE_URL, or an embedded Postgres under DATA_DIR/pg with a `pickup` database, restarted
 * whenever it exits. `cleanup` gets the step that stops it.
 */
export async function openDatabase(
  config: Config,
  log: Logger,
  cleanup: (() => Promise<void>)[],
): Promise<OpenedDatabase> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL };
  const dataDir = embeddedPgDir(config);
  log.info({ dataDir, port: config.EMBEDDED_PG_PORT }, 'starting embedded Postgres');
  const embedded = await superviseEmbedded(
    () =>
      startEmbeddedPostgres({
        dataDir,
        port: config.EMBEDDED_PG_PORT,
        log: (message) => log.debug({ postgres: message }),
      }),
    { log, firstDelayMs: config.EMBEDDED_PG_RESTART_MS },
  );
  cleanup.push(() => embedded.stop());
  return { url: await ensureDatabase(embedded.url, 'pickup'), embedded };
}
