import { evolveMenu } from '@pickup/domain/catalog/menu-evolve';
import {
  menuStream,
  type Menu,
  type MenuEvent,
  type MenuState,
} from '@pickup/domain/catalog/menu-types';
import { restaurantStream, type RestaurantEvent } from '@pickup/domain/catalog/restaurant';
import type { DomainEvent } from '@pickup/domain/commands/decider';
import type { NewEvent } from '@pickup/domain/eventstore/types';
import { favoritesStream, type FavoritesEvent } from '@pickup/domain/favorites/favorites';
import type { Role } from '@pickup/domain/identity/constants';
import { userStream, type UserEvent } from '@pickup/domain/identity/events';
import { totalsFor } from '@pickup/domain/ordering/money';
import { orderStream, type OrderEvent } from '@pickup/domain/ordering/order';
import type { OrderStatus } from '@pickup/domain/ordering/status';
import { messageStream, type MessageEvent } from '@pickup/domain/support/events';
import { demandStream, TURNED_AWAY_CAUSES } from '@pickup/domain/ordering/turned-away';
import {
  menuEvents,
  pricedLine,
  restaurantData,
  specialDayEvents,
  turnedAway,
} from './workload-catalog';

/** One append of a generated workload; `version` is the stream version of its first event. */
export interface WorkloadAppend {
  stream: string;
  version: number;
  events: NewEvent[];
}

export interface WorkloadOptions {
  /** Stop once at least this many events were generated. */
  events: number;
  seed?: number;
  restaurants?: number;
  customers?: number;
  start?: Date;
}

type Actor = { id: string; role: Role };

interface LiveOrder {
  id: string;
  restaurant: number;
  status: OrderStatus;
}

const NEXT: Partial<Record<OrderStatus, OrderStatus>> = {
  pending: 'confirmed',
  confirmed: 'preparing',
  preparing: 'ready',
  ready: 'picked_up',
  picked_up: 'completed',
};

/** Small, fast, seeded: the same seed gives the same workload. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Realistic interleaved traffic: accounts, restaurants with menus, then orders moving through
 * their lifecycle among price changes, favourites, profile edits and account deletions. The
 * events are the domain's own types, so the projections see what production writes.
 */
