import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETED_USER_LABEL } from '@pickup/domain/identity/constants';
import type { Menu } from '@pickup/domain/catalog/menu-types';
import { createIdentityTestApi, type IdentityTestApi, type TestAccount } from '../testing/identity';
import type { Actor } from '../http/actor';
import type { HistoryEntry, StreamHistory } from './history';
import type { MenuAsOrdered } from './menu-as-ordered';
import { auditFeature } from './feature';
import { auditLogProjection } from '@pickup/projections/audit/audit-log';
import { changeStatus, createMenu, createRestaurant, placeOrder } from './test-fixtures';

let api: IdentityTestApi;
let admin: TestAccount;
let owner: TestAccount;
let otherOwner: TestAccount;
let customer: TestAccount;
let restaurantId: string;
let menuId: string;
let orderId: string;
let deletedCustomerOrderId: string;
let menuAtOrder: Menu;
const priceChangedAt = { before: '', after: '' };

const actor = (a: TestAccount): Actor => ({
  userId: a.id,
  role: a.user.role,
  mustChangePassword: false,
});
const name = (a: TestAccount) => `${a.user.firstName} ${a.user.lastName}`;

beforeAll(async () => {
  api = await createIdentityTestApi({
    projections: [auditLogProjection],
    registrars: (s) => [
      auditFeature({
        pool: s.pool,
        store: s.store,
        runner: s.runner,
        projections: [auditLogProjection],
        emitAdmin: () => {},
      }).routes,
    ],
  });
  admin = await api.createAccount('admin');
  owner = await api.createAccount('restaurant_owner');
  otherOwner = await api.createAccount('restaurant_owner');
  customer = await api.createAccount('customer');
  const leaving = await api.createAccount('customer');

  restaurantId = await createRestaurant(api.bus, actor(admin), owner.id);
  api.clock.advance(60_000);
  const menu = await createMenu(api.bus, actor(owner), restaurantId);
  menuId = menu.menuId;
  menuAtOrder = menu.menu;
  api.clock.advance(60_000);
  orderId = await placeOrder(api.bus, actor(customer), menu.menu, 2, api.now().toISOString());
  deletedCustomerOrderId = await placeOrder(
    api.bus,
    actor(leaving),
    menu.menu,
    1,
    api.now().toISOString(),
  );
  api.clock.advance(60_000);
  priceChangedAt.before = api.now().toISOString();
  api.clock.advance(60_000);
  await menu.setPrice(1350);
  api.clock.advance(60_000);
  priceChangedAt.after = api.now().toISOString();
  for (const status of ['confirmed', 'preparing', 'ready'] as const) {
    api.clock.advance(60_000);
    await changeStatus(api.bus, actor(owner), orderId, status, api.now().toISOString());
  }
  const deleted = await api.call('DELETE', `/api/admin/users/${leaving.id}`, {
    token: admin.token,
  });
  expect(deleted.status).toBe(200);
});
afterAll(async () => {
  await api.close();
});

