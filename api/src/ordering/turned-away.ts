import { createHash } from 'node:crypto';
import type { EventStore } from '@pickup/domain/eventstore/types';
import { priceOrder } from '@pickup/domain/ordering/pricing';
import { adaptMenus } from '@pickup/domain/ordering/pricing-menu';
import type { PlaceOrderRequest } from '@pickup/domain/ordering/schemas';
import { demandStream, refusalCause, turnAway } from '@pickup/domain/ordering/turned-away';
import { DomainError } from '@pickup/domain/shared/errors';
import { requestHash } from './idempotency';
import type { CatalogReader } from './order-facts';

/**
 * Demand turned away (issue 32): an order the restaurant refused for a reason of its own is
 * recorded on its demand stream, once. What the customer is answered does not wait on it in
 * any way that matters and never depends on it: a failure to record is logged, not thrown.
 */

export interface RefusedOrder {
  request: PlaceOrderRequest;
  error: unknown;
  at: Date;
  /**
   * A keyed submission's customer and Idempotency-Key: a retry of it (same key, same body)
   * is the same refusal. Neither is stored.
   */
  customerId: string;
  key?: string;
}

/** Records a refused order if it was turned away (bad input is not); never rejects. */
export type RecordTurnedAway = (refused: RefusedOrder) => Promise<void>;

/**
 * The route's reaction to a refusal: the placing runs, and when it is refused, the refusal
 * is recorded (demand turned away) before it is answered as it was.
 */
export const recordingRefusals =
  (record: RecordTurnedAway, now: () => Date) =>
  async <T>(submission: Omit<RefusedOrder, 'error' | 'at'>, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      await record({ ...submission, error, at: now() });
      throw error;
    }
  };

export interface TurnedAwayLog {
  warn(meta: object, msg: string): void;
}

/** An event id that is the same for the same text: a one-way digest, shaped as a UUID (v8). */
export function digestId(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * A retried submission's refusal has the same event id, so the store keeps it once. The
 * stored event names no customer: the id is a digest.
 */
const retryEventId = (retry: { customerId: string; key: string }, request: PlaceOrderRequest) =>
  digestId(`turned-away\u0000${retry.customerId}\u0000${retry.key}\u0000${requestHash(request)}`);

/** The basket at the menus' prices now, before tax (what the customer sent as prices aside). */
function basketCents(
  menus: Parameters<typeof adaptMenus>[0],
  taxRate: string,
  request: PlaceOrderRequest,
) {
  const items = request.items.map(({ unitPrice: _sent, ...line }) => line);
  const priced = priceOrder(adaptMenus(menus).pricing, taxRate, items);
  return priced.ok ? priced.order.subtotalCents : 0;
}

export function recordTurnedAway(deps: {
  store: Pick<EventStore, 'appendToStream'>;
  catalog: CatalogReader;
  newId: () => string;
  log: TurnedAwayLog;
}): RecordTurnedAway {
  return async ({ request, error, at, customerId, key }) => {
    if (!(error instanceof DomainError)) return;
    const cause = refusalCause(error);
    if (!cause) return;
    const restaurantId = request.restaurantId;
    try {
      const found = await deps.catalog.restaurant(restaurantId);
      if (!found) return;
      const { restaurant } = found;
      const itemIds = request.items.map((i) => i.menuItemId);
      const menus = await deps.catalog.menus(restaurantId, itemIds);
      const pickup = request.pickup;
      const event = turnAway({
        restaurantId,
        restaurantName: restaurant.name,
        timezone: restaurant.timezone,
        cause,
        ...(pickup?.kind === 'scheduled' ? { slotStart: pickup.slotStart } : {}),
        basketCents: basketCents(menus, restaurant.taxRate, request),
        at,
      });
      const id = key ? retryEventId({ customerId, key }, request) : deps.newId();
      // 'any': refusals at one restaurant in the same instant all land, in some order.
      await deps.store.appendToStream(
        demandStream(restaurantId),
        [
          {
            id,
            type: event.type,
            data: event.data,
            // Nobody acted: the customer is not named, not even by id.
            metadata: {
              actorId: null,
              actorRole: null,
              correlationId: id,
              causationId: null,
              at: at.toISOString(),
            },
          },
        ],
        { expected: 'any' },
      );
    } catch (err) {
      deps.log.warn({ err, restaurantId, cause }, 'could not record an order turned away');
    }
  };
}
