/**
 * A reactor process for restart.test.ts to SIGKILL. Messages go to the fake provider at
 * PROVIDER_URL; a message to HANG_TO never leaves, so the test can kill it mid-send.
 */
import pg from 'pg';
import pino from 'pino';
import { createPostgresEventStore } from '../eventstore/postgres';
import { NotificationError, type Notifier } from '../notifications/notifier';
import { startNotificationReactors } from './start';

const { DATABASE_URL, PROVIDER_URL, HANG_TO } = process.env;
if (!DATABASE_URL || !PROVIDER_URL) throw new Error('DATABASE_URL and PROVIDER_URL are required');

const pool = new pg.Pool({
  connectionString: DATABASE_URL,
  max: 6,
  application_name: 'reactor-under-test',
});
pool.on('error', () => {});

const notifier: Notifier = {
  async send(message) {
    if (HANG_TO && message.to === HANG_TO) {
      process.stdout.write('hanging\n');
      await new Promise(() => {});
    }
    const res = await fetch(PROVIDER_URL, { method: 'POST', body: JSON.stringify(message) });
    if (!res.ok) throw new NotificationError(`provider answered ${res.status}`);
  },
};

startNotificationReactors({
  store: createPostgresEventStore(pool),
  pool,
  notifier,
  log: pino({ level: 'silent' }),
  publicUrl: 'https://pickup.test',
  retryMs: 50,
});
process.stdout.write('started\n');