describe('order history from the event store', () => {
  it('lists every event in order with its time, actor and a readable summary', async () => {
    const res = await api.call<StreamHistory>('GET', `/api/admin/audit/order/${orderId}`, {
      token: admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.events.map((e: HistoryEntry) => [e.version, e.type, e.summary])).toEqual([
      [0, 'OrderPlaced', `Order placed: 2 items, $26.10 — by ${name(customer)} (Customer)`],
      [
        1,
        'OrderStatusChanged',
        `Status Pending → Confirmed — by ${name(owner)} (Restaurant Owner)`,
      ],
      [
        2,
        'OrderStatusChanged',
        `Status Confirmed → Preparing — by ${name(owner)} (Restaurant Owner)`,
      ],
      [
        3,
        'OrderStatusChanged',
        `Status Preparing → Ready for Pickup — by ${name(owner)} (Restaurant Owner)`,
      ],
    ]);
    expect(res.body.events[3]?.actor).toEqual({
      id: owner.id,
      name: name(owner),
      role: 'restaurant_owner',
    });
    const times = res.body.events.map((e: HistoryEntry) => e.at);
    expect([...times].sort()).toEqual(times);
  });

  it('shows "Deleted user" for an account whose personal data was shredded', async () => {
    const res = await api.call<StreamHistory>(
      'GET',
      `/api/admin/audit/order/${deletedCustomerOrderId}`,
      {
        token: admin.token,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.events[0]?.actor.name).toBe(DELETED_USER_LABEL);
    expect(res.body.events[0]?.summary).toBe(
      `Order placed: 1 item, $13.05 — by ${DELETED_USER_LABEL} (Customer)`,
    );
  });

  it('lets the owner of the restaurant read its orders, and nobody else but admins', async () => {
    const path = `/api/admin/audit/order/${orderId}`;
    expect((await api.call('GET', path, { token: owner.token })).status).toBe(200);
    expect((await api.call('GET', path, { token: otherOwner.token })).status).toBe(403);
    expect((await api.call('GET', path, { token: customer.token })).status).toBe(403);
    expect((await api.call('GET', path)).status).toBe(401);
    const menuPath = `/api/admin/audit/menu/${menuId}`;
    expect((await api.call('GET', menuPath, { token: owner.token })).status).toBe(403);
  });

  it('refuses a bad kind or asOf with 400 and an unknown stream with 404', async () => {
    const badKind = await api.call<{ errors: { pointer: string; detail: string }[] }>(
      'GET',
      `/api/admin/audit/cart/${orderId}`,
      { token: admin.token },
    );
    expect(badKind.status).toBe(400);
    expect(badKind.body.errors[0]?.detail).toBe(
      'Kind must be one of order, restaurant, menu, user',
    );
    const badAsOf = await api.call('GET', `/api/admin/audit/order/${orderId}?asOf=yesterday`, {
      token: admin.token,
    });
    expect(badAsOf.status).toBe(400);
    expect(
      (await api.call('GET', '/api/admin/audit/order/nope', { token: admin.token })).status,
    ).toBe(404);
  });
});

describe('time travel', () => {
  it('shows the old price before a price change and the new one after, folded by the menu evolve', async () => {
    const at = async (asOf: string) => {
      const res = await api.call<StreamHistory & { state: { menu: Menu } }>(
        'GET',
        `/api/admin/audit/menu/${menuId}?asOf=${encodeURIComponent(asOf)}`,
        { token: admin.token },
      );
      expect(res.status).toBe(200);
      return res.body;
    };
    const before = await at(priceChangedAt.before);
    const after = await at(priceChangedAt.after);
    expect(before.state.menu.items.map((i) => [i.name, i.priceCents])).toEqual([
      ['Margherita', 1200],
    ]);
    expect(after.state.menu.items.map((i) => [i.name, i.priceCents])).toEqual([
      ['Margherita', 1350],
    ]);
    expect(after.events.at(-1)?.summary).toBe(
      `Price of Margherita 12.00 → 13.50 — by ${name(owner)} (Restaurant Owner)`,
    );
    expect(before.events.map((e) => e.type)).not.toContain('MenuItemUpdated');
  });

  it('gives the order state as of a moment in its lifecycle', async () => {
    const history = await api.call<StreamHistory>('GET', `/api/admin/audit/order/${orderId}`, {
      token: admin.token,
    });
    const confirmedAt = history.body.events[1]?.at ?? '';
    const res = await api.call<StreamHistory & { state: { status: string } }>(
      'GET',
      `/api/admin/audit/order/${orderId}?asOf=${encodeURIComponent(confirmedAt)}`,
      { token: owner.token },
    );
    expect(res.body.events).toHaveLength(2);
    expect(res.body.state).toMatchObject({ kind: 'Placed', status: 'confirmed' });
  });

  it('shows the menu as it was when the order was placed, to staff of the restaurant only', async () => {
    const path = `/api/admin/audit/order/${orderId}/menu`;
    const res = await api.call<MenuAsOrdered>('GET', path, { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.items.map((i) => [i.item?.name, i.item?.priceCents, i.line.quantity])).toEqual([
      ['Margherita', 1200, 2],
    ]);
    expect(res.body.menus[0]?.menu?.items[0]?.priceCents).toBe(menuAtOrder.items[0]?.priceCents);
    expect((await api.call('GET', path, { token: otherOwner.token })).status).toBe(403);
    expect((await api.call('GET', path, { token: customer.token })).status).toBe(403);
  });
});
