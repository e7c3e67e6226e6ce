import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { runnerDatabase } from '@pickup/projections/runner/test-support';
import type { TestDatabase } from '@pickup/projections/testing/test-database';
import { events } from './contract-helpers';
import { createPostgresEventStore } from './postgres';
import { NOTIFY_CHANNEL } from './postgres-schema';
import { listenConfig, listenersElsewhere, Wakeup } from './postgres-wakeup';

/*
 * A commit is announced to other processes only while another process listens: a process
 * alone wakes its own subscribers in memory and spares the database a NOTIFY per commit.
 */

let db: TestDatabase;

beforeAll(async () => {
  db = await runnerDatabase();
});

afterAll(async () => {
  await db.drop();
});

const until = async (check: () => boolean, ms = 5_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('other processes listening', () => {
  it('are counted without this process, and counted again when a new one says hello', async () => {
    let clock = 0;
    const mine = new Wakeup(listenConfig(db.pool, undefined));
    const other = new Wakeup(listenConfig(db.pool, undefined));
    try {
      mine.start();
      await until(() => mine.pid !== undefined);
      const others = listenersElsewhere(db.pool, mine, () => clock);
      expect(await others()).toBe(false);

      other.start();
      // Its hello makes the next question count again, though two seconds have not passed.
      await until(() => mine.hellos === 1);
      expect(await others()).toBe(true);

      await other.close();
      expect(await others()).toBe(true);
      // Gone: once its backend has left pg_stat_activity, the next count (two seconds on) says so.
      clock += 2_000;
      let alone = await others();
      for (let i = 0; alone && i < 50; i++) {
        await new Promise((r) => setTimeout(r, 20));
        clock += 2_000;
        alone = await others();
      }
      expect(alone).toBe(false);
    } finally {
      await mine.close();
      await other.close();
    }
  });

  it('says yes when it cannot count', async () => {
    const mine = new Wakeup(listenConfig(db.pool, undefined));
    const broken = { query: () => Promise.reject(new Error('no database')) };
    expect(await listenersElsewhere(broken, mine)()).toBe(true);
    await mine.close();
  });

  it('decide whether a commit is announced on the channel', async () => {
    const heard: string[] = [];
    const observer = new pg.Client(db.pool.options);
    await observer.connect();
    observer.on('notification', (m) => heard.push(m.payload ?? ''));
    await observer.query(`LISTEN ${NOTIFY_CHANNEL}`);
    const hellos = () => heard.filter((p) => p.startsWith('hello:')).length;
    const commits = () => heard.filter((p) => /^\d+$/.test(p));
    const store = createPostgresEventStore(db.pool);
    try {
      // Alone (the observer is no store's listener): its commits are not announced.
      await until(() => hellos() === 1);
      await store.appendToStream('order-alone', events(1), { expected: 'no_stream' });
      await store.appendToStream('order-alone', events(1), { expected: 0n });
      await new Promise((r) => setTimeout(r, 300));
      expect(commits()).toEqual([]);

      // Another process starts listening: the next commit is announced with its transaction.
      const other = createPostgresEventStore(db.pool);
      try {
        await until(() => hellos() === 2);
        await store.appendToStream('order-shared', events(1), { expected: 'no_stream' });
        await until(() => commits().length === 1);
      } finally {
        await other.close();
      }
    } finally {
      await store.close();
      await observer.end();
    }
  });
});
