import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogProjection } from '@pickup/projections/audit/audit-log';
import type { AuditLogPage } from '@pickup/projections/audit/audit-log-queries';
import { usersProjection } from '@pickup/projections/identity/users';
import type { Actor } from '../http/actor';
import { createIdentityTestApi, type IdentityTestApi, type TestAccount } from '../testing/identity';
import { auditLogCaughtUp, createMenu, createRestaurant } from './test-fixtures';
import { auditFeature } from './feature';

/**
 * Issue 28: the audit log names the menu entry an event touches ("Image of Margherita
 * changed"), not its id, whether the entry was added in an earlier batch or the same one,
 * and by its name at the time (a rename is followed).
 */

let api: IdentityTestApi;
let admin: TestAccount;
let restaurantId: string;
let itemId: string;

const actor = (a: TestAccount): Actor => ({
  userId: a.id,
  role: a.user.role,
  mustChangePassword: false,
});

const caughtUp = () => auditLogCaughtUp(api);

beforeAll(async () => {
  api = await createIdentityTestApi({
    projections: [auditLogProjection],
    registrars: (s) => [
      auditFeature({
        pool: s.pool,
        store: s.store,
        runner: s.runner,
        projections: [usersProjection, auditLogProjection],
        emitAdmin: () => {},
      }).routes,
    ],
  });
  admin = await api.createAccount('admin');
  const owner = await api.createAccount('restaurant_owner');
  restaurantId = await createRestaurant(api.bus, actor(admin), owner.id);
  const menu = await createMenu(api.bus, actor(owner), restaurantId);
  itemId = menu.itemId;
  await caughtUp();
  // The item was named in an earlier batch: its name comes from the log's own table.
  await menu.setImage('/objects/uploads/first.png');
  await caughtUp();
  await menu.rename('Margherita DOP');
  await menu.setImage('/objects/uploads/second.png');
  await caughtUp();
});
afterAll(async () => {
  await api.close();
});

describe('audit log summaries of menu events', () => {
  it('name the item, not its id, as it was called at the time', async () => {
    const log = await api.call<AuditLogPage>(
      'GET',
      `/api/admin/audit-log?restaurantId=${restaurantId}&limit=200`,
      { token: admin.token },
    );
    expect(log.status).toBe(200);
    const summaries = log.body.items.map((i) => i.summary);
    expect(summaries.slice(0, 3)).toEqual([
      'Image of Margherita DOP changed',
      expect.stringContaining('Margherita DOP'),
      'Image of Margherita changed',
    ]);
    expect(summaries.join('\n')).not.toContain(itemId);
  });
});