export function* generateWorkload(opts: WorkloadOptions): Generator<WorkloadAppend> {
  const rnd = random(opts.seed ?? 1);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  const prefix = Math.floor(rnd() * 0xffffffff)
    .toString(16)
    .padStart(8, '0');
  let ids = 0;
  const newId = () => `${prefix}-0000-4000-8000-${(++ids).toString(16).padStart(12, '0')}`;
  let clock = (opts.start ?? new Date('2030-01-01T08:00:00Z')).getTime();
  const versions = new Map<string, number>();
  let produced = 0;

  function append(stream: string, actor: Actor | null, events: DomainEvent[]): WorkloadAppend {
    clock += 500 + Math.floor(rnd() * 1500);
    const at = new Date(clock).toISOString();
    const version = versions.get(stream) ?? 0;
    versions.set(stream, version + events.length);
    produced += events.length;
    const correlationId = newId();
    return {
      stream,
      version,
      events: events.map((e) => ({
        id: newId(),
        type: e.type,
        data: e.data,
        metadata: {
          actorId: actor?.id ?? null,
          actorRole: actor?.role ?? null,
          correlationId,
          causationId: null,
          at,
        },
      })),
    };
  }
  const now = () => new Date(clock).toISOString();

  function register(role: Role, by: Actor | null): [Actor, WorkloadAppend] {
    const user: Actor = { id: newId(), role };
    const n = ids;
    const event: UserEvent = {
      type: 'UserRegistered',
      data: {
        userId: user.id,
        by: by ? 'admin' : 'self',
        role,
        marketingOptIn: n % 2 === 0,
        pii: {
          email: `user${n}@pickup.test`,
          firstName: `First${n}`,
          lastName: `Last${n}`,
          phone: `+1 555 010 ${String(n % 10000).padStart(4, '0')}`,
        },
        at: now(),
      },
    };
    return [user, append(userStream(user.id), by ?? user, [event])];
  }

  const [admin, adminRegistered] = register('admin', null);
  yield adminRegistered;
  const customers: Actor[] = [];
  for (let i = 0; i < (opts.customers ?? 20); i++) {
    const [c, a] = register('customer', null);
    customers.push(c);
    yield a;
  }
  const owners: Actor[] = [];
  const menus: Menu[] = [];
  for (let i = 0; i < (opts.restaurants ?? 5); i++) {
    const [owner, a] = register('restaurant_owner', admin);
    owners.push(owner);
    yield a;
    const restaurantId = newId();
    const created: RestaurantEvent = {
      type: 'RestaurantCreated',
      data: restaurantData(restaurantId, owner.id, i + 1),
    };
    yield append(restaurantStream(restaurantId), admin, [created]);
    yield append(restaurantStream(restaurantId), owner, specialDayEvents(restaurantId, newId, i));
    const menuId = newId();
    const setup = menuEvents(menuId, restaurantId, newId);
    yield append(menuStream(menuId), owner, setup);
    const state = setup.reduce<MenuState>(evolveMenu, { status: 'absent' });
    if (state.status === 'existing') menus.push(state.menu);
  }

  const live: LiveOrder[] = [];
  while (produced < opts.events) {
    const roll = rnd();
    // A bounded kitchen queue: past it, orders move on rather than pile up.
    if (roll < 0.4 && customers.length > 0 && live.length < 500) {
      const customer = pick(customers);
      const r = Math.floor(rnd() * menus.length);
      const menu = menus[r] as Menu;
      const lines = Array.from({ length: 1 + Math.floor(rnd() * 3) }, () =>
        pricedLine(
          menu,
          Math.floor(rnd() * menu.items.length),
          1 + Math.floor(rnd() * 2),
          rnd() < 0.5,
        ),
      );
      const subtotal = lines.reduce((s, l) => s + l.subtotalCents, 0);
      // Some attempts are turned away (issue 32): on the restaurant's demand stream, no order.
      if (rnd() < 0.05) {
        const refused = turnedAway(menu.restaurantId, r, pick(TURNED_AWAY_CAUSES), subtotal, clock);
        yield append(demandStream(menu.restaurantId), null, [refused]);
        continue;
      }
      const totals = totalsFor(subtotal, '0.0875');
      const orderId = newId();
      const placed: OrderEvent = {
        type: 'OrderPlaced',
        data: {
          orderId,
          customerId: customer.id,
          restaurantId: menu.restaurantId,
          restaurant: {
            name: `Restaurant ${r + 1}`,
            address: `${r + 1} Main Street, Springfield`,
            phone: '+1 555 200 0001',
            taxRate: '0.0875',
            estimatedPickupTime: 20,
            timezone: 'America/New_York',
          },
          lines,
          ...totals,
          placedAt: now(),
          estimatedReadyAt: new Date(clock + 20 * 60_000).toISOString(),
        },
      };
      live.push({ id: orderId, restaurant: r, status: 'pending' });
      yield append(orderStream(orderId), customer, [placed]);
    } else if ((roll < 0.75 || live.length >= 500) && live.length > 0) {
      const index = Math.floor(rnd() * live.length);
      const order = live[index] as LiveOrder;
      const owner = owners[order.restaurant] as Actor;
      const cancel = order.status === 'pending' && rnd() < 0.1;
      const to: OrderStatus = cancel ? 'cancelled' : (NEXT[order.status] ?? 'completed');
      const changed: OrderEvent = {
        type: 'OrderStatusChanged',
        data: {
          orderId: order.id,
          from: order.status,
          to,
          by: { id: owner.id, role: 'restaurant_owner' },
          at: now(),
          ...(cancel ? { reason: 'Out of ingredients' } : {}),
        },
      };
      order.status = to;
      if (to === 'cancelled' || to === 'completed') live.splice(index, 1);
      yield append(orderStream(order.id), owner, [changed]);
    } else if (roll < 0.83) {
      const r = Math.floor(rnd() * menus.length);
      const menu = menus[r] as Menu;
      const item = pick(menu.items);
      const event: MenuEvent = {
        type: 'MenuItemUpdated',
        data: { menuId: menu.id, itemId: item.id, changes: { priceCents: item.priceCents + 25 } },
      };
      const state = evolveMenu({ status: 'existing', menu }, event);
      if (state.status === 'existing') menus[r] = state.menu;
      yield append(menuStream(menu.id), owners[r] as Actor, [event]);
    } else if (roll < 0.92 && customers.length > 0) {
      const customer = pick(customers);
      const restaurantId = (pick(menus) as Menu).restaurantId;
      const event: FavoritesEvent = {
        type: rnd() < 0.7 ? 'FavoriteAdded' : 'FavoriteRemoved',
        data: { userId: customer.id, restaurantId, at: now() },
      };
      yield append(favoritesStream(customer.id), customer, [event]);
    } else if (roll < 0.96 && customers.length > 0) {
      const customer = pick(customers);
      const event: UserEvent = {
        type: 'ProfileUpdated',
        data: {
          userId: customer.id,
          pii: { firstName: `Renamed${ids}`, lastName: 'Person' },
          at: now(),
        },
      };
      yield append(userStream(customer.id), customer, [event]);
    } else if (roll < 0.985) {
      const r = Math.floor(rnd() * menus.length);
      const restaurantId = (menus[r] as Menu).restaurantId;
      const event: RestaurantEvent = {
        type: 'RestaurantUpdated',
        data: { restaurantId, changes: { estimatedPickupTime: 10 + Math.floor(rnd() * 30) } },
      };
      yield append(restaurantStream(restaurantId), owners[r] as Actor, [event]);
    } else if (roll < 0.99) {
      const sender = customers.length > 0 && rnd() < 0.5 ? pick(customers) : null;
      const messageId = newId();
      const event: MessageEvent = {
        type: 'MessageReceived',
        data: {
          kind: 'support',
          category: 'general',
          name: 'Pat Doe',
          email: 'pat@pickup.test',
          subject: 'Where is my order?',
          message: 'It has been a while.',
          messageId,
          senderId: sender?.id ?? null,
          receivedAt: now(),
        },
      };
      yield append(messageStream(messageId), sender, [event]);
    } else if (customers.length > 3 && rnd() < 0.3) {
      const customer = customers.splice(Math.floor(rnd() * customers.length), 1)[0] as Actor;
      const event: UserEvent = {
        type: 'UserDeleted',
        data: { userId: customer.id, by: 'self', at: now() },
      };
      yield append(userStream(customer.id), customer, [event]);
    } else {
      const [c, a] = register('customer', null);
      customers.push(c);
      yield a;
    }
  }
}
