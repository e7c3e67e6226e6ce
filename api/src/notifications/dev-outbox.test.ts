import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedTestDatabase, type TestDatabase } from '@pickup/projections/testing/test-database';
import { createNotifier } from './create-notifier';
import { createDevOutbox } from './dev-outbox';

let db: TestDatabase;
let now = new Date('2030-01-01T00:00:00Z');
const clock = () => now;
const tick = () => (now = new Date(now.getTime() + 1000));

beforeAll(async () => {
  db = await migratedTestDatabase();
});
afterAll(() => db.drop());

describe('dev outbox', () => {
  it('lists what was sent, newest first', async () => {
    const outbox = createDevOutbox(db.pool, { now: clock });
    await outbox.send({ channel: 'email', to: 'a@example.com', subject: 'Hi', body: 'first' });
    tick();
    await outbox.send({ channel: 'sms', to: '+15550001111', body: 'second' });
    // Same instant: insertion order still decides.
    await outbox.send({ channel: 'call', to: '+15550001111', body: 'third' });
    expect(await outbox.list()).toEqual([
      {
        channel: 'call',
        to: '+15550001111',
        subject: null,
        body: 'third',
        createdAt: '2030-01-01T00:00:01.000Z',
      },
      {
        channel: 'sms',
        to: '+15550001111',
        subject: null,
        body: 'second',
        createdAt: '2030-01-01T00:00:01.000Z',
      },
      {
        channel: 'email',
        to: 'a@example.com',
        subject: 'Hi',
        body: 'first',
        createdAt: '2030-01-01T00:00:00.000Z',
      },
    ]);
    expect((await outbox.list({ to: 'a@example.com' })).map((m) => m.body)).toEqual(['first']);
    expect((await outbox.list({ limit: 1 })).map((m) => m.body)).toEqual(['third']);
  });

  it('stores a retried message with the same key once', async () => {
    const outbox = createDevOutbox(db.pool, { now: clock });
    const message = { channel: 'email' as const, to: 'dup@example.com', body: 'once', key: 'k-1' };
    await outbox.send(message);
    await outbox.send(message);
    expect(await outbox.list({ to: 'dup@example.com' })).toHaveLength(1);
  });

  it('is where every channel goes when nothing else is configured', async () => {
    const notifier = createNotifier({ now: clock }, db.pool);
    expect(notifier.routes).toEqual({ email: 'outbox', sms: 'outbox', call: 'outbox' });
    await notifier.send({ channel: 'sms', to: '+15559998888', body: 'Code 654321' });
    const [latest] = await createDevOutbox(db.pool).list({ to: '+15559998888' });
    expect(latest?.body).toBe('Code 654321');
  });

  it('routes each channel to its configured adapter instead of the outbox', async () => {
    const notifier = createNotifier(
      { smtpUrl: 'smtp://127.0.0.1:1', sms: { url: 'http://127.0.0.1:1/sms' } },
      db.pool,
    );
    expect(notifier.routes).toEqual({ email: 'smtp', sms: 'provider', call: 'provider' });
    await expect(
      notifier.send({ channel: 'email', to: 'nobody@example.com', subject: 's', body: 'b' }),
    ).rejects.toThrow('Email to nobody@example.com failed');
    await expect(notifier.send({ channel: 'call', to: '+15557770000', body: 'b' })).rejects.toThrow(
      'The call provider could not be reached',
    );
    expect(await createDevOutbox(db.pool).list({ to: 'nobody@example.com' })).toEqual([]);
  });
});
