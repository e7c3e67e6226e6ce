import { openStatus } from '../catalog/hours';
import { soldOutMarksFor } from '../catalog/menu-sold-out';
import type { Menu } from '../catalog/menu-types';
import { RESTAURANT_NOT_FOUND, type Restaurant } from '../catalog/restaurant';
import { serviceStatusAt, type ServiceState } from '../catalog/service-controls';
import { closedNoteAt } from '../catalog/special-day-status';
import { restaurantTime } from '../catalog/zoned-time';
import type { UserState } from '../identity/state';
import { DomainError, notFound } from '../shared/errors';
import {
  planRestaurantPickup,
  type DaySlots,
  type PickupPlan,
  type PlanInput,
} from '../timing/pickup';
import { SLOT_FULL, SlotFullError, type PickupSlotsState } from '../timing/pickup-slots';
import type { PrepSample } from '../timing/predictor';
import type { PickupCodeChoice } from './handoff';
import { itemStockStream } from './item-stock';
import type { OrderState } from './order-events';
import type { PlaceOrder } from './place-order';
import { decidePlacement, type Placement, type StockDecisionInput } from './placement';
import { assertOrderSize } from './order-size';
import { priceOrder } from './pricing';
import { adaptMenus, menuAvailability, restoreCategoryIds } from './pricing-menu';
import type { PlaceOrderRequest } from './schemas';

/**
 * The whole rule for placing an order, pure. The handler reads the facts raw (the
 * restaurant with its hours, special days, pause and rush; its menus with their hours,
 * cutoffs, prices, sold-out marks and counted items; the kitchen; the codes in use; `now`)
 * and this decides: open or closed, available, priced, the pickup planned, the pickup code,
 * and with the day's slots and the items' stock as read, the order's place and units.
 */

export interface PlacingFacts {
  orderId: string;
  customerId: string;
  request: PlaceOrderRequest;
  /** The customer's account: placing needs a verified phone. */
  customer: UserState;
  /** The restaurant with its pause and rush as last set; null when there is none. */
  restaurant: { restaurant: Restaurant; service: ServiceState } | null;
  /** The restaurant's live menus. */
  menus: readonly Menu[];
  /** The new order's own stream: an order is there only when this id was placed before. */
  order: OrderState;
  /** The kitchen's preparation history and its orders in progress: the promise's prediction. */
  kitchen: { history: readonly PrepSample[]; inKitchen: number };
  /** Random codes drawn, and the codes orders in progress at the restaurant hold. */
  pickupCodes: PickupCodeChoice;
  now: Date;
  /** Demo data only: the orders the seed back-dates are placed whatever the hours say. */
  ignoreHours?: boolean;
}

export interface PlannedPickup {
  plan: PickupPlan;
  planInput: PlanInput;
}

/** A counted item the order asks units of: its stream, and the take decided on its state. */
export type StockAsk = Omit<StockDecisionInput, 'state'>;

/** What placing reads after planning: the counted items' stock, the planned day's places. */
export interface PlacingReads {
  stock: readonly StockDecisionInput[];
  /** The day the place is taken in (the plan's, or its next for an ASAP order past midnight). */
  day?: { slots: DaySlots; state: PickupSlotsState };
}

function restaurantOf(facts: PlacingFacts) {
  if (!facts.restaurant) throw notFound(RESTAURANT_NOT_FOUND);
  return facts.restaurant;
}

const menusOrdered = (facts: PlacingFacts): Menu[] => {
  const asked = new Set(facts.request.items.map((i) => i.menuItemId));
  return facts.menus.filter((menu) => menu.items.some((item) => asked.has(item.id)));
};

/**
 * The pickup planned: predicted from the kitchen (rush added), in the restaurant's and the
 * menus' hours. A slot asked for that cannot be had is refused here, before anything else
 * about the order; a pause is the order's own refusal (it says when ordering is back).
 */
export function planPlacing(facts: PlacingFacts): PlannedPickup {
  const { restaurant, service } = restaurantOf(facts);
  const { plan, planInput } = planRestaurantPickup({
    restaurant,
    menus: menusOrdered(facts),
    request: facts.request.pickup ?? { kind: 'asap' },
    at: facts.now,
    kitchen: facts.kitchen,
    rushMinutes: serviceStatusAt(service, facts.now).rushMinutes,
    takingOrdersNow: true,
  });
  return { plan, planInput };
}

