import { createHash, randomUUID } from 'node:crypto';
import { startOfLocalDate } from '@pickup/domain/catalog/zoned-time';
import { fold } from '@pickup/domain/commands/decider';
import type { StreamAppend } from '@pickup/domain/eventstore/types';
import {
  orderDecider,
  orderStream,
  type OrderEvent,
  type OrderPlaced,
} from '@pickup/domain/ordering/order';
import type { OrderStatus } from '@pickup/domain/ordering/status';
import { addDays } from '@pickup/domain/forecast/forecast-dates';
import { serviceDateOf } from '@pickup/domain/timing/slots';
import type { Actor } from '@pickup/api/http/actor';
import { orderingPorts } from '@pickup/api/composition/ordering';
import { orderCommands } from '@pickup/api/ordering/commands';
import type { OrderingDeps } from '@pickup/api/ordering/deps';
import { loadMenus, loadRestaurant } from '@pickup/api/ordering/order-facts';

/**
 * Issue 32: eight weeks of dinner orders for one demo restaurant, so tonight's forecast and
 * prep list show figures. Each basket is placed once through the order commands (priced
 * from the real menu) and taken to picked up; the history repeats those orders at other
 * times: each copy is a new order whose status steps the order decider decides, appended in
 * bulk (thousands of commands, each waiting for its read model, would slow every start).
 * Relative to the demo clock; a second start finds the first copy and changes nothing.
 */

const MINUTE = 60_000;
const WEEKS = 8;
/** Orders on a usual Monday … Sunday, the last week; earlier weeks a little quieter. */
const ORDERS_BY_WEEKDAY = [12, 14, 16, 18, 28, 32, 20] as const;
/** Dinner pickups 17:00–20:45 local, by quarter hour: the rush peaks around 18:30. */
const SLOT_WEIGHTS = [1, 2, 3, 4, 6, 8, 9, 8, 6, 5, 4, 3, 2, 2, 1, 1] as const;
const FIRST_SLOT_MINUTES = 17 * 60;
/** Baskets by item name, and how often each is ordered. */
const BASKETS: readonly { items: [string, number][]; weight: number }[] = [
  { items: [['Margherita', 1]], weight: 4 },
  {
    items: [
      ['Margherita', 2],
      ['Bruschetta', 1],
    ],
    weight: 3,
  },
  {
    items: [
      ['Diavola', 1],
      ['Tiramisu', 1],
    ],
    weight: 2,
  },
  {
    items: [
      ['Tagliatelle Bolognese', 1],
      ['Margherita', 1],
    ],
    weight: 2,
  },
  {
    items: [
      ['Funghi', 1],
      ['Spaghetti Pomodoro', 1],
    ],
    weight: 2,
  },
  {
    items: [
      ['Spaghetti Pomodoro', 2],
      ['Cannoli', 2],
    ],
    weight: 1,
  },
];
const STEPS: readonly OrderStatus[] = ['confirmed', 'preparing', 'ready', 'picked_up'];
const APPEND_BATCH = 100;

