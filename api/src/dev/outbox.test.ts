import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../testing/test-api';
import { devRoutes } from './routes';

describe('GET /api/dev/outbox', () => {
  let dev: TestApi;
  let production: TestApi;
  beforeAll(async () => {
    dev = await createTestApi({
      registrars: (s) => [devRoutes({ production: false, outbox: s.outbox })],
    });
    production = await createTestApi({
      registrars: (s) => [devRoutes({ production: true, outbox: s.outbox })],
    });
  });
  afterAll(async () => {
    await dev.close();
    await production.close();
  });

  it('lists what was sent, newest first, optionally for one address', async () => {
    await dev.outbox.send({ channel: 'email', to: 'a@example.com', subject: 'Hi', body: 'first' });
    dev.clock.advance(1000);
    await dev.outbox.send({ channel: 'sms', to: '+15550100', body: 'second' });
    const all = await dev.call<unknown[]>('GET', '/api/dev/outbox');
    expect(all.status).toBe(200);
    expect(all.body).toEqual([
      {
        channel: 'sms',
        to: '+15550100',
        subject: null,
        body: 'second',
        createdAt: expect.any(String),
      },
      {
        channel: 'email',
        to: 'a@example.com',
        subject: 'Hi',
        body: 'first',
        createdAt: expect.any(String),
      },
    ]);
    const one = await dev.call<unknown[]>('GET', '/api/dev/outbox?to=a%40example.com');
    expect(one.body).toHaveLength(1);
  });

  it('does not exist in production', async () => {
    await production.outbox.send({ channel: 'email', to: 'a@example.com', body: 'secret code' });
    expect((await production.call('GET', '/api/dev/outbox')).status).toBe(404);
  });
});
