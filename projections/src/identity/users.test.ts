import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InMemoryEventStore } from '@pickup/domain/eventstore/in-memory';
import type { UserEvent } from '@pickup/domain/identity/events';
import { ProjectionRunner } from '../runner/runner';
import { runnerDatabase } from '../runner/test-support';
import type { TestDatabase } from '../testing/test-database';
import { countOtherAdmins, getUser, listUsers } from './user-queries';
import { usersProjection } from './users';

let db: TestDatabase;
let store: InMemoryEventStore;
let runner: ProjectionRunner;
beforeAll(async () => {
  db = await runnerDatabase();
  store = new InMemoryEventStore();
  runner = new ProjectionRunner({
    pool: db.pool,
    store,
    projections: [usersProjection],
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

const registered = (userId: string, role: 'customer' | 'admin' = 'customer'): UserEvent => ({
  type: 'UserRegistered',
  data: {
    userId,
    by: 'self',
    role,
    marketingOptIn: true,
    pii: {
      email: `${userId}@example.com`,
      firstName: 'Ana',
      lastName: 'Silva',
      phone: '5551234567',
    },
    at,
  },
});

describe('users projection', () => {
  it('follows an account through its events', async () => {
    await append('a', [
      registered('a'),
      { type: 'EmailVerified', data: { userId: 'a', at } },
      { type: 'PhoneChanged', data: { userId: 'a', pii: { phone: '5559990000' }, at } },
      { type: 'PasswordResetByAdmin', data: { userId: 'a', requireChangeAtNextLogin: true, at } },
      { type: 'RoleChanged', data: { userId: 'a', from: 'customer', to: 'admin', at } },
    ]);
    expect(await getUser(db.pool, 'a')).toMatchObject({
      email: 'a@example.com',
      phone: '5559990000',
      emailVerified: true,
      phoneVerified: false,
      mustChangePassword: true,
      role: 'admin',
    });
    expect(await countOtherAdmins(db.pool, 'nobody')).toBe(1);
    expect(await countOtherAdmins(db.pool, 'a')).toBe(0);
  });

  it('blanks every personal column on deletion and shows "Deleted user"', async () => {
    await append('b', [
      registered('b'),
      { type: 'UserDeleted', data: { userId: 'b', by: 'self', at } },
    ]);
    const { rows } = await db.pool.query(
      `SELECT email, first_name, last_name, phone, display_name FROM rm_users.users WHERE id = 'b'`,
    );
    expect(rows).toEqual([
      { email: null, first_name: null, last_name: null, phone: null, display_name: 'Deleted user' },
    ]);
    expect(await getUser(db.pool, 'b')).toBeNull();
    expect((await listUsers(db.pool)).map((u) => u.id)).not.toContain('b');
  });

  it('reads shredded personal data (null after key destruction) without failing', async () => {
    const shredded = registered('c');
    if (shredded.type !== 'UserRegistered') throw new Error('fixture');
    await append('c', [
      { ...shredded, data: { ...shredded.data, pii: null } } as unknown as UserEvent,
    ]);
    const { rows } = await db.pool.query(
      `SELECT email, display_name FROM rm_users.users WHERE id = 'c'`,
    );
    expect(rows).toEqual([{ email: null, display_name: 'Deleted user' }]);
  });

  it('applies a batch of changes in order: later values win, nothing after the deletion', async () => {
    const t = (minute: number) => `2030-01-01T12:${String(minute).padStart(2, '0')}:00.000Z`;
    // One append per account: the runner applies each as one batch.
    await append('d', [
      registered('d'),
      { type: 'EmailVerified', data: { userId: 'd', at: t(1) } },
      {
        type: 'UserUpdatedByAdmin',
        data: {
          userId: 'd',
          pii: { email: 'd2@example.com', firstName: 'Dee', lastName: 'Ross' },
          emailChanged: true,
          at: t(2),
        },
      },
      {
        type: 'ProfileUpdated',
        data: { userId: 'd', pii: { firstName: 'Di', lastName: '' }, at: t(3) },
      },
      { type: 'MarketingConsentChanged', data: { userId: 'd', marketingOptIn: false, at: t(4) } },
      { type: 'PhoneVerified', data: { userId: 'd', at: t(5) } },
    ]);
    await append('e', [
      registered('e'),
      { type: 'UserDeleted', data: { userId: 'e', by: 'self', at: t(6) } },
      { type: 'RoleChanged', data: { userId: 'e', from: 'customer', to: 'admin', at: t(7) } },
      { type: 'MarketingConsentChanged', data: { userId: 'e', marketingOptIn: true, at: t(8) } },
    ]);
    const { rows } = await db.pool.query(
      `SELECT id, email, first_name, last_name, display_name, role, marketing_opt_in,
         email_verified, phone_verified, updated_at, deleted_at
       FROM rm_users.users WHERE id IN ('d', 'e') ORDER BY id`,
    );
    expect(rows).toEqual([
      {
        id: 'd',
        email: 'd2@example.com',
        first_name: 'Di',
        last_name: '',
        display_name: 'Di',
        role: 'customer',
        marketing_opt_in: false,
        email_verified: false,
        phone_verified: true,
        updated_at: new Date(t(5)),
        deleted_at: null,
      },
      {
        id: 'e',
        email: null,
        first_name: null,
        last_name: null,
        display_name: 'Deleted user',
        role: 'customer',
        marketing_opt_in: false,
        email_verified: false,
        phone_verified: false,
        updated_at: new Date(t(6)),
        deleted_at: new Date(t(6)),
      },
    ]);
  });

  it('keeps a change that came before its account was registered a no-op', async () => {
    await append('h', [
      {
        type: 'ProfileUpdated',
        data: { userId: 'h', pii: { firstName: 'Zed', lastName: 'Z' }, at },
      },
      registered('h'),
    ]);
    expect(await getUser(db.pool, 'h')).toMatchObject({ firstName: 'Ana', lastName: 'Silva' });
  });
});
