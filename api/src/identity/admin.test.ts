import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserView } from '@pickup/domain/identity/user-view';
import { createIdentityTestApi, type IdentityTestApi, type TestAccount } from '../testing/identity';

type Problem = { message: string; errors?: { pointer: string; detail: string }[] };

const newUser = (email: string) => ({
  email,
  firstName: 'Olu',
  lastName: 'Ade',
  role: 'restaurant_owner',
  phone: '+1 555 303 4040',
});

describe('admin user calls', () => {
  let api: IdentityTestApi;
  let admin: TestAccount;
  let customer: TestAccount;
  beforeAll(async () => {
    api = await createIdentityTestApi();
    admin = await api.createAccount('admin');
    customer = await api.createAccount('customer');
  });
  afterAll(() => api.close());

  it('refuses every call without a session (401) and for non-admins (403)', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/users'],
      ['POST', '/api/admin/users', newUser('x@example.com')],
      ['PUT', `/api/admin/users/${customer.id}`, newUser('x@example.com')],
      ['DELETE', `/api/admin/users/${customer.id}`],
      ['POST', `/api/admin/users/${customer.id}/reset-password`, { password: 'secret-pass' }],
    ];
    const owner = await api.createAccount('restaurant_owner');
    for (const [method, path, body] of calls) {
      expect((await api.call(method, path, { body })).status).toBe(401);
      for (const who of [customer, owner]) {
        const res = await api.call<Problem>(method, path, { body, token: who.token });
        expect(res.status).toBe(403);
        expect(res.body.message).toBe("You don't have access to this resource");
      }
    }
  });

  it('lists every live account without a secret', async () => {
    const res = await api.call<UserView[]>('GET', '/api/admin/users', { token: admin.token });
    expect(res.status).toBe(200);
    const ids = res.body.map((u) => u.id);
    expect(ids).toEqual(expect.arrayContaining([admin.id, customer.id]));
    const listed = res.body.find((u) => u.id === customer.id);
    expect(listed).toEqual(customer.user);
  });

  it('creates an account and mails the person a link to set a password', async () => {
    const res = await api.call<UserView>('POST', '/api/admin/users', {
      token: admin.token,
      body: newUser('Olu@Example.com'),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      email: 'olu@example.com',
      role: 'restaurant_owner',
      phone: '+1 555 303 4040',
      marketingOptIn: false,
    });
    const [mail] = await api.outbox.list({ to: 'olu@example.com' });
    expect(mail?.subject).toBe('Your Pickup account');
    const token = decodeURIComponent(mail?.body.match(/reset-token=([\w%-]+)/)?.[1] ?? '');
    const set = await api.call('POST', '/api/auth/reset-password', {
      body: { token, password: 'olus-password' },
    });
    expect(set.status).toBe(200);
    expect((await api.signIn('olu@example.com', 'olus-password')).user.role).toBe(
      'restaurant_owner',
    );

    const list = await api.call<UserView[]>('GET', '/api/admin/users', { token: admin.token });
    expect(list.body.map((u) => u.email)).toContain('olu@example.com');
  });

  it('validates the user form with the spec messages', async () => {
    const res = await api.call<Problem>('POST', '/api/admin/users', {
      token: admin.token,
      body: { email: 'bad', firstName: '', lastName: '', role: 'boss', phone: '12' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { pointer: '/email', detail: 'Invalid email address' },
      { pointer: '/firstName', detail: 'First name is required' },
      { pointer: '/lastName', detail: 'Last name is required' },
      { pointer: '/role', detail: 'Please select a role' },
      { pointer: '/phone', detail: 'Phone number must be at least 10 digits' },
    ]);
  });

  it('refuses an email already used, on create and on edit', async () => {
    const taken = await api.call<Problem>('POST', '/api/admin/users', {
      token: admin.token,
      body: newUser(customer.email),
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('An account with this email already exists');
    const other = await api.createAccount('customer');
    const edit = await api.call<Problem>('PUT', `/api/admin/users/${other.id}`, {
      token: admin.token,
      body: { ...newUser(customer.email), role: 'customer' },
    });
    expect(edit.status).toBe(409);
  });

  it('edits email, names, role and phone; the new email signs in and needs verifying', async () => {
    const user = await api.createAccount('customer', { emailVerified: true });
    const res = await api.call<UserView>('PUT', `/api/admin/users/${user.id}`, {
      token: admin.token,
      body: {
        email: 'renamed@example.com',
        firstName: 'Re',
        lastName: 'Named',
        role: 'restaurant_owner',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      email: 'renamed@example.com',
      firstName: 'Re',
      lastName: 'Named',
      role: 'restaurant_owner',
      phone: user.user.phone,
      emailVerified: false,
    });
    const signed = await api.signIn('renamed@example.com');
    expect(signed.user.role).toBe('restaurant_owner');
    const old = await api.call('POST', '/api/auth/login', {
      body: { email: user.email, password: 'secret-pass' },
    });
    expect(old.status).toBe(401);
    // The old email is free again.
    const reuse = await api.call('POST', '/api/admin/users', {
      token: admin.token,
      body: newUser(user.email),
    });
    expect(reuse.status).toBe(201);
  });

  it('deletes an account; it leaves the list and cannot sign in', async () => {
    const user = await api.createAccount('customer');
    const res = await api.call('DELETE', `/api/admin/users/${user.id}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'User deleted successfully!' });
    const list = await api.call<UserView[]>('GET', '/api/admin/users', { token: admin.token });
    expect(list.body.map((u) => u.id)).not.toContain(user.id);
    const login = await api.call('POST', '/api/auth/login', {
      body: { email: user.email, password: 'secret-pass' },
    });
    expect(login.status).toBe(401);
    const again = await api.call<Problem>('DELETE', `/api/admin/users/${user.id}`, {
      token: admin.token,
    });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('This account has been deleted');
  });

  it('answers 404 for an unknown user', async () => {
    const res = await api.call<Problem>('PUT', '/api/admin/users/nobody', {
      token: admin.token,
      body: newUser('nobody@example.com'),
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('User not found');
  });
});

describe('the last admin', () => {
  let api: IdentityTestApi;
  beforeAll(async () => {
    api = await createIdentityTestApi();
  });
  afterAll(() => api.close());

  it('can be neither deleted nor demoted, by anyone', async () => {
    const only = await api.createAccount('admin');
    const demote = await api.call<Problem>('PUT', `/api/admin/users/${only.id}`, {
      token: only.token,
      body: { email: only.email, firstName: 'Test', lastName: 'Admin', role: 'customer' },
    });
    expect(demote.status).toBe(422);
    expect(demote.body.message).toBe('The last admin cannot be demoted');
    const byAdmin = await api.call<Problem>('DELETE', `/api/admin/users/${only.id}`, {
      token: only.token,
    });
    expect(byAdmin.status).toBe(422);
    expect(byAdmin.body.message).toBe('The last admin cannot be deleted');
    const bySelf = await api.call<Problem>('DELETE', '/api/user/delete-account', {
      token: only.token,
      body: { confirmDeletion: true, currentPassword: only.password },
    });
    expect(bySelf.status).toBe(422);
    expect((await api.signIn(only.email)).user.role).toBe('admin');
  });

  it('of two admins removing each other at once, one stays', async () => {
    const a = await api.createAccount('admin');
    const b = await api.createAccount('admin');
    const others = await api.call<UserView[]>('GET', '/api/admin/users', { token: a.token });
    // Leave exactly a and b as admins.
    for (const u of others.body.filter(
      (x) => x.role === 'admin' && x.id !== a.id && x.id !== b.id,
    )) {
      await api.call('PUT', `/api/admin/users/${u.id}`, {
        token: a.token,
        body: { email: u.email, firstName: u.firstName, lastName: u.lastName, role: 'customer' },
      });
    }
    const [ra, rb] = await Promise.all([
      api.call('DELETE', `/api/admin/users/${b.id}`, { token: a.token }),
      api.call('DELETE', `/api/admin/users/${a.id}`, { token: b.token }),
    ]);
    expect([ra.status, rb.status].sort()).toEqual([200, 422]);
    const { rows } = await api.pool.query(
      `SELECT count(*)::int AS n FROM rm_users.users WHERE role = 'admin' AND deleted_at IS NULL`,
    );
    expect(rows[0].n).toBe(1);
  });
});
