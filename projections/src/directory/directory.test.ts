import { describe, it } from 'vitest';
import type { UserEvent } from '@pickup/domain/identity/events';
import { projectionSpec } from '../testing/projection-spec';
import { orderDirectoryProjection } from './projection';

const spec = projectionSpec(orderDirectoryProjection);

const at = '2030-01-01T12:00:00.000Z';
/** One account's events, appended together: the runner applies them as one batch. */
const of = (userId: string, events: UserEvent[]) =>
  events.map((e) => ({ stream: `user-${userId}`, type: e.type, data: e.data }));

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

const USERS =
  'SELECT id, first_name, last_name, email, phone, deleted FROM rm_order_directory.users';
const users = (where = '') => `${USERS} ${where} ORDER BY id`;

describe('order directory users', () => {
  it('applies a batch of account changes in order, none after a deletion', async () => {
    const a = of('a', [
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
    const b = of('b', [
      registered('b'),
      { type: 'PhoneChanged', data: { userId: 'b', pii: { phone: '5552223333' }, at } },
      { type: 'UserDeleted', data: { userId: 'b', by: 'self', at } },
      { type: 'ProfileUpdated', data: { userId: 'b', pii: { firstName: 'X', lastName: 'Y' }, at } },
    ]);
    await spec.given([...a, ...b]).then(users("WHERE id IN ('a', 'b')"), [
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
    const again = of('b', [
      { type: 'ProfileUpdated', data: { userId: 'b', pii: { firstName: 'X', lastName: 'Y' }, at } },
      { type: 'UserDeleted', data: { userId: 'b', by: 'admin', at } },
    ]);
    await spec
      .given(again)
      .then(users("WHERE id = 'b'"), [
        { id: 'b', first_name: null, last_name: null, email: null, phone: null, deleted: true },
      ]);
  });

  it('keeps a change that came before its account was registered a no-op', async () => {
    const c = of('c', [
      {
        type: 'ProfileUpdated',
        data: { userId: 'c', pii: { firstName: 'Zed', lastName: 'Z' }, at },
      },
      registered('c'),
    ]);
    await spec
      .given(c)
      .then("SELECT first_name FROM rm_order_directory.users WHERE id = 'c'", [
        { first_name: 'Ana' },
      ]);
  });
});