/** A small seeded generator (mulberry32): the same history for the same day. */
function random(seed: string): () => number {
  let a = createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(rand: () => number, options: readonly T[], weights: readonly number[]): T {
  const total = weights.reduce((a, b) => a + b, 0);
  let r = rand() * total;
  for (const [i, w] of weights.entries()) if ((r -= w) < 0) return options[i]!;
  return options.at(-1)!;
}

/** A fixed UUID for a name: the history's order ids are the same on every start. */
function uuidOf(name: string): string {
  const h = createHash('sha256').update(name).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const actor = (userId: string, role: Actor['role']): Actor => ({
  userId,
  role,
  mustChangePassword: false,
});

export interface DemoHistoryOptions {
  customerId: string;
  restaurantId: string;
}

/** Places the baskets once and returns their OrderPlaced data, the history's templates. */
async function templates(deps: OrderingDeps, o: DemoHistoryOptions, at: Date, ownerId: string) {
  const commands = orderCommands(deps, orderingPorts(deps));
  const menus = (await loadMenus(deps.pool, deps.store, o.restaurantId)).filter((m) => m.isActive);
  const itemId = (name: string) =>
    menus.flatMap((m) => m.items).find((i) => i.name === name && i.isActive)?.id;
  const placed: OrderPlaced['data'][] = [];
  for (const [n, basket] of BASKETS.entries()) {
    const items = basket.items.map(([name, quantity]) => ({
      menuItemId: itemId(name) ?? '',
      quantity,
    }));
    if (items.some((i) => i.menuItemId === '')) return [];
    const placedAt = new Date(at.getTime() + n * 15 * MINUTE);
    const request = { restaurantId: o.restaurantId, items };
    // Keyed, so a later start finds the same order; demo data passes no order limit.
    const key = `demo-history-${o.restaurantId}-${n}`;
    const outcome = await commands.placingGuards.once(
      { customerId: o.customerId, key, request, at: placedAt },
      (orderId) =>
        commands.placeOrder(actor(o.customerId, 'customer'), orderId, request, {
          at: placedAt,
          ignoreHours: true,
        }),
    );
    const read = await deps.store.readStream(orderStream(outcome.orderId));
    const event = read.events.find((e) => e.type === 'OrderPlaced');
    if (!event) continue;
    const data = event.data as OrderPlaced['data'];
    placed.push(data);
    if (!outcome.created) continue;
    for (const [i, status] of STEPS.entries()) {
      const handover = status === 'picked_up' ? { pickupCode: data.pickupCode } : {};
      const stepAt = new Date(placedAt.getTime() + (i + 1) * 4 * MINUTE);
      await commands.changeStatus(
        actor(ownerId, 'restaurant_owner'),
        outcome.orderId,
        { status, ...handover },
        stepAt,
      );
    }
  }
  return placed;
}

/** One history order: a template placed again at `placedAt`, then taken to picked up. */
function historyOrder(
  template: OrderPlaced['data'],
  orderId: string,
  placedAt: Date,
  ownerId: string,
  checkPickupCode: boolean,
  rand: () => number,
): StreamAppend {
  const at = (minutes: number) => new Date(placedAt.getTime() + minutes * MINUTE).toISOString();
  const promisedAt = at(20);
  const placed: OrderPlaced = {
    type: 'OrderPlaced',
    data: {
      ...template,
      orderId,
      placedAt: placedAt.toISOString(),
      estimatedReadyAt: promisedAt,
      pickup: { kind: 'asap', promisedFrom: at(15), promisedAt, fireAt: placedAt.toISOString() },
      pickupCode: String(Math.floor(rand() * 10_000)).padStart(4, '0'),
    },
  };
  const events: { event: OrderEvent; at: string }[] = [{ event: placed, at: placed.data.placedAt }];
  let state = fold(orderDecider, [placed]);
  const readyAfter = 14 + Math.floor(rand() * 8);
  const stepMinutes = [2, 4, readyAfter, readyAfter + 3 + Math.floor(rand() * 6)];
  for (const [i, status] of STEPS.entries()) {
    const stepAt = at(stepMinutes[i]!);
    const decided = orderDecider.decide(
      {
        type: 'ChangeOrderStatus',
        orderId,
        actor: { id: ownerId, role: 'restaurant_owner' },
        restaurantOwnerId: ownerId,
        status,
        at: stepAt,
        ...(status === 'picked_up' && {
          handover: { checkPickupCode, pickupCode: placed.data.pickupCode },
        }),
      },
      state,
    );
    for (const event of decided) {
      state = orderDecider.evolve(state, event);
      events.push({ event, at: stepAt });
    }
  }
  return {
    stream: orderStream(orderId),
    expected: 'no_stream',
    events: events.map(({ event, at: eventAt }, i) => {
      const byOwner = i > 0;
      return {
        id: randomUUID(),
        type: event.type,
        data: event.data,
        metadata: {
          actorId: byOwner ? ownerId : template.customerId,
          actorRole: byOwner ? 'restaurant_owner' : 'customer',
          correlationId: randomUUID(),
          causationId: null,
          at: eventAt,
        },
      };
    }),
  };
}

export interface DemoHistory {
  /** Orders appended: none on a second start. */
  orders: number;
  /** Where the last of them is in the log, for a caller waiting for the read models. */
  checkpoint: string | null;
}

const NOTHING: DemoHistory = { orders: 0, checkpoint: null };

/** Appends the history's orders, unless an earlier start did. */
export async function seedDemoHistory(
  deps: OrderingDeps,
  options: DemoHistoryOptions,
): Promise<DemoHistory> {
  const restaurant = await loadRestaurant(deps.store, options.restaurantId);
  if (!restaurant) return NOTHING;
  const { timezone } = restaurant;
  const now = (deps.now ?? (() => new Date()))();
  const today = serviceDateOf(timezone, now);
  const localTime = (date: string, minutes: number) => {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    return new Date(startOfLocalDate(timezone, y, m, d).getTime() + minutes * MINUTE);
  };
  const firstDay = addDays(today, -7 * WEEKS);
  const checkCodes = restaurant.checkPickupCode ?? false;
  const baskets = await templates(
    deps,
    options,
    localTime(addDays(firstDay, -1), FIRST_SLOT_MINUTES),
    restaurant.ownerId,
  );
  if (baskets.length === 0) return NOTHING;
  const firstId = uuidOf(`demo-history-${options.restaurantId}-${firstDay}-0`);
  if ((await deps.store.readStream(orderStream(firstId))).exists) return NOTHING;

  const appends: StreamAppend[] = [];
  for (let day = 0; day < 7 * WEEKS; day++) {
    const date = addDays(firstDay, day);
    const rand = random(`${options.restaurantId}-${date}`);
    const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
    // Busier as the weeks go by (a restaurant finding its regulars), give or take a little.
    const growth = 0.75 + (0.25 * day) / (7 * WEEKS);
    const count = Math.round(ORDERS_BY_WEEKDAY[weekday]! * growth * (0.85 + rand() * 0.3));
    for (let n = 0; n < count; n++) {
      const slot = pick(
        rand,
        SLOT_WEIGHTS.map((_, i) => i),
        SLOT_WEIGHTS,
      );
      const pickupAt = localTime(date, FIRST_SLOT_MINUTES + slot * 15 + Math.floor(rand() * 14));
      const placedAt = new Date(pickupAt.getTime() - 20 * MINUTE);
      const template = pick(
        rand,
        baskets,
        BASKETS.map((b) => b.weight),
      );
      const orderId = uuidOf(`demo-history-${options.restaurantId}-${date}-${n}`);
      appends.push(historyOrder(template, orderId, placedAt, restaurant.ownerId, checkCodes, rand));
    }
  }
  let checkpoint: string | null = null;
  for (let i = 0; i < appends.length; i += APPEND_BATCH) {
    const results = await deps.store.appendToStreams(appends.slice(i, i + APPEND_BATCH));
    checkpoint = results.at(-1)?.checkpoint ?? checkpoint;
  }
  return { orders: appends.length, checkpoint };
}
