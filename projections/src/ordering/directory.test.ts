import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InMemoryEventStore } from '@pickup/domain/eventstore/in-memory';
import type { UserEvent } from '@pickup/domain/identity/events';
import { ProjectionRunner } from '../runner/runner';
import { runnerDatabase } from '../runner/test-support';
import type { TestDatabase } from '../testing/test-database';
import { orderDirectoryProjection } from './directory';

let db: TestDatabase;
let store: InMemoryEventStore;
let runner: ProjectionRunner;
beforeAll(async () => {
  db = await runnerDatabase();
  store = new InMemoryEventStore();
  runner = new ProjectionRunner({
    pool: db.pool,
    store,
    projections: [orderDirectoryProjection],
    retryMs: 50,
  });
  await runner.start();
});
afterAll(async () => {
  await runner.stop();
  await db.drop();
});

const at = '2030-01-01T12:00:00.000Z';
let seq = 0;
/** One append: the runner applies it as one batch. */
async function append(userId: string, events: UserEvent[]): Promise<void> {
  const { checkpoint } = await store.appendToStream(
    `user-${userId}`,
    events.map((e) => ({
      id: `e-${++seq}`,
      type: e.type,
      data: e.data,
      metadata: { actorId: null, actorRole: null, correlationId: 'c', causationId: null, at },
    })),
    { expected: 'any' },
  );
  expect(await runner.waitFor(checkpoint)).toBe(true);
}

const registered = (userId: string): UserEvent => ({
  type: 'UserRegistered',
  data: {
    userId,
    by: 'self',
    role: 'customer',
    marketingOptIn: false,
    pii: { email: `${userId}@example.com`, firstName: 'Ana', lastName: 'Silva', phone: null },
    at,
  },
});

async function users() {
  const { rows } = await db.pool.query(
    'SELECT id, first_name, last_name, email, phone, deleted FROM rm_order_directory.users ORDER BY id',
  );
  return rows;
}

describe('order directory users', () => {
  it('applies a batch of account changes in order, none after a deletion', async () => {
    await append('a', [
      registered('a'),
      {
        type: 'ProfileUpdated',
        data: { userId: 'a', pii: { firstName: 'Bo', lastName: 'Li' }, at },
      },
      { type: 'PhoneChanged', data: { userId: 'a', pii: { phone: '5550001111' }, at } },
      {
        type: 'UserUpdatedByAdmin',
        data: {
          userId: 'a',
          pii: { email: 'bo@example.com', firstName: 'Bo', lastName: 'Lee' },
          emailChanged: true,
          at,
        },
      },
      { type: 'EmailVerified', data: { userId: 'a', at } },
    ]);
    await append('b', [
      registered('b'),
      { type: 'PhoneChanged', data: { userId: 'b', pii: { phone: '5552223333' }, at } },
      { type: 'UserDeleted', data: { userId: 'b', by: 'self', at } },
      { type: 'ProfileUpdated', data: { userId: 'b', pii: { firstName: 'X', lastName: 'Y' }, at } },
    ]);
    expect(await users()).toEqual([
      {
        id: 'a',
        first_name: 'Bo',
        last_name: 'Lee',
        email: 'bo@example.com',
        phone: '5550001111',
        deleted: false,
      },
      { id: 'b', first_name: null, last_name: null, email: null, phone: null, deleted: true },
    ]);

    // A deleted account stays blank; a deletion seen again changes nothing.
    await append('b', [
      { type: 'ProfileUpdated', data: { userId: 'b', pii: { firstName: 'X', lastName: 'Y' }, at } },
      { type: 'UserDeleted', data: { userId: 'b', by: 'admin', at } },
    ]);
    expect((await users())[1]).toEqual({
      id: 'b',
      first_name: null,
      last_name: null,
      email: null,
      phone: null,
      deleted: true,
    });
  });

  it('keeps a change that came before its account was registered a no-op', async () => {
    await append('c', [
      {
        type: 'ProfileUpdated',
        data: { userId: 'c', pii: { firstName: 'Zed', lastName: 'Z' }, at },
      },
      registered('c'),
    ]);
    expect((await users()).find((u) => u.id === 'c')).toMatchObject({ first_name: 'Ana' });
  });
});
