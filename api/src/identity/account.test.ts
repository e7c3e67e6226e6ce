import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userStream } from '@pickup/domain/identity/events';
import type { UserView } from '@pickup/domain/identity/user-view';
import { createPii } from '../security/pii';
import { createUserKeys } from '../security/user-keys';
import { createIdentityTestApi, TEST_PASSWORD, type IdentityTestApi } from '../testing/identity';

let api: IdentityTestApi;
let failOrders = false;
beforeAll(async () => {
  api = await createIdentityTestApi({
    exportSources: [
      {
        name: 'orders',
        load: async (userId) => {
          if (failOrders) throw new Error('orders unavailable');
          return [{ id: `order-of-${userId}`, total: 1299 }];
        },
      },
    ],
  });
});
afterAll(() => api.close());

type Problem = { message: string; errors?: { pointer: string; detail: string }[] };
type Export = {
  data: {
    profile: Record<string, unknown>;
    orders: unknown[];
    favorites: unknown[];
    consent: { marketingOptIn: boolean };
  };
  exportDate: string;
  dataTypes: string[];
  isPartial: boolean;
  warnings: string[];
};

const exportOf = (user: { token: string; password: string }) =>
  api.call<Export>('POST', '/api/user/data-export', {
    token: user.token,
    body: { currentPassword: user.password },
  });

