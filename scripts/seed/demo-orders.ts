import type { Menu } from '@pickup/domain/catalog/menu-types';
import { orderStream, type OrderPlaced } from '@pickup/domain/ordering/order';
import type { OrderStatus } from '@pickup/domain/ordering/status';
import type { PlaceOrderRequest } from '@pickup/domain/ordering/schemas';
import { orderingPorts } from '@pickup/api/composition/ordering';
import { orderCommands } from '@pickup/api/ordering/commands';
import type { OrderingDeps } from '@pickup/api/ordering/deps';
import { loadMenus, loadRestaurant } from '@pickup/api/ordering/order-facts';
import type { Actor } from '@pickup/api/http/actor';

/**
 * Demo orders so every dashboard has something to show: today's orders in each kitchen
 * column, and earlier ones picked up, completed or cancelled for the lists and analytics.
 * Placed through the order commands (priced from the real menus), back-dated, with staff
 * steps a few minutes apart. Idempotency keys make a second run change nothing.
 * Issue 31: picked-up orders are handed over with their pickup code, one of them by the
 * owner without it (with the reason), where the restaurant checks codes; the customer of
 * today's ready order has said "I'm here" with a note, and of the one in preparation without.
 * Collected orders had their customer say "I'm here" too, some before the food was ready, so
 * the wait at the handoff has figures to show.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

interface Planned {
  ago: number;
  status: OrderStatus;
  quantity: number;
  /** Minutes after ready the customer said "I'm here" (less than 0: before) and collected. */
  handoff?: { arrived: number; collected: number };
}

// prettier-ignore
const PLAN: readonly Planned[] = [
  { ago: 5 * MINUTE, status: 'pending', quantity: 1 },
  { ago: 18 * MINUTE, status: 'confirmed', quantity: 2 },
  { ago: 32 * MINUTE, status: 'preparing', quantity: 1 },
  { ago: 50 * MINUTE, status: 'ready', quantity: 1 },
  { ago: DAY + 90 * MINUTE, status: 'picked_up', quantity: 3, handoff: { arrived: -3, collected: 4 } },
  { ago: 2 * DAY + 3 * 60 * MINUTE, status: 'completed', quantity: 1, handoff: { arrived: 1, collected: 2 } },
  { ago: 3 * DAY, status: 'cancelled', quantity: 2 },
  { ago: 6 * DAY + 30 * MINUTE, status: 'picked_up', quantity: 1, handoff: { arrived: 2, collected: 6 } },
  { ago: 12 * DAY + 5 * 60 * MINUTE, status: 'completed', quantity: 2, handoff: { arrived: -1, collected: 3 } },
];

const STAFF_STEPS: readonly OrderStatus[] = ['confirmed', 'preparing', 'ready', 'picked_up'];
/** The plan's order handed over without its code. */
const HANDED_OVER_WITHOUT_CODE = 5;
const OVERRIDE_REASON = 'Phone battery dead: name and order checked with the customer';
/** "I'm here": the plan's orders whose customer has arrived, and their notes. */
const ARRIVED = new Map<number, string | undefined>([
  [2, undefined],
  [3, 'Blue car, space 3'],
]);

export interface DemoOrdersOptions {
  customerId: string;
  /** Restaurant ids; the first gets the whole plan, the others two orders each. */
  restaurants: readonly string[];
  /** Completes picked-up orders when given; otherwise they stay picked up. */
  adminId?: string;
}

/** One line the menu can price: an active item with the sides its category requires. */
function demoLine(
  menus: readonly Menu[],
  quantity: number,
): PlaceOrderRequest['items'][number] | null {
  for (const menu of menus.filter((m) => m.isActive)) {
    for (const item of menu.items) {
      const category = menu.categories.find((c) => c.id === item.categoryId);
      if (!item.isActive || !category?.isActive) continue;
      const required = item.sidesRequired ?? category.sidesRequired;
      const sides = menu.sides.filter((s) => s.isActive && item.sideIds.includes(s.id));
      if (sides.length < required) continue;
      const chosen = sides.slice(0, required).map((s) => ({ id: s.id }));
      return { menuItemId: item.id, quantity, customizations: { sides: chosen } };
    }
  }
  return null;
}

