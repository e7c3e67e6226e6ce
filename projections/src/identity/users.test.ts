import { describe, expect, it } from 'vitest';
import type pg from 'pg';
import type { UserEvent } from '@pickup/domain/identity/events';
import { projectionSpec } from '../testing/projection-spec';
import { countOtherAdmins, getUser, listUsers } from './user-queries';
import { usersProjection } from './users';

const spec = projectionSpec(usersProjection);

const at = '2030-01-01T12:00:00.000Z';
/** The account's events on its own stream, as its commands append them. */
const ofUser = (userId: string, events: readonly UserEvent[]) =>
  events.map((e) => ({ stream: `user-${userId}`, type: e.type, data: e.data }));

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
    const events = ofUser('a', [
      registered('a'),
      { type: 'EmailVerified', data: { userId: 'a', at } },
      { type: 'PhoneChanged', data: { userId: 'a', pii: { phone: '5559990000' }, at } },
      { type: 'PasswordResetByAdmin', data: { userId: 'a', requireChangeAtNextLogin: true, at } },
      { type: 'RoleChanged', data: { userId: 'a', from: 'customer', to: 'admin', at } },
    ]);
    await spec.given(events).then(
      async (db) => ({
        user: await getUser(db, 'a'),
        otherAdmins: [await countOtherAdmins(db, 'nobody'), await countOtherAdmins(db, 'a')],
      }),
      {
        user: expect.objectContaining({
          email: 'a@example.com',
          phone: '5559990000',
          emailVerified: true,
          phoneVerified: false,
          mustChangePassword: true,
          role: 'admin',
        }),
        otherAdmins: [1, 0],
      },
    );
  });

  it('blanks every personal column on deletion and shows "Deleted user"', async () => {
    const events = ofUser('b', [
      registered('b'),
      { type: 'UserDeleted', data: { userId: 'b', by: 'self', at } },
    ]);
    await spec
      .given(events)
      .then(
        `SELECT email, first_name, last_name, phone, display_name FROM rm_users.users WHERE id = 'b'`,
        [
          {
            email: null,
            first_name: null,
            last_name: null,
            phone: null,
            display_name: 'Deleted user',
          },
        ],
      );
    const seen = async (db: pg.Pool) => ({
      user: await getUser(db, 'b'),
      listed: (await listUsers(db)).some((u) => u.id === 'b'),
    });
    await spec.given([]).then(seen, { user: null, listed: false });
  });

  it('reads shredded personal data (null after key destruction) without failing', async () => {
    const shredded = registered('c');
    if (shredded.type !== 'UserRegistered') throw new Error('fixture');
    await spec
      .given([{ stream: 'user-c', type: shredded.type, data: { ...shredded.data, pii: null } }])
      .then(`SELECT email, display_name FROM rm_users.users WHERE id = 'c'`, [
        { email: null, display_name: 'Deleted user' },
      ]);
  });

  it('applies a batch of changes in order: later values win, nothing after the deletion', async () => {
    const t = (minute: number) => `2030-01-01T12:${String(minute).padStart(2, '0')}:00.000Z`;
    // One append per account: the runner applies each as one batch.
    const d = ofUser('d', [
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
    const e = ofUser('e', [
      registered('e'),
      { type: 'UserDeleted', data: { userId: 'e', by: 'self', at: t(6) } },
      { type: 'RoleChanged', data: { userId: 'e', from: 'customer', to: 'admin', at: t(7) } },
      { type: 'MarketingConsentChanged', data: { userId: 'e', marketingOptIn: true, at: t(8) } },
    ]);
    const rows = `SELECT id, email, first_name, last_name, display_name, role, marketing_opt_in,
         email_verified, phone_verified, updated_at, deleted_at
       FROM rm_users.users WHERE id IN ('d', 'e') ORDER BY id`;
    await spec.given([...d, ...e]).then(rows, [
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
    const events = ofUser('h', [
      {
        type: 'ProfileUpdated',
        data: { userId: 'h', pii: { firstName: 'Zed', lastName: 'Z' }, at },
      },
      registered('h'),
    ]);
    await spec
      .given(events)
      .then(
        (db) => getUser(db, 'h'),
        expect.objectContaining({ firstName: 'Ana', lastName: 'Silva' }),
      );
  });
});