describe('PUT /api/auth/profile', () => {
  it('updates names and phone; a new phone is no longer verified', async () => {
    const user = await api.createAccount('customer', { phoneVerified: true });
    const res = await api.call<UserView>('PUT', '/api/auth/profile', {
      token: user.token,
      body: { firstName: ' Maria ', lastName: 'Lopes', phone: '+44 20 7946 0958' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      firstName: 'Maria',
      lastName: 'Lopes',
      phone: '+44 20 7946 0958',
      phoneVerified: false,
    });
    const me = await api.call<UserView>('GET', '/api/auth/user', { token: user.token });
    expect(me.body).toEqual(res.body);
  });

  it('keeps the phone verified when only its formatting changes', async () => {
    const user = await api.createAccount('customer', { phoneVerified: true });
    const digits = (user.user.phone as string).replace(/\D/g, '');
    const res = await api.call<UserView>('PUT', '/api/auth/profile', {
      token: user.token,
      body: { firstName: 'Test', lastName: 'User', phone: `+${digits}` },
    });
    expect(res.body.phoneVerified).toBe(true);
  });

  it('validates with the spec messages and needs a session', async () => {
    const user = await api.createAccount('customer');
    const res = await api.call<Problem>('PUT', '/api/auth/profile', {
      token: user.token,
      body: { firstName: '', lastName: '', phone: '12' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { pointer: '/firstName', detail: 'First name is required' },
      { pointer: '/lastName', detail: 'Last name is required' },
      { pointer: '/phone', detail: 'Phone number must be at least 10 digits' },
    ]);
    const body = { firstName: 'A', lastName: 'B', phone: '+1 555 123 4567' };
    expect((await api.call('PUT', '/api/auth/profile', { body })).status).toBe(401);
  });
});

describe('PATCH /api/user/profile', () => {
  it('sets the phone and un-verifies it', async () => {
    const user = await api.createAccount('customer', { phoneVerified: true });
    const res = await api.call<UserView>('PATCH', '/api/user/profile', {
      token: user.token,
      body: { phone: '(212) 555-0199' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ phone: '(212) 555-0199', phoneVerified: false });
  });

  it('asks for a number first, then a valid one', async () => {
    const user = await api.createAccount('customer');
    const empty = await api.call<Problem>('PATCH', '/api/user/profile', {
      token: user.token,
      body: { phone: '  ' },
    });
    expect(empty.body.errors).toEqual([
      { pointer: '/phone', detail: 'Please enter your phone number first' },
    ]);
    const bad = await api.call<Problem>('PATCH', '/api/user/profile', {
      token: user.token,
      body: { phone: '555 123 45x7' },
    });
    expect(bad.body.errors).toEqual([
      { pointer: '/phone', detail: 'Please enter a valid phone number' },
    ]);
    expect(
      (await api.call('PATCH', '/api/user/profile', { body: { phone: '5551234567' } })).status,
    ).toBe(401);
  });
});

describe('/api/user/consent', () => {
  it('reads and changes marketing consent', async () => {
    const user = await api.createAccount('customer');
    const before = await api.call('GET', '/api/user/consent', { token: user.token });
    expect(before.body).toEqual({ marketingOptIn: false });
    const put = await api.call('PUT', '/api/user/consent', {
      token: user.token,
      body: { marketingOptIn: true },
    });
    expect(put.body).toEqual({ marketingOptIn: true });
    const after = await api.call('GET', '/api/user/consent', { token: user.token });
    expect(after.body).toEqual({ marketingOptIn: true });
  });

  it('validates and needs a session', async () => {
    const user = await api.createAccount('customer');
    const bad = await api.call<Problem>('PUT', '/api/user/consent', {
      token: user.token,
      body: { marketingOptIn: 'yes' },
    });
    expect(bad.body.errors).toEqual([
      { pointer: '/marketingOptIn', detail: 'Marketing consent must be true or false' },
    ]);
    expect((await api.call('GET', '/api/user/consent')).status).toBe(401);
  });
});

describe('POST /api/user/data-export', () => {
  it('holds profile, orders, favourites, messages, restaurants and consent', async () => {
    const user = await api.createAccount('customer');
    const res = await exportOf(user);
    expect(res.status).toBe(200);
    expect(res.body.data.profile).toMatchObject({
      id: user.id,
      email: user.email,
      firstName: 'Test',
      phone: user.user.phone,
    });
    expect(res.body.data.orders).toEqual([{ id: `order-of-${user.id}`, total: 1299 }]);
    expect(res.body.data.favorites).toEqual([]);
    expect(res.body.data.consent).toEqual({ marketingOptIn: false });
    expect(res.body.dataTypes).toEqual([
      'profile',
      'orders',
      'favorites',
      'messages',
      'restaurants',
      'consent',
    ]);
    expect(res.body).toMatchObject({ isPartial: false, warnings: [] });
    expect(res.body.exportDate).toBe(api.now().toISOString());
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="pickup-data-export-${api.now().toISOString().slice(0, 10)}.json"`,
    );
  });

  it('is partial, with a warning, when a source fails', async () => {
    const user = await api.createAccount('customer');
    failOrders = true;
    try {
      const res = await exportOf(user);
      expect(res.body.isPartial).toBe(true);
      expect(res.body.warnings).toEqual([
        'Your orders could not be exported. Please try again later.',
      ]);
      expect(res.body.data.orders).toEqual([]);
    } finally {
      failOrders = false;
    }
  });

  it('needs a session', async () => {
    expect(
      (await api.call('POST', '/api/user/data-export', { body: { currentPassword: 'x' } })).status,
    ).toBe(401);
  });
});

describe('DELETE /api/user/delete-account', () => {
  it('shreds the personal data, ends sessions and frees the email', async () => {
    const user = await api.createAccount('customer', { emailVerified: true });
    const res = await api.call('DELETE', '/api/user/delete-account', {
      token: user.token,
      body: { confirmDeletion: true, currentPassword: user.password },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Your account has been deleted.' });

    const login = await api.call('POST', '/api/auth/login', {
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect(login.status).toBe(401);
    const refresh = await api.call('POST', '/api/auth/refresh', {
      body: { refreshToken: user.tokens.refreshToken },
    });
    expect(refresh.status).toBe(401);
    expect((await api.call('GET', '/api/auth/user', { token: user.token })).status).toBe(401);

    // Nothing more leaves with the old session: the account is gone.
    expect((await exportOf(user)).status).toBe(401);

    const row = await api.pool.query(
      `SELECT email, first_name, last_name, phone, display_name FROM rm_users.users WHERE id = $1`,
      [user.id],
    );
    expect(row.rows).toEqual([
      { email: null, first_name: null, last_name: null, phone: null, display_name: 'Deleted user' },
    ]);

    const raw = await api.rawStore.readStream(userStream(user.id));
    const registered = raw.events.find((e) => e.type === 'UserRegistered');
    const sealed = (registered?.data as { pii: string }).pii;
    expect(sealed).toMatch(/^enc:v1:/);
    expect(JSON.stringify(raw.events.map((e) => e.data))).not.toContain(user.email);
    // A fresh process with the same database cannot read it either: the key is gone.
    const pii = createPii(createUserKeys(api.pool, api.keyring));
    expect(await pii.decryptFields(user.id, { pii: sealed })).toEqual({ pii: null });
    const decrypted = await api.store.readStream(userStream(user.id));
    expect(decrypted.events.every((e) => (e.data as { pii?: unknown }).pii == null)).toBe(true);

    const again = await api.call('POST', '/api/auth/register', {
      body: {
        email: user.email,
        password: 'new-account',
        firstName: 'New',
        lastName: 'Person',
        phone: '+1 555 222 3333',
      },
    });
    expect(again.status).toBe(201);
  });

  it('needs confirmDeletion true', async () => {
    const user = await api.createAccount('customer');
    const currentPassword = user.password;
    for (const body of [
      { currentPassword },
      { confirmDeletion: false, currentPassword },
      { confirmDeletion: 'DELETE', currentPassword },
    ]) {
      const res = await api.call<Problem>('DELETE', '/api/user/delete-account', {
        token: user.token,
        body,
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Please type 'DELETE' to confirm account deletion");
    }
    expect(
      (
        await api.call('DELETE', '/api/user/delete-account', {
          body: { confirmDeletion: true, currentPassword },
        })
      ).status,
    ).toBe(401);
  });
});