const actor = (userId: string, role: Actor['role']): Actor => ({
  userId,
  role,
  mustChangePassword: false,
});

/** Places the demo orders; returns their ids (the same ids on a second run). */
export async function seedDemoOrders(
  deps: OrderingDeps,
  options: DemoOrdersOptions,
): Promise<string[]> {
  const commands = orderCommands(deps, orderingPorts(deps));
  const now = (deps.now ?? (() => new Date()))().getTime();
  const customer = actor(options.customerId, 'customer');
  const admin = options.adminId ? actor(options.adminId, 'admin') : null;
  const placed: string[] = [];

  /** How the counter hands the order over: with the code the customer says, or without. */
  async function handover(orderId: string, n: number) {
    if (n === HANDED_OVER_WITHOUT_CODE) return { overrideReason: OVERRIDE_REASON };
    const placed = (await deps.store.readStream(orderStream(orderId))).events[0];
    const code = (placed?.data as OrderPlaced['data'] | undefined)?.pickupCode;
    return code ? { pickupCode: code } : {};
  }

  async function advance(
    orderId: string,
    planned: Planned,
    staff: Actor,
    placedAt: number,
    n: number,
  ) {
    const target = planned.status;
    const stepAt = (i: number) => new Date(placedAt + (i + 1) * 4 * MINUTE);
    if (target === 'cancelled') {
      await commands.changeStatus(customer, orderId, { status: 'cancelled' }, stepAt(0));
      return;
    }
    const last = target === 'completed' ? 'picked_up' : target;
    const steps = STAFF_STEPS.slice(0, STAFF_STEPS.indexOf(last) + 1);
    const readyAt = stepAt(STAFF_STEPS.indexOf('ready')).getTime();
    const afterReady = (minutes: number) => new Date(readyAt + minutes * MINUTE);
    const arrival = planned.handoff && afterReady(planned.handoff.arrived);
    for (const [i, status] of steps.entries()) {
      const at =
        status === 'picked_up' && planned.handoff
          ? afterReady(planned.handoff.collected)
          : stepAt(i);
      if (arrival && arrival < at && arrival >= stepAt(i - 1))
        await commands.checkIn(customer, orderId, undefined, arrival);
      const extra = status === 'picked_up' ? await handover(orderId, n) : {};
      await commands.changeStatus(staff, orderId, { status, ...extra }, at);
    }
    if (target === 'completed' && admin) {
      await commands.changeStatus(admin, orderId, { status: 'completed' }, stepAt(steps.length));
    }
  }

  for (const [index, restaurantId] of options.restaurants.entries()) {
    const restaurant = await loadRestaurant(deps.store, restaurantId);
    if (!restaurant) continue;
    const staff = actor(restaurant.ownerId, 'restaurant_owner');
    const menus = await loadMenus(deps.pool, deps.store, restaurantId);
    const plan = index === 0 ? PLAN : [PLAN[index % 4], PLAN[4 + (index % 5)]];
    for (const [n, planned] of plan.entries()) {
      if (!planned) continue;
      const line = demoLine(menus, planned.quantity);
      if (!line) break;
      const at = now - planned.ago;
      const request = {
        restaurantId,
        items: [line],
        notes: n === 1 ? 'Extra napkins, please' : undefined,
      };
      // Keyed, so a later start finds the same order; demo data passes no order limit.
      const placedAt = new Date(at);
      const outcome = await commands.placingGuards.once(
        { customerId: options.customerId, key: `demo-${restaurantId}-${n}`, request, at: placedAt },
        (orderId) =>
          commands.placeOrder(customer, orderId, request, { at: placedAt, ignoreHours: true }),
      );
      placed.push(outcome.orderId);
      if (!outcome.created) continue;
      await advance(outcome.orderId, planned, staff, at, n);
      if (index === 0 && ARRIVED.has(n))
        await commands.checkIn(customer, outcome.orderId, ARRIVED.get(n));
    }
  }
  return placed;
}
