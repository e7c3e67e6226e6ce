/**
 * The fault app (fault-app.ts) as a process of its own, for scripts/fault-kill.ts: a crash
 * then ends this process, not the script counting it. Prints one JSON line with what the
 * script needs, then serves until SIGTERM.
 */
import { exitOnSignals } from '../main';
import { createLogger } from '../observability/logger';
import { startFaultApp } from './fault-app';

const app = await startFaultApp({
  REQUEST_DEADLINE_MS: process.env.REQUEST_DEADLINE_MS ?? '3000',
  DB_STATEMENT_TIMEOUT_MS: process.env.DB_STATEMENT_TIMEOUT_MS ?? '2000',
});
exitOnSignals(app.handle, createLogger(app.handle.services.config));
console.log(
  JSON.stringify({
    url: app.url,
    customers: app.customers,
    orderBody: app.orderBody,
    pgDir: app.pgDir,
    pgPort: app.handle.services.config.EMBEDDED_PG_PORT,
  }),
);
