import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserView } from '@pickup/domain/identity/user-view';
import { createIdentityTestApi, type IdentityTestApi } from '@pickup/api/testing/identity';
import { DEMO_USERS, seedDemoUsers } from './demo-users';

let api: IdentityTestApi;
beforeAll(async () => {
  api = await createIdentityTestApi();
});
afterAll(() => api.close());

describe('seedDemoUsers', () => {
  it('creates the four demo accounts once, signed in with DEMO_PASSWORD', async () => {
    const env = { NODE_ENV: 'development', SEED_DEMO: true, DEMO_PASSWORD: 'demo-pass-1' };
    const ids = await seedDemoUsers({ identity: api.identity, env });
    const again = await seedDemoUsers({ identity: api.identity, env });
    expect(again).toEqual(ids);

    const customer = await api.signIn('customer@pickup.test', 'demo-pass-1');
    expect(customer.user).toMatchObject({
      id: ids?.customer,
      role: 'customer',
      emailVerified: true,
      phoneVerified: true,
    });
    const admin = await api.signIn('admin@pickup.test', 'demo-pass-1');
    const list = await api.call<UserView[]>('GET', '/api/admin/users', {
      token: admin.tokens.accessToken,
    });
    expect(list.body.map((u) => [u.email, u.role]).sort()).toEqual(
      DEMO_USERS.map((u) => [u.email, u.role]).sort(),
    );
  });

  it('creates nothing in production or with SEED_DEMO=false', async () => {
    expect(
      await seedDemoUsers({ identity: api.identity, env: { NODE_ENV: 'production' } }),
    ).toBeNull();
    expect(
      await seedDemoUsers({
        identity: api.identity,
        env: { NODE_ENV: 'development', SEED_DEMO: false },
      }),
    ).toBeNull();
  });
});
