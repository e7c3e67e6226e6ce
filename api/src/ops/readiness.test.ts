import { describe, expect, it } from 'vitest';
import { InMemoryEventStore } from '@pickup/domain/eventstore/in-memory';
import type { PostgresStatus } from '../db/supervised-postgres';
import { checkReadiness } from './readiness';

describe('readiness while the embedded Postgres restarts', () => {
  it('reports the restart it was asked during, though Postgres is back before the probe answers', async () => {
    let postgres: PostgresStatus = { state: 'restarting', restarts: 0, lastExit: 'signal SIGKILL' };
    const readiness = await checkReadiness({
      // The probe waits on a connection and gets one once the server is back.
      pool: {
        query: async () => {
          postgres = { state: 'running', restarts: 1, lastExit: 'signal SIGKILL' };
          return Promise.resolve({ rows: [] });
        },
      },
      store: new InMemoryEventStore(),
      projections: { status: () => [] },
      isShuttingDown: () => false,
      postgres: () => postgres,
    });
    expect(readiness).toMatchObject({
      status: 'not_ready',
      database: { ok: true },
      postgres: { state: 'restarting', lastExit: 'signal SIGKILL' },
    });
  });

  it('is ready once the supervisor says running when asked and after', async () => {
    const readiness = await checkReadiness({
      pool: { query: () => Promise.resolve({ rows: [] }) },
      store: new InMemoryEventStore(),
      projections: { status: () => [] },
      isShuttingDown: () => false,
      postgres: () => ({ state: 'running', restarts: 1 }),
    });
    expect(readiness).toMatchObject({ status: 'ready', postgres: { state: 'running' } });
  });

  it('answers within the check timeout while the lag query waits on a database that is down', async () => {
    const readiness = await checkReadiness({
      pool: { query: () => Promise.reject(new Error('connect ECONNREFUSED')) },
      store: new InMemoryEventStore(),
      // Waits on a connection that never comes (the pool's own timeout is longer).
      projections: { status: () => new Promise(() => undefined) },
      isShuttingDown: () => false,
      postgres: () => ({ state: 'restarting', restarts: 0, lastExit: 'signal SIGKILL' }),
      checkTimeoutMs: 50,
    });
    expect(readiness).toMatchObject({
      status: 'not_ready',
      database: { ok: false, error: 'unavailable' },
      postgres: { state: 'restarting' },
      projections: [],
    });
  });
});
