import { randomUUID } from 'node:crypto';
import { menuDecider } from '@pickup/domain/catalog/menu';
import { menuStream } from '@pickup/domain/catalog/menu-types';
import { restaurantDecider, restaurantStream } from '@pickup/domain/catalog/restaurant';
import { orderDecider, orderStream, type OrderPlaced } from '@pickup/domain/ordering/order';
import type { OrderStatus } from '@pickup/domain/ordering/status';
import { totalsFor } from '@pickup/domain/ordering/money';
import { pricedLine, restaurantData } from '../../../scripts/bench/workload-catalog';
import type { Menu } from '@pickup/domain/catalog/menu-types';
import type pg from 'pg';
import type { ProjectionRunner } from '@pickup/projections/runner/runner';
import type { CommandBus } from '../commands/bus';
import { toCheckpoint } from '../eventstore/postgres-rows';
import type { Actor } from '../http/actor';

/** Catalog and orders made through the real deciders and the command bus. */

const as = (actor: Actor) => ({ id: actor.userId, role: actor.role });

export async function createRestaurant(bus: CommandBus, admin: Actor, ownerId: string) {
  const restaurantId = randomUUID();
  await bus.execute({
    name: 'CreateRestaurant',
    stream: restaurantStream(restaurantId),
    decider: restaurantDecider,
    actor: admin,
    command: {
      type: 'CreateRestaurant',
      actor: as(admin),
      restaurantId,
      ownerRole: 'restaurant_owner',
      data: restaurantData(restaurantId, ownerId, 1),
    },
  });
  return restaurantId;
}

/** A menu with one category holding a Margherita at $12.00. */
export async function createMenu(bus: CommandBus, owner: Actor, restaurantId: string) {
  const menuId = randomUUID();
  const categoryId = randomUUID();
  const itemId = randomUUID();
  const restaurant = { id: restaurantId, ownerId: owner.userId };
  const run = (command: Parameters<typeof menuDecider.decide>[0]) =>
    bus.execute({
      name: command.type,
      stream: menuStream(menuId),
      decider: menuDecider,
      actor: owner,
      command,
    });
  const base = { actor: as(owner), restaurant, menuId };
  await run({
    ...base,
    type: 'CreateMenu',
    data: {
      name: 'Dinner',
      description: '',
      availableHours: null,
      cutoffMinutes: 15,
      isActive: true,
    },
  });
  await run({
    ...base,
    type: 'AddCategory',
    categoryId,
    data: {
      name: 'Pizza',
      description: '',
      includesDrink: false,
      sidesRequired: 0,
      isActive: true,
    },
  });
  const executed = await run({
    ...base,
    type: 'AddMenuItem',
    itemId,
    categoryId,
    data: {
      name: 'Margherita',
      description: 'Tomato, mozzarella',
      priceCents: 1200,
      imageUrl: null,
      sidesRequired: null,
      isActive: true,
    },
  });
  const state = executed.state;
  if (state.status !== 'existing') throw new Error('menu not created');
  return {
    menuId,
    itemId,
    menu: state.menu,
    setPrice: (priceCents: number) =>
      run({ ...base, type: 'UpdateMenuItem', itemId, changes: { priceCents } }),
    rename: (name: string) => run({ ...base, type: 'UpdateMenuItem', itemId, changes: { name } }),
    setImage: (imageUrl: string) => run({ ...base, type: 'ChangeMenuItemImage', itemId, imageUrl }),
  };
}

/** An order of `quantity` of the menu's first item at its current price, by `customer`. */
export async function placeOrder(
  bus: CommandBus,
  customer: Actor,
  menu: Menu,
  quantity: number,
  at: string,
): Promise<string> {
  const orderId = randomUUID();
  const line = pricedLine(menu, 0, quantity, false);
  const placed: OrderPlaced = {
    type: 'OrderPlaced',
    data: {
      orderId,
      customerId: customer.userId,
      restaurantId: menu.restaurantId,
      restaurant: {
        name: 'Restaurant 1',
        address: '1 Main Street',
        phone: '+1 555 200 0001',
        taxRate: '0.0875',
        estimatedPickupTime: 20,
        timezone: 'America/New_York',
      },
      lines: [line],
      ...totalsFor(line.subtotalCents, '0.0875'),
      placedAt: at,
      estimatedReadyAt: at,
    },
  };
  // The place-order decision needs pricing facts the ordering API gathers; the event is the same.
  await bus.execute({
    name: 'PlaceOrder',
    stream: orderStream(orderId),
    decider: { ...orderDecider, decide: () => [placed] },
    actor: customer,
    command: null,
  });
  return orderId;
}

export async function changeStatus(
  bus: CommandBus,
  owner: Actor,
  orderId: string,
  status: OrderStatus,
  at: string,
) {
  await bus.execute({
    name: 'ChangeOrderStatus',
    stream: orderStream(orderId),
    decider: orderDecider,
    actor: owner,
    command: {
      type: 'ChangeOrderStatus',
      orderId,
      actor: { role: 'restaurant_owner', id: owner.userId },
      restaurantOwnerId: owner.userId,
      status,
      at,
    },
  });
}

/**
 * Waits until the audit log has applied every event in the table. A lag of zero is not
 * enough: lag counts what subscribers can see, and a transaction open in another test file's
 * database holds back the server-wide horizon below which events are final.
 */
export async function auditLogCaughtUp(api: {
  pool: pg.Pool;
  runner: ProjectionRunner;
}): Promise<void> {
  const { rows } = await api.pool.query<{ tx: string; pos: string }>(
    `SELECT transaction_id::text AS tx, global_position::text AS pos FROM events
     ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
  );
  const last = rows[0];
  if (last && !(await api.runner.waitFor(toCheckpoint(last), ['audit_log'], 60_000)))
    throw new Error('the audit log did not reach the last event');
}