/** The counted items among those ordered, each with the units asked of it. */
export function stockAsked(facts: PlacingFacts): StockAsk[] {
  const { restaurant } = restaurantOf(facts);
  const asked = new Map<string, number>();
  for (const line of facts.request.items)
    asked.set(line.menuItemId, (asked.get(line.menuItemId) ?? 0) + line.quantity);
  return facts.menus.flatMap((menu) =>
    menu.items
      .filter((item) => asked.has(item.id) && (menu.stockCounted ?? []).includes(item.id))
      .map((item) => ({
        stream: itemStockStream(item.id),
        take: {
          type: 'TakeStock' as const,
          item: { restaurantId: restaurant.id, menuId: menu.id, itemId: item.id, name: item.name },
          orderId: facts.orderId,
          quantity: asked.get(item.id) ?? 0,
          opening: { hours: restaurant.hours, timezone: restaurant.timezone },
          now: facts.now.toISOString(),
        },
      })),
  );
}

/**
 * The order judged from the facts: open or closed and the menus' availability at the time
 * it is for (a scheduled order's slot, else now), its sold-out marks, its prices now.
 */
function judged(facts: PlacingFacts): Omit<PlaceOrder, 'pickup'> {
  const { restaurant, service } = restaurantOf(facts);
  const { request, customer } = facts;
  const at = request.pickup?.kind === 'scheduled' ? new Date(request.pickup.slotStart) : facts.now;
  const adapted = adaptMenus(facts.menus);
  const priced = priceOrder(adapted.pricing, restaurant.taxRate, request.items);
  const itemIds = request.items.map((i) => i.menuItemId);
  const availability = menuAvailability(adapted, itemIds, restaurant.timezone, at);
  const hours = facts.ignoreHours
    ? { isOpen: true, closedNote: null }
    : {
        isOpen: openStatus(restaurant.hours, restaurant.timezone, at, restaurant.specialDays).open,
        closedNote: closedNoteAt(restaurant, at),
      };
  return {
    type: 'PlaceOrder',
    orderId: facts.orderId,
    customer: {
      id: facts.customerId,
      phoneVerified: customer.status === 'Active' && customer.phoneVerified,
    },
    restaurant: {
      id: restaurant.id,
      name: restaurant.name,
      address: restaurant.address,
      phone: restaurant.phone,
      taxRate: restaurant.taxRate,
      estimatedPickupTime: restaurant.estimatedPickupTime,
      timezone: restaurant.timezone,
      isActive: restaurant.isActive,
      isOpen: hours.isOpen,
      ...(hours.closedNote ? { closedNote: hours.closedNote } : {}),
      service,
    },
    menuAvailability:
      facts.ignoreHours && availability === 'outside_hours' ? 'available' : availability,
    soldOut: soldOutMarksFor(facts.menus, request.items),
    pricing: restoreCategoryIds(priced, adapted),
    notes: request.notes,
    at: facts.now.toISOString(),
    pickupCodes: facts.pickupCodes,
  };
}

/** A full slot is answered with the next free time on the restaurant's clock. */
function namingNextFree(err: unknown, timezone: string): unknown {
  if (!(err instanceof SlotFullError) || !err.nextSlotStart) return err;
  const next = restaurantTime(timezone, new Date(err.nextSlotStart), {
    zone: false,
    hour12: false,
  });
  return new DomainError(
    'conflict',
    `${SLOT_FULL}. The next free pickup time is ${next}`,
    [],
    err.extra,
  );
}

/**
 * Placing decided on the facts, the planned pickup and what was read for it: the order's
 * own refusals first, then the counted items' units, then the place in the day's slots.
 * A day with no place left at all refuses with SlotFullError (an ASAP order then tries the
 * plan's next day).
 */
export function decidePlacing(
  facts: PlacingFacts,
  planned: PlannedPickup,
  reads: PlacingReads,
): Placement {
  const command = judged(facts);
  assertOrderSize(command.pricing, restaurantOf(facts).restaurant);
  const { day } = reads;
  const exact = planned.plan.slots?.exact ?? false;
  const items = command.pricing.ok
    ? command.pricing.order.lines.reduce((n, l) => n + l.quantity, 0)
    : 0;
  const take = day && {
    type: 'TakePickupSlot' as const,
    restaurantId: command.restaurant.id,
    orderId: facts.orderId,
    items,
    candidates: day.slots.candidates,
    exact,
  };
  try {
    return decidePlacement({
      command,
      order: facts.order,
      ...planned,
      slots: day && take ? { state: day.state, take } : undefined,
      stock: reads.stock,
    });
  } catch (err) {
    throw namingNextFree(err, command.restaurant.timezone);
  }
}
